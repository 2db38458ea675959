'use client'
import { useId, useState, type ReactNode } from 'react'
import { defaultLeaderboardMaxMembers } from '../../../query/leaderboard.js'
import { useEngagementContext } from '../../EngagementContext.js'
import type { LeaderboardPeriod } from '../../../core/schemas/leaderboard.js'
import { useLeaderboard } from '../../hooks/useLeaderboard.js'
import { useServiceInfo } from '../../hooks/useServiceInfo.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SignInPrompt } from '../internal/SignInPrompt.js'
import { StatusView } from '../internal/StatusView.js'
import type { LeaderboardProps } from './LeaderboardProps.js'
import { defaultLeaderboardLabels, type LeaderboardLabels } from './LeaderboardLabels.js'
import { useMetricName } from '../../useMetricName.js'
import { LeaderboardSkeleton } from './LeaderboardSkeleton.js'
import { LeaderboardBoard } from './LeaderboardBoard.js'
import { isRanked } from './splitBoard.js'
import { PeriodSelect } from './PeriodSelect.js'
import { Switcher } from './Switcher.js'
import { useLiveEntity } from '../../useLiveEntity.js'

type Status = 'loading' | 'empty' | 'error' | 'signed-out' | 'ready'

const defaultPeriods: readonly LeaderboardPeriod[] = ['all', 'month', 'week', 'day']

/** The browser's IANA time zone, UTC where the platform does not say. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** The board inside its root (and error boundary): title, metric switcher, then the table or a state. */
export function LeaderboardBody(props: LeaderboardProps & { labels: LeaderboardLabels }) {
  const { metrics = [], variant = 'default', source, locale, gateways, headingLevel = 2, unstyled } = props
  // A metric's name: the labels' own when given, else the provider's metricLabels or the name made readable.
  const readable = useMetricName()
  const labels = props.labels.metricName === defaultLeaderboardLabels.metricName ? { ...props.labels, metricName: readable } : props.labels
  const compact = variant === 'compact'
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  // An app's own board (`source`) is the app's to refresh.
  useLiveEntity(props.source ? undefined : entityId)
  const maxMembers = props.maxMembers ?? defaultLeaderboardMaxMembers
  // The chosen metric follows the `metric` prop when the app changes it. Without one, xp: the counter levels follow.
  const initial = props.metric ?? metrics[0] ?? 'xp'
  const [choice, setChoice] = useState({ initial, metric: initial })
  const metric = choice.initial === initial ? choice.metric : initial
  // The period too follows the `period` prop; the switcher shows when the service keeps boards by period.
  const initialPeriod = props.period ?? 'all'
  const [periodChoice, setPeriodChoice] = useState({ initial: initialPeriod, period: initialPeriod })
  const period = periodChoice.initial === initialPeriod ? periodChoice.period : initialPeriod
  const periods = props.periods ?? defaultPeriods
  // Signed out too: a public entity's board is read without a session.
  const offers = useServiceInfo({ query: { enabled: !source && Boolean(entityId) } })
  const byPeriod = !source && periods.length > 1 && offers.data?.features.includes('leaderboard') === true
  const timeZone = props.timeZone ?? browserTimeZone()
  const limit = Math.max(1, Math.floor(props.limit ?? (compact ? 5 : 10)))
  const params = { entityId, metric, period, timeZone, source, maxMembers, concurrency: props.concurrency, staleTime: props.staleTime }
  // A page of the full board: a service's board answers up to 100 rows at once; a computed one or a source, all.
  const maxRows = !source && offers.data?.features.includes('leaderboard') ? 100 : maxMembers
  const waiting = context.sessionState.status === 'reconnecting' || context.sessionState.status === 'signing'
  const board = useLeaderboard({
    ...params,
    limit,
    // Switching metrics keeps the previous board on screen (marked busy) until the next one is there.
    // While a stored session comes back, the board waits for it rather than be read twice (signed out, then in).
    query: { placeholderData: (previous) => previous, enabled: !waiting },
  })
  const titleId = useId()
  const skeleton = <LeaderboardSkeleton label={labels.loading} rows={compact ? 5 : 6} compact={compact} />
  const ranked = board.data?.rows.filter(isRanked).length ?? 0

  let status: Status
  let content: ReactNode
  const code = board.error?.code
  if (!entityId) {
    status = 'empty'
    content = <StatusView state="empty" message={labels.noEntity} />
  } else if (waiting && !source) {
    status = 'loading'
    content = skeleton
  } else if (board.isError && !context.session && (board.error?.status === 401 || board.error?.status === 404)) {
    // Signed out, a board read for members only: the spec's own service (401), or a private entity, unknown to strangers (404).
    status = 'signed-out'
    content = <SignInPrompt message={labels.signedOut} signInLabel={labels.signIn} />
  } else if (board.isError && code === 'too-many-members') {
    status = 'error'
    content = <StatusView state="error" message={labels.tooManyMembers(maxMembers)} retryLabel={labels.retry} />
  } else if (board.isError && code === 'unsupported-period') {
    status = 'error'
    content = <StatusView state="error" message={labels.unsupportedPeriod} retryLabel={labels.retry} />
  } else if (board.isError && code === 'unknown-metric') {
    status = 'error'
    content = <StatusView state="error" message={labels.unknownMetric(metric ?? '')} retryLabel={labels.retry} />
  } else if (board.isError) {
    status = 'error'
    content = <StatusView state="error" message={labels.error} cause={loadErrorCause(board.error, labels)} retryLabel={labels.retry} onRetry={() => void board.refetch()} />
  } else if (!board.data) {
    status = 'loading'
    content = skeleton
  } else if (board.data.rows.length === 0) {
    status = 'empty'
    content = <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />
  } else if (ranked === 0) {
    // Members, none above 0 yet: nobody to crown or number.
    status = 'empty'
    const waitingCount = board.data.memberCount ?? board.data.rows.length
    content = <StatusView state="empty" message={labels.noneRanked} hint={labels.notRanked(waitingCount)} />
  } else {
    status = 'ready'
    content = (
      <LeaderboardBoard
        board={board.data}
        params={params}
        limit={limit}
        maxRows={maxRows}
        metric={labels.valueColumn(labels.metricName(metric ?? ''))}
        busy={board.isPlaceholderData}
        signedIn={context.session?.address}
        titleId={titleId}
        compact={compact}
        locale={locale}
        gateways={gateways}
        unstyled={unstyled}
        labels={labels}
      />
    )
  }

  return (
    <div className="ek-leaderboard__body" data-state={status} data-variant={variant}>
      <div className="ek-leaderboard__header">
        <Heading level={headingLevel} id={titleId} className="ek-leaderboard__title">
          {labels.title}
        </Heading>
        {/* Nothing to switch on a board one must sign in to see. */}
        {status !== 'signed-out' && (byPeriod || metrics.length > 1) && (
          <div className="ek-leaderboard__controls">
            {metrics.length > 1 && (
              <Switcher
                label={labels.metricSwitcher}
                options={metrics.map((value) => ({ value, label: labels.metricName(value) }))}
                selected={metric}
                onSelect={(next) => setChoice({ initial, metric: next })}
              />
            )}
            {byPeriod && <PeriodSelect periods={periods} selected={period} onSelect={(next) => setPeriodChoice({ initial: initialPeriod, period: next })} labels={labels} />}
          </div>
        )}
      </div>
      {content}
    </div>
  )
}

