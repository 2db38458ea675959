'use client'
import { useId } from 'react'
import { useEngagementContext } from '../../EngagementContext.js'
import { useEntityNfts } from '../../hooks/useEntityNfts.js'
import { useMyNfts } from '../../hooks/useMyNfts.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { StatusView } from '../internal/StatusView.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { CardSkeleton } from './CardSkeleton.js'
import { defaultDyNftGalleryLabels, type DyNftGalleryLabels } from './DyNftGalleryLabels.js'
import { NftCardView, type HeadingLevel } from './NftCardView.js'
import { nftViewState } from './nftViewState.js'
import { SignInPrompt } from '../internal/SignInPrompt.js'
import styles from './DyNftCard.css?raw'
import cardViewStyles from './NftCardView.css?raw'
import { useLabels } from '../internal/useLabels.js'
import { useLiveEntity } from '../../useLiveEntity.js'

const stylesheets = [cardViewStyles, styles]

export type { DyNftGalleryLabels } from './DyNftGalleryLabels.js'

/** Props of {@link DyNftGallery}. */
export type DyNftGalleryProps = ComponentProps<DyNftGalleryLabels> & {
  /** 'entity' (default): the user's NFTs in one entity; 'all': in every entity they belong to. */
  scope?: 'entity' | 'all' | undefined
  /** The entity for scope 'entity'; defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** IPFS gateways tried in order for the themes' images; default the provider's `ipfsGateways`, else public gateways. */
  gateways?: readonly string[] | undefined
  /** The chain badge on every card (e.g. "Base"); default each record's own `chain`, if any. */
  chain?: string | undefined
  /** Locale for numbers; default the browser's. */
  locale?: string | undefined
  /** Level of the gallery's heading (cards take the next one); default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | undefined
}

/** A responsive grid of the signed-in user's dynamic NFTs, each drawn with its theme. */
export function DyNftGallery({ scope = 'entity', entityId, gateways, chain, locale, headingLevel = 2, labels: labelOverrides, className, unstyled, card, theme }: DyNftGalleryProps) {
  const labels = useLabels(['DyNftCard', 'DyNftGallery'], defaultDyNftGalleryLabels, labelOverrides)
  const titleId = useId()
  const context = useEngagementContext()
  const resolvedEntityId = entityId ?? context.entityId
  useLiveEntity(context.session ? resolvedEntityId : undefined)
  const entityQuery = useEntityNfts({ entityId: resolvedEntityId, query: { enabled: scope === 'entity' } })
  const allQuery = useMyNfts({ query: { enabled: scope === 'all' } })
  const query = scope === 'all' ? allQuery : entityQuery
  const state = nftViewState({ hasSession: Boolean(context.session), sessionStatus: context.sessionState.status, needsEntity: scope === 'entity', entityId: resolvedEntityId, query })
  const nfts = (Array.isArray(query.data) ? query.data : []).filter((nft) => nft && typeof nft === 'object')
  const dataState = state === 'ready' && nfts.length === 0 ? 'empty' : state
  const Heading = `h${headingLevel}` as const
  return (
    <ComponentRoot name="dy-nft-gallery" styles={stylesheets} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry} data-state={dataState}>
      <section aria-labelledby={titleId}>
        <Heading id={titleId} className="ek-title">
          {labels.title}
        </Heading>
        {state === 'no-entity' && <StatusView state="empty" message={labels.noEntity} />}
        {state === 'signed-out' && <SignInPrompt message={labels.signedOut} signInLabel={labels.signIn} />}
        {state === 'loading' && <CardSkeleton label={labels.loading} count={3} />}
        {state === 'error' && <StatusView state="error" message={labels.error} cause={loadErrorCause(query.error, labels)} retryLabel={labels.retry} onRetry={() => void query.refetch()} />}
        {dataState === 'empty' && <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />}
        {dataState === 'ready' && (
          <ul className="ek-dy-nft-gallery__grid">
            {nfts.map((nft, index) => (
              <li key={typeof nft.id === 'string' && nft.id ? nft.id : index} className="ek-dy-nft-gallery__item">
                <NftCardView nft={nft} gateways={gateways} labels={labels} headingLevel={(headingLevel + 1) as HeadingLevel} chain={chain} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </ComponentRoot>
  )
}
