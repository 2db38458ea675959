'use client'
import type { DyNft } from '../../../core/schemas/nft.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useEntityNfts } from '../../hooks/useEntityNfts.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { StatusView } from '../internal/StatusView.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { defaultDyNftCardLabels, type DyNftCardLabels } from './DyNftCardLabels.js'
import { CardSkeleton } from './CardSkeleton.js'
import { NftCardView, type HeadingLevel } from './NftCardView.js'
import { nftViewState } from './nftViewState.js'
import { SignInPrompt } from '../internal/SignInPrompt.js'
import styles from './DyNftCard.css?raw'
import cardViewStyles from './NftCardView.css?raw'
import { useLabels } from '../internal/useLabels.js'
import { useLiveEntity } from '../../useLiveEntity.js'

const stylesheets = [cardViewStyles, styles]

export type { DyNftCardLabels } from './DyNftCardLabels.js'

/** Props of {@link DyNftCard}. */
export type DyNftCardProps = ComponentProps<DyNftCardLabels> & {
  /** The NFT to draw; when given, nothing is fetched. */
  nft?: DyNft | undefined
  /** Which of the user's NFTs in the entity to draw (its `id` or `tokenId`); default the first. */
  nftId?: string | undefined
  /** The entity whose NFT is drawn; defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** IPFS gateways tried in order for the theme's images; default the provider's `ipfsGateways`, else public gateways. */
  gateways?: readonly string[] | undefined
  /** The chain badge on the art (e.g. "Base"); default the record's own `chain`, if it has one. */
  chain?: string | undefined
  /** Locale for numbers; default the browser's. */
  locale?: string | undefined
  /** Level of the title's heading, to fit the page's outline; default 3. */
  headingLevel?: HeadingLevel | undefined
}

/** The signed-in user's dynamic NFT in an entity, drawn with its theme: level, title and attributes. */
export function DyNftCard({ nft, nftId, entityId, gateways, chain, locale, headingLevel = 3, labels: labelOverrides, className, unstyled, card, theme }: DyNftCardProps) {
  const labels = useLabels('DyNftCard', defaultDyNftCardLabels, labelOverrides)
  const context = useEngagementContext()
  const resolvedEntityId = entityId ?? context.entityId
  useLiveEntity(context.session && !nft ? resolvedEntityId : undefined)
  const query = useEntityNfts({ entityId: resolvedEntityId, query: { enabled: !nft } })
  const state = nft
    ? 'ready'
    : nftViewState({ hasSession: Boolean(context.session), sessionStatus: context.sessionState.status, needsEntity: true, entityId: resolvedEntityId, query })
  const list = Array.isArray(query.data) ? query.data : []
  const shown = nft ?? (nftId === undefined ? list[0] : list.find((item) => item?.id === nftId || String(item?.tokenId) === nftId))
  const dataState = state === 'ready' && !shown ? 'empty' : state
  return (
    <ComponentRoot name="dy-nft-card" styles={stylesheets} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry} data-state={dataState}>
      {state === 'no-entity' && <StatusView state="empty" message={labels.noEntity} />}
      {state === 'signed-out' && <SignInPrompt message={labels.signedOut} signInLabel={labels.signIn} />}
      {state === 'loading' && <CardSkeleton label={labels.loading} />}
      {state === 'error' && <StatusView state="error" message={labels.error} cause={loadErrorCause(query.error, labels)} retryLabel={labels.retry} onRetry={() => void query.refetch()} />}
      {state === 'ready' && !shown && <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />}
      {state === 'ready' && shown && <NftCardView nft={shown} gateways={gateways} labels={labels} headingLevel={headingLevel} chain={chain} locale={locale} />}
    </ComponentRoot>
  )
}
