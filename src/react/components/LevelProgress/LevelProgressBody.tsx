'use client'
import { useContext, useRef, type ReactNode } from 'react'
import { useEngagementContext } from '../../EngagementContext.js'
import { useLevels } from '../../hooks/useLevels.js'
import { useUserMetrics } from '../../hooks/useUserMetrics.js'
import { StatusView } from '../internal/StatusView.js'
import { LevelBar } from './LevelBar.js'
import type { LevelProgressProps } from './LevelProgressProps.js'
import type { LevelProgressLabels } from './LevelProgressLabels.js'
import { levelState } from './levelState.js'
import { SignedOutLevels } from './SignedOutLevels.js'
import { useLevelUp } from './useLevelUp.js'
import { formatExactNumber } from '../internal/formatNumber.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { NumberText } from '../internal/NumberText.js'
import { LevelSkeleton } from './LevelSkeleton.js'
import { AppearanceContext } from '../../AppearanceContext.js'
import { LevelUpMoment } from './LevelUpMoment.js'
import { useLiveEntity } from '../../useLiveEntity.js'

type Status = 'loading' | 'empty' | 'error' | 'signed-out' | 'ready'

/** The component inside its root (and error boundary), so data it cannot draw is caught there. */
export function LevelProgressBody(props: LevelProgressProps & { labels: LevelProgressLabels }) {
  const { labels, onLevelUp } = props
  const appearanceLocale = useContext(AppearanceContext).locale
  const locale = props.locale ?? appearanceLocale
  const xpMetric = (props.xpMetric ?? 'xp').toLowerCase()
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  // Signed out it shows the levels to earn, which no event moves.
  useLiveEntity(context.session ? entityId : undefined)
  const userAddress = props.userAddress ?? context.session?.address
  const levels = useLevels({ entityId })
  const counters = useUserMetrics({ entityId, userAddress })

  const counter = counters.data?.find((entry) => typeof entry?.metric === 'string' && entry.metric.toLowerCase() === xpMetric)?.counter
  const state = levelState(levels.data, counter)
  const ready = levels.isSuccess && counters.isSuccess
  const identity = `${entityId}|${userAddress?.toLowerCase()}|${xpMetric}`
  const { celebration, dismiss } = useLevelUp(identity, ready, state.level, { level: state.current, xp: state.xp }, onLevelUp)

  const bar = useRef<HTMLDivElement>(null)
  const exact = (value: number) => formatExactNumber(value, locale)
  const heading = (
    <Heading level={props.headingLevel ?? 2} className="ek-level-progress__title">
      {labels.title}
    </Heading>
  )
  const wrap = (status: Status, content: ReactNode) => (
    <div className="ek-level-progress__body" data-state={status}>
      {heading}
      {content}
    </div>
  )

  const skeleton = wrap('loading', <LevelSkeleton label={labels.loading} />)
  if (!entityId) return wrap('empty', <StatusView state="empty" message={labels.noEntity} />)
  if (!context.session) {
    const status = context.sessionState.status
    if (status === 'reconnecting' || status === 'signing') return skeleton
    return wrap('signed-out', <SignedOutLevels levels={levels.data} labels={labels} locale={locale} />)
  }
  if (levels.isError || counters.isError) {
    const retry = () => {
      if (levels.isError) void levels.refetch()
      if (counters.isError) void counters.refetch()
    }
    return wrap('error', <StatusView state="error" message={labels.error} cause={loadErrorCause(levels.error ?? counters.error, labels)} retryLabel={labels.retry} onRetry={retry} />)
  }
  if (!ready) return skeleton

  const xp = exact(state.xp)
  if (!state.hasLevels) {
    return wrap(
      'empty',
      <>
        <p className="ek-level-progress__level">{labels.empty}</p>
        <LevelBar state={state} valueText={labels.emptyValueText(xp)} labels={labels} levelUp={undefined} />
        <p className="ek-level-progress__hint ek-muted">{labels.emptyHint}</p>
      </>,
    )
  }

  const levelText = labels.level(state.level)
  const valueText = state.next ? labels.valueText(levelText, xp, exact(state.next.xpThreshold)) : labels.maxValueText(levelText, xp)
  const name = levelName(state.current)
  const celebrationName = levelName(celebration?.current)
  return wrap(
    'ready',
    <>
      <div className="ek-level-progress__header" data-state={state.isMax ? 'max' : 'climbing'}>
        {/* A new level: the badge pops (not under reduced motion); keyed, so each level-up plays. */}
        <span key={celebration?.level ?? 'steady'} className="ek-level-progress__badge" aria-hidden="true" data-level-up={celebration ? '' : undefined}>
          {state.level}
        </span>
        <div className="ek-level-progress__heading">
          <p className="ek-level-progress__level">
            {levelText}
            {name && <span className="ek-level-progress__name">{name}</span>}
          </p>
          <p className="ek-level-progress__xp">
            <NumberText value={state.xp} locale={locale} format={labels.xp} />
          </p>
        </div>
        <p className="ek-level-progress__next ek-muted">
          {state.next ? labels.toNext(exact(state.next.xpThreshold - state.xp), labels.level(state.next.level)) : labels.maxLevel}
        </p>
      </div>
      <LevelBar barRef={bar} state={state} valueText={valueText} labels={labels} levelUp={celebration?.level} />
      {/* The announcement stays in the tree, hidden: a live region announces only what changes inside it once it is there. */}
      <div className="ek-level-progress__celebration" data-state={celebration ? 'open' : 'closed'}>
        <p className="ek-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {celebration ? labels.levelUp(labels.level(celebration.level), celebrationName) : ''}
        </p>
        {celebration && (
          <LevelUpMoment
            labels={labels}
            level={celebration.level}
            record={celebration.current}
            entityId={entityId}
            isSelf={!props.userAddress || props.userAddress.toLowerCase() === context.session.address.toLowerCase()}
            shareUrl={props.shareUrl}
            onDismiss={() => {
              // The moment goes away with its buttons: keep focus nearby, on the bar it was about.
              bar.current?.focus()
              dismiss()
            }}
          />
        )}
      </div>
    </>,
  )
}

/** A level's name when it has one worth showing. */
function levelName(level: { name?: unknown } | undefined): string | undefined {
  return typeof level?.name === 'string' && level.name.trim() !== '' ? level.name : undefined
}
