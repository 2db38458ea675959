import type { EventDraft, StoredEvent } from '../../service/store/Store.js'

/** How often the outbox removes events past their retention: at most once a minute. */
const pruneEveryMs = 60_000

/**
 * The memory store's events (the outbox), beside the state tree rather than in it: they are not part of a snapshot.
 * Ids count up from 1 and are never given twice, even to the events of a write that was taken back.
 */
export type MemoryOutbox = { events: StoredEvent[]; lastId: number; prunedAt: number }

/** An empty outbox. */
export const createMemoryOutbox = (): MemoryOutbox => ({ events: [], lastId: 0, prunedAt: Number.NEGATIVE_INFINITY })

/** Appends events (copies), removing those older than `keepSince` when the last removal is a minute old; how to take the append back. */
export function appendToOutbox(outbox: MemoryOutbox, drafts: readonly EventDraft[], keepSince: string): () => void {
  const at = Date.parse(keepSince)
  if (!(Math.abs(at - outbox.prunedAt) < pruneEveryMs)) {
    // Removing old events is not taken back with the write: they were due to go.
    outbox.prunedAt = at
    const kept = outbox.events.filter((event) => event.at >= keepSince)
    outbox.events.length = 0
    outbox.events.push(...kept)
  }
  const before = outbox.events.length
  for (const draft of drafts) outbox.events.push({ ...structuredClone(draft), id: ++outbox.lastId })
  return () => {
    outbox.events.length = before
  }
}

/** An entity's events after `after`, oldest first, at most `limit` (copies). */
export function outboxAfter(outbox: MemoryOutbox, entityId: string, after: number, limit: number): StoredEvent[] {
  const found: StoredEvent[] = []
  for (const event of outbox.events) {
    if (found.length >= limit) break
    if (event.id > after && event.entityId === entityId) found.push(structuredClone(event))
  }
  return found
}
