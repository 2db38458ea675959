import { toLocaleString } from '../internal/formatNumber.js'
import { defaultLoadErrorLabels, type LoadErrorLabels } from '../internal/loadErrorCause.js'

/** Every visible (and screen-reader) string of {@link MetricsPanel}; pass some or all through `labels` to translate. */
export type MetricsPanelLabels = LoadErrorLabels & {
  title: string
  loading: string
  empty: string
  emptyHint: string
  error: string
  retry: string
  crash: string
  signedOut: string
  signIn: string
  noEntity: string
  metricColumn: string
  valueColumn: string
  actionsColumn: string
  /** Read out (and shown) for a counter that cannot be read, e.g. while signed out. */
  noValue: string
  /** Visible text of the increment button. */
  incrementText: (amount: number) => string
  /** Accessible name of the increment button. */
  increment: (metric: string, amount: number) => string
  incrementError: (metric: string, message: string) => string
  dismiss: string
  showMore: (count: number) => string
  shownCount: (shown: number, total: number) => string
}

/** English defaults of {@link MetricsPanelLabels}. */
export const defaultMetricsPanelLabels: MetricsPanelLabels = {
  ...defaultLoadErrorLabels,
  title: 'Metrics',
  loading: 'Loading metrics…',
  empty: 'No metrics yet',
  emptyHint: 'Metrics this community tracks will show up here.',
  error: 'Couldn’t load metrics.',
  retry: 'Try again',
  crash: 'Something went wrong showing these metrics.',
  signedOut: 'Sign in to see your metrics.',
  signIn: 'Sign in',
  noEntity: 'No community selected.',
  metricColumn: 'Metric',
  valueColumn: 'Value',
  actionsColumn: 'Actions',
  noValue: 'Not available',
  incrementText: (amount) => (amount < 0 ? `${amount}` : `+${amount}`),
  increment: (metric, amount) => (amount < 0 ? `Subtract ${-amount} from ${metric}` : `Add ${amount} to ${metric}`),
  incrementError: (metric, message) => `Couldn’t add to ${metric}: ${message}`,
  dismiss: 'Dismiss',
  showMore: (count) => `Show ${toLocaleString(count)} more`,
  shownCount: (shown, total) => `Showing ${toLocaleString(shown)} of ${toLocaleString(total)}`,
}
