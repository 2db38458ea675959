'use client'
import formStyles from '../internal/form.css?raw'
import adminStyles from '../admin/adminForm.css?raw'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import styles from './MetricDefinitions.css?raw'
import { MetricDefinitionsBody } from './MetricDefinitionsBody.js'
import { defaultMetricDefinitionsLabels } from './MetricDefinitionsLabels.js'
import type { MetricDefinitionsProps } from './MetricDefinitionsProps.js'
import { useLabels } from '../internal/useLabels.js'

const allStyles = [formStyles, adminStyles, styles]

/** The metrics an entity tracks, for its admins and owners to rename and describe (rows 1 and 5). */
export function MetricDefinitions(props: MetricDefinitionsProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('MetricDefinitions', defaultMetricDefinitionsLabels, labelOverrides)
  return (
    <ComponentRoot name="metric-definitions" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <MetricDefinitionsBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
