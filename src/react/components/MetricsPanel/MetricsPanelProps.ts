import type { ComponentProps } from '../internal/ComponentProps.js'
import type { MetricsPanelLabels } from './MetricsPanelLabels.js'
import type { MetricsPanelSort } from './MetricsPanelSort.js'

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
