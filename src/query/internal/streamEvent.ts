import type { EngagementEvent } from '../../core/schemas/events.js'

/** What an entity's stream sends: its stored events, and a board's change (no id: it is derived, never stored). */
export type StreamEvent = EngagementEvent | { type: 'leaderboard.changed'; entityId: string; at: string; data: { metricId: string; metric: string } }
