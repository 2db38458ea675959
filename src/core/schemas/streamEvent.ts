import type { EngagementError } from '../EngagementError.js'
import type { EngagementEvent } from './events.js'

/**
 * A board-wide change: the standings of `metricId` moved (counters were incremented). Derived from the stored
 * events, so it has no `id`; a stream sends at most one per metric per second, after the increments that caused it.
 */
export type LeaderboardChangedEvent = { type: 'leaderboard.changed'; entityId: string; at: string; data: { metricId: string; metric: string } }

/** What a stream of an entity's events carries: a stored event (with its `id`) or a board's change. */
export type StreamEvent = EngagementEvent | LeaderboardChangedEvent

/** How to follow an entity's stream: which entity, where its events go, and where to resume. */
export type StreamWatchParameters = {
  /** The entity whose events to follow. */
  entityId: string
  /** Each event, in order, once (a reconnection resumes after the last one seen). */
  onEvent(event: StreamEvent): void
  /**
   * A failure: a refusal (401, 403, 404: the watch stops), a lost connection (it reconnects), a message that could
   * not be read (skipped). Never thrown into the page.
   */
  onError?(error: EngagementError): void
  /** The stream is open (again, after a reconnection). */
  onOpen?(): void
  /**
   * The service no longer keeps every event since the last one seen (a long absence): refetch what is shown, then
   * carry on with the events that follow.
   */
  onReset?(): void
  /** Resume after this event id (one an earlier watch saw): the events kept since then come first. */
  lastEventId?: number
}
