'use client'
import { useContext, useMemo, type ReactNode } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useEntity } from '../../hooks/useEntity.js'
import { useServiceInfo } from '../../hooks/useServiceInfo.js'
import { useStreak } from '../../hooks/useStreak.js'
import { useLiveEntity } from '../../useLiveEntity.js'
import { useMetricName } from '../../useMetricName.js'
import { formatExactNumber } from '../internal/formatNumber.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SignInPrompt } from '../internal/SignInPrompt.js'
import { StatusView } from '../internal/StatusView.js'
import type { StreakCounterLabels } from './StreakCounterLabels.js'
import type { StreakCounterProps, StreakCounterView } from './StreakCounterProps.js'
import { StreakFace } from './StreakFace.js'
import { streakMarks, streakStanding } from './streakView.js'
import { useStreakGrowth } from './useStreakGrowth.js'

type Status = 'loading' | 'empty' | 'unsupported' | 'error' | 'signed-out' | 'ready'

/** How many periods the row shows: a week of days, or seven weeks. */
const shownPeriods = 7

/** The component inside its root (and error boundary), so data it cannot draw is caught there. */
export function StreakCounterBody(props: StreakCounterProps & { labels: StreakCounterLabels }) {
  const { labels } = props
  const appearanceLocale = useContext(AppearanceContext).locale
  const locale = props.locale ?? appearanceLocale
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const userAddress = props.userAddress ?? context.session?.address
  const offers = useServiceInfo()
  const offered = offers.data?.features.includes('streaks')
  const entity = useEntity({ entityId, query: { enabled: Boolean(entityId) && offered === true } })
  const setUp = entity.data ? Boolean(entity.data.streak) : undefined
  const query = useStreak({ entityId, userAddress, query: { enabled: Boolean(entityId && userAddress) && offered === true && setUp === true } })
  // An extension by a bot's increment, a freeze used or the streak ending shows as it happens.
  useLiveEntity(userAddress ? entityId : undefined)
  const metricName = useMetricName()
  const streak = query.data
  const identity = `${entityId}|${userAddress?.toLowerCase()}`
  const grown = useStreakGrowth(identity, streak, props.onExtended)

  const waiting = context.sessionState.status === 'reconnecting' || context.sessionState.status === 'signing'
  const notFound = query.error?.status === 404 || entity.error?.status === 404
  const failed = offers.isError ? offers : entity.isError && !notFound ? entity : query.isError && !notFound && !streak ? query : undefined
  const status: Status = !entityId
    ? 'empty'
    : !userAddress
      ? waiting
        ? 'loading'
        : 'signed-out'
      : failed
        ? 'error'
        : offered === false
          ? 'unsupported'
          : setUp === false || notFound
            ? 'empty'
            : !streak
              ? 'loading'
              : 'ready'

  const view = useMemo<StreakCounterView | undefined>(() => {
    if (!streak) return undefined
    const standing = streakStanding(streak)
    const metric = entity.data?.streak?.metric ?? ''
    return { streak, metric: metric ? metricName(metric) : '', standing, marks: streakMarks(streak, standing === 'extended', shownPeriods), growing: grown !== undefined }
  }, [streak, entity.data, metricName, grown])

  let content: ReactNode
  if (status === 'signed-out') content = <SignInPrompt message={labels.signedOut} signInLabel={labels.signIn} />
  else if (status === 'loading') content = <StreakSkeleton label={labels.loading} />
  else if (status === 'error') content = <StatusView state="error" message={labels.error} cause={loadErrorCause(failed?.error, labels)} retryLabel={labels.retry} onRetry={() => void failed?.refetch()} />
  else if (status === 'unsupported') content = <StatusView state="empty" message={labels.unsupported} hint={labels.unsupportedHint} />
  else if (status === 'empty') content = <StatusView state="empty" message={entityId ? labels.notSetUp : labels.noEntity} hint={entityId ? labels.notSetUpHint : undefined} />
  else if (view) content = props.render ? props.render(view) : <StreakFace view={view} labels={labels} locale={locale} />

  const announced = grown !== undefined && streak ? labels.grew(labels.lengthText(formatExactNumber(streak.length, locale), streak.length, streak.frequency)) : ''
  return (
    <div className="ek-streak-counter__body" data-state={status} data-standing={view?.standing}>
      <Heading level={props.headingLevel ?? 2} className="ek-streak-counter__title">
        {labels.title}
      </Heading>
      {content}
      {/* In the tree from the start: a live region announces only what changes inside it once it is there. */}
      <p className="ek-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </div>
  )
}

/** The loading state in the component's shape: the flame and count, then the row of days. */
function StreakSkeleton({ label }: { label: string }) {
  return (
    <StatusView state="loading" label={label}>
      <span className="ek-streak-counter__skeleton" aria-hidden="true">
        <span className="ek-streak-counter__skeleton-head">
          <span className="ek-skeleton" data-shape="circle" />
          <span className="ek-streak-counter__skeleton-text">
            <span className="ek-skeleton" data-width="short" />
            <span className="ek-skeleton" data-width="medium" />
          </span>
        </span>
        <span className="ek-streak-counter__skeleton-row">
          {Array.from({ length: shownPeriods }, (_, index) => (
            <span key={index} className="ek-skeleton" data-shape="circle" />
          ))}
        </span>
      </span>
    </StatusView>
  )
}
