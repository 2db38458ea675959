'use client'
import { useContext, useId, type ReactNode } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useEntity } from '../../hooks/useEntity.js'
import { useEntityUsers } from '../../hooks/useEntityUsers.js'
import { useLevels } from '../../hooks/useLevels.js'
import { enabledLevels } from '../internal/enabledLevels.js'
import { LevelLadder } from './LevelLadder.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { requestSignIn } from '../internal/requestSignIn.js'
import { StatusView } from '../internal/StatusView.js'
import { useSignInClaim } from '../internal/useSignInClaim.js'
import { CommunityBanner } from './CommunityBanner.js'
import type { CommunityCardLabels } from './CommunityCardLabels.js'
import type { CommunityCardProps } from './CommunityCardProps.js'
import { CommunityLinks } from './CommunityLinks.js'
import { useLiveEntity } from '../../useLiveEntity.js'

type BodyProps = CommunityCardProps & { labels: CommunityCardLabels; titleId: string }

/** The card inside its root (and error boundary), so data it cannot draw is caught there. */
export function CommunityCardBody({ labels, titleId, entityId: ownEntityId, gateways, locale: ownLocale, headingLevel = 2 }: BodyProps) {
  const context = useEngagementContext()
  const appearanceLocale = useContext(AppearanceContext).locale
  const locale = ownLocale ?? appearanceLocale
  const levelsTitleId = useId()
  const entityId = ownEntityId ?? context.entityId
  useLiveEntity(entityId)
  const entity = useEntity({ entityId })
  const levels = useLevels({ entityId, query: { select: enabledLevels } })
  const memberCount = useEntityUsers({ entityId, query: { select: (users) => users.length } })
  const status = context.sessionState.status
  const signedOut = !context.session && status !== 'reconnecting' && status !== 'signing'
  // Signed out, this card is the page's one sign-in: the member components' prompts defer to it.
  useSignInClaim(context.sessionController, 'page', signedOut)

  // The name is the card's content, not a component title: it stays visible with card={false} too.
  const Tag = `h${headingLevel}` as const
  const title = (text: string, className = '') => (
    <Tag id={titleId} className={`ek-community-card__name ${className}`.trim()}>
      <bdi>{text}</bdi>
    </Tag>
  )
  const signIn = (hint: string) =>
    signedOut && (
      <div className="ek-community-card__sign-in" data-state="signed-out">
        <p className="ek-community-card__sign-in-hint">{hint}</p>
        <button type="button" className="ek-button" data-size="large" onClick={(event) => requestSignIn(event.currentTarget, context)}>
          {labels.signIn}
        </button>
      </div>
    )
  const plain = (state: string, content: ReactNode) => (
    <div className="ek-community-card__body" data-state={state}>
      {content}
    </div>
  )

  if (!entityId) return plain('empty', <>{title(labels.title, 'ek-visually-hidden')}<StatusView state="empty" message={labels.noEntity} /></>)
  if (entity.isError && entity.data === undefined) {
    // Signed out, a 404 is a community that is not public (or none): strangers learn nothing about it.
    if (signedOut && entity.error.status === 404) {
      return plain(
        'private',
        <>
          <CommunityBanner entity={undefined} gateways={gateways} />
          <div className="ek-community-card__content">
            {title(labels.privateTitle)}
            {signIn(labels.privateHint)}
          </div>
        </>,
      )
    }
    return plain(
      'error',
      <>
        {title(labels.title, 'ek-visually-hidden')}
        <StatusView state="error" message={labels.error} cause={loadErrorCause(entity.error, labels)} retryLabel={labels.retry} onRetry={() => void entity.refetch()} />
      </>,
    )
  }
  if (entity.data === undefined) {
    return plain(
      'loading',
      <>
        {title(labels.title, 'ek-visually-hidden')}
        <div className="ek-community-card__skeleton" role="status" aria-busy="true">
          <span className="ek-visually-hidden">{labels.loading}</span>
          <span className="ek-skeleton ek-community-card__banner" aria-hidden="true" />
          <span className="ek-skeleton" data-shape="title" data-width="short" aria-hidden="true" />
          <span className="ek-skeleton" data-width="long" aria-hidden="true" />
          <span className="ek-skeleton" data-width="medium" aria-hidden="true" />
        </div>
      </>,
    )
  }

  const community = entity.data
  const name = typeof community.name === 'string' && community.name.trim() !== '' ? community.name : labels.title
  const description = typeof community.description === 'string' ? community.description.trim() : ''
  const ladder = levels.data ?? []
  const stats = [memberCount.data !== undefined ? labels.members(memberCount.data) : undefined, ladder.length > 0 ? labels.levelCount(ladder.length) : undefined].filter(Boolean)
  return plain(
    signedOut ? 'signed-out' : 'ready',
    <>
      <CommunityBanner entity={community} gateways={gateways} />
      <div className="ek-community-card__content">
        {title(name)}
        {stats.length > 0 && <p className="ek-community-card__stats">{stats.join(' · ')}</p>}
        {description !== '' && <p className="ek-community-card__description">
            <bdi>{description}</bdi>
          </p>}
        <CommunityLinks entity={community} labels={labels} />
        {ladder.length > 0 && (
          <div className="ek-community-card__levels">
            <p className="ek-community-card__levels-title" id={levelsTitleId}>
              {labels.levelsTitle}
            </p>
            <LevelLadder levels={ladder} labelledBy={levelsTitleId} level={labels.level} xp={labels.xp} locale={locale} />
          </div>
        )}
        {signIn(labels.signInHint)}
      </div>
    </>,
  )
}
