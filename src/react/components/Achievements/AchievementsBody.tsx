'use client'
import { useContext, useId, useMemo, type ReactNode } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useMemberAchievements } from '../../hooks/useMemberAchievements.js'
import { useLiveEntity } from '../../useLiveEntity.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SignInPrompt } from '../internal/SignInPrompt.js'
import { StatusView } from '../internal/StatusView.js'
import { AchievementCard } from './AchievementCard.js'
import type { AchievementsLabels } from './AchievementsLabels.js'
import type { AchievementsProps } from './AchievementsProps.js'
import { BadgeArt } from './BadgeArt.js'
import { sortAchievements } from './sortAchievements.js'
import { useEarnedReveal } from './useEarnedReveal.js'

type Status = 'loading' | 'empty' | 'error' | 'signed-out' | 'ready'

/** The component inside its root (and error boundary), so data it cannot draw is caught there. */
export function AchievementsBody(props: AchievementsProps & { labels: AchievementsLabels }) {
  const { labels, renderItem } = props
  const appearanceLocale = useContext(AppearanceContext).locale
  const locale = props.locale ?? appearanceLocale
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const userAddress = props.userAddress ?? context.session?.address
  const query = useMemberAchievements({ entityId, userAddress })
  // Badges earned elsewhere (a bot's increment, an award) show as they happen.
  useLiveEntity(userAddress ? entityId : undefined)
  const list = Array.isArray(query.data) ? query.data : undefined
  const identity = `${entityId}|${userAddress?.toLowerCase()}`
  const fresh = useEarnedReveal(identity, list, props.onEarned)
  const sorted = useMemo(() => (list ? sortAchievements(list) : []), [list])
  const titleId = useId()

  const waiting = context.sessionState.status === 'reconnecting' || context.sessionState.status === 'signing'
  const status: Status = !entityId
    ? 'empty'
    : !userAddress
      ? waiting
        ? 'loading'
        : 'signed-out'
      : query.isError && !list
        ? 'error'
        : !list
          ? 'loading'
          : list.length === 0
            ? 'empty'
            : 'ready'
  const earnedCount = sorted.filter((item) => item.earnedAt).length
  const latest = fresh.length > 0 ? list?.find((item) => item.key === fresh[fresh.length - 1]) : undefined

  let content: ReactNode
  if (status === 'signed-out') content = <SignInPrompt message={labels.signedOut} signInLabel={labels.signIn} />
  else if (status === 'loading') content = <BadgesSkeleton label={labels.loading} />
  else if (status === 'error') content = <StatusView state="error" message={labels.error} cause={loadErrorCause(query.error, labels)} retryLabel={labels.retry} onRetry={() => void query.refetch()} />
  else if (status === 'empty') content = <StatusView state="empty" message={entityId ? labels.empty : labels.noEntity} hint={entityId ? labels.emptyHint : undefined} />
  else
    content = (
      <ul className="ek-achievements__list" aria-label={labels.list}>
        {sorted.map((achievement) => {
          const isNew = fresh.includes(achievement.key)
          const earned = Boolean(achievement.earnedAt)
          const art = <BadgeArt achievementKey={achievement.key} trigger={achievement.trigger} imageUrl={achievement.imageUrl} gateways={props.gateways} />
          return (
            <li key={achievement.key} className="ek-achievements__item" data-state={earned ? 'earned' : 'locked'} data-new={isNew || undefined} data-key={achievement.key}>
              {renderItem ? renderItem({ achievement, earned, isNew, rarity: achievement.rarity, art }) : <AchievementCard achievement={achievement} isNew={isNew} art={art} labels={labels} locale={locale} />}
            </li>
          )
        })}
      </ul>
    )

  return (
    <div className="ek-achievements__body" data-state={status}>
      <div className="ek-achievements__header">
        <Heading level={props.headingLevel ?? 2} id={titleId} className="ek-achievements__title">
          {labels.title}
        </Heading>
        {status === 'ready' && <p className="ek-achievements__summary">{labels.summary(earnedCount, sorted.length)}</p>}
      </div>
      {content}
      {/* In the tree from the start: a live region announces only what changes inside it once it is there. */}
      <p className="ek-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {latest ? labels.earnedAnnouncement(latest.name) : ''}
      </p>
    </div>
  )
}

/** The loading state in the component's shape: badges beside two lines each. */
function BadgesSkeleton({ label }: { label: string }) {
  return (
    <StatusView state="loading" label={label}>
      <span className="ek-achievements__skeleton" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className="ek-achievements__skeleton-item">
            <span className="ek-skeleton" data-shape="circle" />
            <span className="ek-achievements__skeleton-text">
              <span className="ek-skeleton" data-width="medium" />
              <span className="ek-skeleton" data-width="short" />
            </span>
          </span>
        ))}
      </span>
    </StatusView>
  )
}
