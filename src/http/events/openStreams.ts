import type { StreamGrant } from '../../service/commands/watchEvents.js'
import type { Store } from '../../service/store/Store.js'
import { HttpError } from '../HttpError.js'
import { markStreamed } from '../jsonResponse.js'
import { createEventHub } from './createEventHub.js'
import { eventStreamResponse } from './eventStreamResponse.js'

/** How the service keeps event streams (docs/api.md, "Realtime"). */
export type StreamOptions = {
  /** A `: ping` comment this often. Default 15,000 ms. */
  heartbeatMs?: number
  /** Streams one client address may hold open at once; more are refused (429). Default 16. */
  perClient?: number
  /** Streams this process holds open at once; more are refused (503). Default 10,000. */
  max?: number
  /** Bytes a stream may hold for a client that does not read before it is ended. Default 1 MiB. */
  maxQueuedBytes?: number
  /** How often streams look at the outbox when the store tells of no commits. Default 1,000 ms. */
  pollMs?: number
}

/**
 * The event streams a service handler holds open: one hub over the store, and the caps (per client address, per
 * process) checked before a stream's command runs and again when it opens.
 */
export function openStreams(store: Store, options: StreamOptions, onError?: (error: unknown, request: Request) => void) {
  const { heartbeatMs = 15_000, perClient = 16, max = 10_000, maxQueuedBytes = 1024 * 1024, pollMs = 1_000 } = options
  const hub = createEventHub(store, { pollMs, onError: (error) => onError?.(error, new Request('http://streams.internal/')) })
  const open = new Set<() => void>()
  const byClient = new Map<string, number>()

  function admit(client: string | null): void {
    if (open.size >= max) throw new HttpError(503, `this server holds ${max} event streams already: try again later`, { retryAfter: 5 })
    if (client !== null && (byClient.get(client) ?? 0) >= perClient) {
      throw new HttpError(429, `at most ${perClient} event streams per client address at once: close one first`, { retryAfter: 5 })
    }
  }

  return {
    admit,
    open(grant: StreamGrant, headers: Headers, client: string | null, request: Request): Response {
      admit(client)
      if (client !== null) byClient.set(client, (byClient.get(client) ?? 0) + 1)
      const stream = eventStreamResponse(grant, hub, headers, {
        heartbeatMs,
        maxQueuedBytes,
        onError: (error) => onError?.(error, request),
        onEnd() {
          open.delete(stream.end)
          if (client === null) return
          const left = (byClient.get(client) ?? 1) - 1
          if (left > 0) byClient.set(client, left)
          else byClient.delete(client)
        },
      })
      open.add(stream.end)
      return markStreamed(stream.response)
    },
    /** Ends every open stream. */
    endAll(): void {
      for (const end of [...open]) end()
    },
    /** How many streams are open. */
    size: () => open.size,
  }
}
