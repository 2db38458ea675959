'use client'
import { useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { useEngagementContext } from '../../EngagementContext.js'
import { useEntity } from '../../hooks/useEntity.js'
import { useEntityMetrics } from '../../hooks/useEntityMetrics.js'
import { useUserMetrics } from '../../hooks/useUserMetrics.js'
import { SignInPrompt } from '../internal/SignInPrompt.js'
import { StatusView } from '../internal/StatusView.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { RowsSkeleton } from '../internal/RowsSkeleton.js'
import { IncrementErrors } from './IncrementErrors.js'
import type { MetricsPanelLabels } from './MetricsPanelLabels.js'
import type { MetricsPanelProps } from './MetricsPanelProps.js'
import type { MetricsPanelSort } from './MetricsPanelSort.js'
import { MetricsTable } from './MetricsTable.js'
import { metricRows, sortMetricRows } from './metricRows.js'
import { useMetricIncrements, type IncrementFailure } from './useMetricIncrements.js'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useLiveEntity } from '../../useLiveEntity.js'

const skeletonRows = [0, 0, 0, 0] as const

const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

type Status = 'loading' | 'empty' | 'error' | 'signed-out' | 'ready'

/** The panel inside its root (and error boundary), so data it cannot draw is caught there. */
export function MetricsPanelBody(props: MetricsPanelProps & { labels: MetricsPanelLabels }) {
  const { status, title, content } = usePanelContent(props, props.labels)
  return (
    <div className="ek-metrics-panel__body" data-state={status}>
      {title}
      {content}
    </div>
  )
}

function usePanelContent(props: MetricsPanelProps, labels: MetricsPanelLabels): { status: Status; title: ReactNode; content: ReactNode } {
  const { metrics: pick, sortable = true, incrementBy = 1, headingLevel = 2 } = props
  const appearanceLocale = useContext(AppearanceContext).locale
  const locale = props.locale ?? appearanceLocale
  const pageSize = Math.max(1, Math.floor(props.pageSize ?? 100))
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  useLiveEntity(context.session ? entityId : undefined)
  const signedInAddress = context.session?.address
  const userAddress = props.userAddress ?? signedInAddress
  // Signed out the panel asks to sign in: the metrics (readable without a session now) are not read for nothing.
  const definitions = useEntityMetrics({ entityId, query: { enabled: Boolean(context.session) } })
  const counters = useUserMetrics({ entityId, userAddress })
  // Only to know whether the signed-in user may increment.
  const entity = useEntity({ entityId, query: { enabled: Boolean(signedInAddress) } })
  const { increment, dismiss, failures } = useMetricIncrements(entityId, userAddress)
  const [sort, setSort] = useState<MetricsPanelSort>(props.defaultSort ?? null)
  const [visible, setVisible] = useState(pageSize)
  const titleId = useId()
  const buttons = useRef(new Map<string, HTMLButtonElement>())

  const rows = useMemo(() => metricRows(definitions.data, counters.data, pick), [definitions.data, counters.data, pick])
  const sorted = useMemo(() => sortMetricRows(rows, sortable ? sort : null, locale), [rows, sortable, sort, locale])
  const failed = useMemo(() => new Set(failures.map((failure) => failure.ref)), [failures])

  const owners = entity.data ? [...(entity.data.ownerAddress ?? []), ...(entity.data.adminAddresses ?? [])] : []
  const canIncrement = Boolean(signedInAddress && userAddress && owners.some((address) => sameAddress(address, signedInAddress)))

  const onSort = useCallback(
    (column: 'name' | 'value') =>
      setSort((current) =>
        current?.key === column
          ? { key: column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
          : { key: column, direction: column === 'value' ? 'descending' : 'ascending' },
      ),
    [],
  )
  // The error (and its buttons) goes away: focus returns to the metric's own button.
  const refocus = (failure: IncrementFailure) => buttons.current.get(failure.ref)?.focus()
  const onRetry = (failure: IncrementFailure) => {
    refocus(failure)
    increment(failure.ref, failure.name, failure.amount)
  }
  const onDismiss = (failure: IncrementFailure) => {
    refocus(failure)
    dismiss(failure.ref)
  }

  const title = (
    <Heading level={headingLevel} id={titleId} className="ek-metrics-panel__title">
      {labels.title}
    </Heading>
  )
  const table = (values: boolean) => (
    <MetricsTable
      rows={sorted.slice(0, visible)}
      total={sorted.length}
      titleId={titleId}
      sort={sortable ? sort : null}
      sortable={sortable && values}
      onSort={onSort}
      onIncrement={values && canIncrement ? increment : undefined}
      amount={incrementBy}
      failed={failed}
      locale={locale}
      labels={labels}
      onShowMore={sorted.length > visible ? () => setVisible((count) => count + pageSize) : undefined}
      moreCount={Math.min(pageSize, sorted.length - visible)}
      buttons={buttons}
    />
  )

  const view = (status: Status, content: ReactNode) => ({ status, content, title })
  if (!entityId) return view('empty', <StatusView state="empty" message={labels.noEntity} />)
  if (!context.session) {
    const status = context.sessionState.status
    if (status === 'reconnecting' || status === 'signing') return view('loading', <RowsSkeleton label={labels.loading} depths={skeletonRows} />)
    // Names known without the service (the `metrics` prop, or a list still cached) are shown without values.
    return view(
      'signed-out',
      <>
        <SignInPrompt className="ek-metrics-panel__signed-out" message={labels.signedOut} signInLabel={labels.signIn} />
        {rows.length > 0 && table(false)}
      </>,
    )
  }
  if (definitions.isError || counters.isError) {
    const retry = () => {
      if (definitions.isError) void definitions.refetch()
      if (counters.isError) void counters.refetch()
    }
    return view('error', <StatusView state="error" message={labels.error} cause={loadErrorCause(definitions.error ?? counters.error, labels)} retryLabel={labels.retry} onRetry={retry} />)
  }
  if (definitions.isPending || counters.isPending) return view('loading', <RowsSkeleton label={labels.loading} depths={skeletonRows} />)
  if (rows.length === 0) {
    return view(
      'empty',
      <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />,
    )
  }
  return view(
    'ready',
    <>
      <IncrementErrors failures={failures} labels={labels} onRetry={onRetry} onDismiss={onDismiss} />
      {table(true)}
    </>,
  )
}
