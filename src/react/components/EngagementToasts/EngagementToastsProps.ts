import type { EngagementEvent } from '../../../core/schemas/events.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import type { EngagementToastsLabels } from './EngagementToastsLabels.js'

/** What {@link EngagementToasts} announces: a level the signed-in member reached, a big award they were given, or an achievement they earned. */
export type EngagementAnnouncement =
  | { kind: 'level-up'; level: number; name: string | undefined; event: Extract<EngagementEvent, { type: 'level.reached' }> }
  | { kind: 'award'; amount: number; metric: string; event: Extract<EngagementEvent, { type: 'metric.incremented' }> }
  | { kind: 'achievement'; key: string; name: string; event: Extract<EngagementEvent, { type: 'achievement.earned' }> }

/** Props of {@link EngagementToasts}. */
export type EngagementToastsProps = Omit<ComponentProps<EngagementToastsLabels>, 'card'> & {
  /** Whose news to announce; defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** An increment of at least this much is a big award, announced; default 100. Level-ups are always announced. */
  minAward?: number | undefined
  /** Changes what an announcement says (return another text), or silences it (return null). */
  message?: ((announcement: EngagementAnnouncement, text: string) => string | null) | undefined
  /** How long a toast stays, in ms; default 5000. `Infinity` keeps each until it is closed (or pushed out by a fourth). */
  duration?: number | undefined
  /** Locale for numbers; default the provider's. */
  locale?: string | undefined
}
