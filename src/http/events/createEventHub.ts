import type { Store, StoredEvent } from '../../service/store/Store.js'

/** Events read per look at the outbox. */
const batchSize = 500

/** Gets an entity's events in order, each batch once: what a stream writes out. */
export type EventSink = (events: readonly StoredEvent[]) => void

/** One process's streams of a store, fed from the outbox: one reader per entity, however many streams follow it. */
export type EventHub = {
  /**
   * Sends `sink` the entity's events after `after`: the kept ones first (read now), then each new one as its commit is
   * told, in order, none twice, none missed. Resolves once the kept ones are sent; returns how to stop.
   */
  join(entityId: string, after: number, sink: EventSink): Promise<() => void>
  /** How many streams follow entities now. */
  size(): number
}

type Follower = { sink: EventSink; sent: number; held: StoredEvent[][] | null }
type Channel = { entityId: string; read: number; followers: Set<Follower>; reading: boolean; again: boolean }

/**
 * The hub of a store's streams in this process. It listens to the store's commits (`subscribeEvents`; other
 * processes' too where the store tells them) only while a stream is open, or, for a store that tells nothing, looks
 * at the outbox every `pollMs`. Each entity's new events are read once per commit and handed to every stream of it;
 * the order and the absence of gaps come from the outbox (ids in commit order per entity), not from the notices.
 */
export function createEventHub(store: Store, options: { pollMs?: number; onError?: (error: unknown) => void } = {}): EventHub {
  const channels = new Map<string, Channel>()
  let stopListening: (() => void) | undefined
  let followers = 0

  const read = (entityId: string, after: number) => store.run((tx) => tx.eventsAfter(entityId, after, batchSize), { write: false })

  /** Hands a batch to a follower: held while it still sends the kept events, else sent without those it had. */
  function hand(follower: Follower, events: readonly StoredEvent[]) {
    if (follower.held) return void follower.held.push([...events])
    const fresh = events.filter((event) => event.id > follower.sent)
    if (fresh.length === 0) return
    follower.sent = fresh[fresh.length - 1]!.id
    follower.sink(fresh)
  }

  /** Reads what an entity's channel has not read yet, and hands it out; one reading at a time, again if told meanwhile. */
  async function pump(channel: Channel): Promise<void> {
    if (channel.reading) return void (channel.again = true)
    channel.reading = true
    try {
      do {
        channel.again = false
        for (;;) {
          const events = await read(channel.entityId, channel.read)
          if (events.length === 0) break
          channel.read = events[events.length - 1]!.id
          for (const follower of channel.followers) hand(follower, events)
          if (events.length < batchSize) break
        }
      } while (channel.again && channels.get(channel.entityId) === channel)
    } catch (error) {
      options.onError?.(error)
    } finally {
      channel.reading = false
    }
  }

  const wake = (entityIds: readonly string[] | null) => {
    for (const entityId of entityIds ?? [...channels.keys()]) {
      const channel = channels.get(entityId)
      if (channel) void pump(channel)
    }
  }

  function listen() {
    if (store.subscribeEvents) {
      stopListening = store.subscribeEvents(wake)
      return
    }
    const timer = setInterval(() => wake(null), options.pollMs ?? 1_000)
    ;(timer as { unref?: () => void }).unref?.()
    stopListening = () => clearInterval(timer)
  }

  return {
    async join(entityId, after, sink) {
      let channel = channels.get(entityId)
      if (!channel) channels.set(entityId, (channel = { entityId, read: after, followers: new Set(), reading: false, again: false }))
      const follower: Follower = { sink, sent: after, held: [] }
      channel.followers.add(follower)
      if (followers++ === 0) listen()
      const leave = () => {
        if (!channel.followers.delete(follower)) return
        if (channel.followers.size === 0 && channels.get(entityId) === channel) channels.delete(entityId)
        if (--followers === 0) {
          stopListening?.()
          stopListening = undefined
        }
      }
      try {
        // The kept events first, read until none is left; whatever the channel hands out meanwhile waits its turn.
        for (;;) {
          const events = await read(entityId, follower.sent)
          if (events.length > 0) {
            follower.sent = events[events.length - 1]!.id
            sink(events)
          }
          if (events.length < batchSize) break
        }
        // A channel this follower alone has read for needs not read those again.
        if (channel.followers.size === 1 && !channel.reading) channel.read = Math.max(channel.read, follower.sent)
        const held = follower.held ?? []
        follower.held = null
        for (const events of held) hand(follower, events)
      } catch (error) {
        leave()
        throw error
      }
      return leave
    },
    size: () => followers,
  }
}
