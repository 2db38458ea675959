'use client'
import { useId } from 'react'
import type { DyNft } from '../../../core/schemas/nft.js'
import { IpfsImage } from './IpfsImage.js'
import type { DyNftCardLabels } from './DyNftCardLabels.js'
import { themeStyle } from './themeStyle.js'
import { toLocaleString } from '../internal/formatNumber.js'

/** Heading levels a card title may take, so it fits the host page's outline. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6

type NftCardViewProps = {
  nft: DyNft
  gateways: readonly string[] | undefined
  labels: DyNftCardLabels
  headingLevel: HeadingLevel
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '')

/** One NFT drawn with its theme; shared by the card and the gallery. Reads every field defensively. */
export function NftCardView({ nft, gateways, labels, headingLevel }: NftCardViewProps) {
  const titleId = useId()
  const theme = nft.theme && typeof nft.theme === 'object' ? nft.theme : null
  const title = text(nft.title) || text(nft.name) || labels.untitled
  const name = text(nft.name)
  const level = typeof nft.level === 'number' && Number.isFinite(nft.level) ? nft.level : 0
  const attributes = Array.isArray(nft.attributes) ? nft.attributes.filter((attribute) => attribute && typeof attribute === 'object') : []
  const logoName = text(theme?.['title']) || name || title
  const Heading = `h${headingLevel}` as const
  return (
    <article className="ek-dy-nft-card__card" data-state="ready" aria-labelledby={titleId} style={themeStyle(theme)}>
      <div className="ek-dy-nft-card__art">
        <IpfsImage className="ek-dy-nft-card__background" source={theme?.['backgroundImageIPFS'] ?? nft.image} gateways={gateways} alt="" />
        {theme && <IpfsImage className="ek-dy-nft-card__logo" source={theme['squareLogoImageIPFS']} gateways={gateways} alt={labels.logoAlt(logoName)} />}
        <span className="ek-dy-nft-card__level">{labels.level(level)}</span>
      </div>
      <div className="ek-dy-nft-card__body">
        <Heading id={titleId} className="ek-dy-nft-card__title">
          {title}
        </Heading>
        {name && name !== title && <p className="ek-dy-nft-card__name ek-muted">{name}</p>}
        {attributes.length > 0 && (
          <dl className="ek-dy-nft-card__attributes">
            {attributes.map((attribute, index) => (
              <div className="ek-dy-nft-card__attribute" key={index}>
                <dt>{text(attribute.trait_type)}</dt>
                <dd>{formatValue(attribute.value, labels)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  )
}

function formatValue(value: unknown, labels: DyNftCardLabels): string {
  if (typeof value === 'boolean') return value ? labels.yes : labels.no
  if (typeof value === 'number') return Number.isFinite(value) ? toLocaleString(value) : ''
  return text(value)
}
