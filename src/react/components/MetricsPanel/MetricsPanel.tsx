'use client'
import type { MetricsPanelProps } from './MetricsPanelProps.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { defaultMetricsPanelLabels } from './MetricsPanelLabels.js'
import { MetricsPanelBody } from './MetricsPanelBody.js'
import styles from './MetricsPanel.css?raw'
import { useLabels } from '../internal/useLabels.js'

/** A user's counters for the entity's metrics, sortable, with an increment button for the entity's admins and owners. */
export function MetricsPanel(props: MetricsPanelProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('MetricsPanel', defaultMetricsPanelLabels, labelOverrides)
  return (
    <ComponentRoot name="metrics-panel" styles={styles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <MetricsPanelBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
