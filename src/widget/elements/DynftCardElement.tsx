import type { ReactNode } from 'react'
import { DyNftCard } from '../../react/components/DyNftCard/DyNftCard.js'
import { DyNftGallery } from '../../react/components/DyNftCard/DyNftGallery.js'
import type { ElementRecord } from '../ElementRecord.js'

/** `<engage-dynft-card>`: the widget's chunk for DyNftCard (one NFT) and DyNftGallery (the gallery). */
export default function DynftCardElement({ record }: { record: ElementRecord }): ReactNode {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come from attributes, already parsed per prop kind
  const { view, scope, nft, nftId, gateways, headingLevel, ...rest } = record.props as Record<string, any>
  const card = view === 'card' || (view !== 'gallery' && (nft !== undefined || nftId !== undefined))
  if (card) return <DyNftCard {...rest} nft={nft} nftId={nftId} gateways={gateways} headingLevel={headingLevel} />
  return <DyNftGallery {...rest} scope={scope === 'all' ? 'all' : 'entity'} gateways={gateways} headingLevel={headingLevel} />
}
