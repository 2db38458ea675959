'use client'
import { useId, type ReactNode } from 'react'
import { useEngagementContext } from '../../EngagementContext.js'
import { useEntityMetrics } from '../../hooks/useEntityMetrics.js'
import { AdminGate } from '../admin/AdminGate.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { StatusView } from '../internal/StatusView.js'
import { MetricDefinitionRow } from './MetricDefinitionRow.js'
import type { MetricDefinitionsLabels } from './MetricDefinitionsLabels.js'
import type { MetricDefinitionsProps } from './MetricDefinitionsProps.js'

/** Title, then the gate (who may edit), then the list or its state. */
export function MetricDefinitionsBody(props: MetricDefinitionsProps & { labels: MetricDefinitionsLabels }) {
  const { labels, headingLevel = 2 } = props
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const titleId = useId()
  const skeleton = <StatusView state="loading" label={labels.loading} />
  return (
    <section className="ek-admin-body ek-metric-definitions__body" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="ek-metric-definitions__title">
        {labels.title}
      </Heading>
      <AdminGate entityId={entityId} labels={labels} skeleton={skeleton}>
        {() => (
          <SaveToasts>
            <MetricList entityId={entityId!} labels={labels} skeleton={skeleton} onSaved={props.onSaved} />
          </SaveToasts>
        )}
      </AdminGate>
    </section>
  )
}

function MetricList({ entityId, labels, skeleton, onSaved }: { entityId: string; labels: MetricDefinitionsLabels; skeleton: ReactNode; onSaved: MetricDefinitionsProps['onSaved'] }) {
  const metrics = useEntityMetrics({ entityId })
  if (metrics.isError && !metrics.data) {
    return <StatusView state="error" message={labels.error} cause={loadErrorCause(metrics.error, labels)} retryLabel={labels.retry} onRetry={() => void metrics.refetch()} />
  }
  if (!metrics.data) return skeleton
  if (metrics.data.length === 0) return <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />
  const list = metrics.data
  return (
    <>
      <ul className="ek-metric-definitions__list">
        {list.map((metric) => (
          <MetricDefinitionRow key={metric.id} entityId={entityId} metric={metric} others={list.filter((other) => other.id !== metric.id)} labels={labels} onSaved={onSaved} />
        ))}
      </ul>
      <p className="ek-metric-definitions__count ek-muted">{labels.metricCount(list.length)}</p>
    </>
  )
}
