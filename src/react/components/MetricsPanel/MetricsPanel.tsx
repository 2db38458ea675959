'use client'
import { useMemo } from 'react'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import { defaultMetricsPanelLabels, type MetricsPanelLabels } from './MetricsPanelLabels.js'
import { MetricsPanelBody } from './MetricsPanelBody.js'
import type { MetricsPanelSort } from './MetricsPanelSort.js'
import styles from './MetricsPanel.css?raw'

/** Props of {@link MetricsPanel}. */
export type MetricsPanelProps = ComponentProps<MetricsPanelLabels> & {
  /** Whose counters to show; default the signed-in user. */
  userAddress?: string | undefined
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Metric names (or ids) to show, in this order; default all of the entity's metrics. */
  metrics?: readonly string[] | undefined
  /** Lets people sort by name or value; default true. */
  sortable?: boolean | undefined
  /** The initial order; default the entity's (or `metrics`') order. */
  defaultSort?: MetricsPanelSort | undefined
  /** What the admin increment button adds; default 1. */
  incrementBy?: number | undefined
  /** Rows shown before "Show more"; default 100. */
  pageSize?: number | undefined
  /** Locale for numbers and name sorting; default the browser's. */
  locale?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined
}

/** A user's counters for the entity's metrics, sortable, with an increment button for the entity's admins and owners. */
export function MetricsPanel(props: MetricsPanelProps) {
  const { className, unstyled, theme, labels: labelOverrides } = props
  const labels = useMemo(() => ({ ...defaultMetricsPanelLabels, ...labelOverrides }), [labelOverrides])
  return (
    <ComponentRoot name="metrics-panel" styles={styles} className={className} unstyled={unstyled} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <MetricsPanelBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
