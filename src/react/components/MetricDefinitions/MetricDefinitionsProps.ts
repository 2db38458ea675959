import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { MetricDefinitionsLabels } from './MetricDefinitionsLabels.js'

/** Props of {@link MetricDefinitions}. */
export type MetricDefinitionsProps = ComponentProps<MetricDefinitionsLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: HeadingLevel | undefined
  /** Called after a metric was saved, with the metric as sent. */
  onSaved?: ((metric: { id: string; name: string; description: string; type: string; maxPerMemberPerDay?: number }) => void) | undefined
}
