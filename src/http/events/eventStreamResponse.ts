import type { EngagementEvent } from '../../core/schemas/events.js'
import { eventForViewer } from '../../service/rules/eventForViewer.js'
import type { StreamGrant } from '../../service/commands/watchEvents.js'
import type { StoredEvent } from '../../service/store/Store.js'
import type { EventHub } from './createEventHub.js'

/** How a stream is kept: its heartbeat, and how much it may hold for a client that does not read. */
export type StreamTerms = {
  /** A `: ping` comment this often, so proxies keep an idle stream open. Default 15 s. */
  heartbeatMs: number
  /** Bytes a stream may hold unread; past them it ends (the client resumes with `Last-Event-ID`). Default 1 MiB. */
  maxQueuedBytes: number
  /** Called once the stream is over, whoever ended it. */
  onEnd(): void
  /** Told about a failure while streaming (the stream then ends). */
  onError?: ((error: unknown) => void) | undefined
}

/** At most one `leaderboard.changed` per metric in this time. */
const boardEveryMs = 1_000

const encoder = new TextEncoder()

/**
 * Each stored event's message as sent, made once for all the streams it goes to: what a reader is sent of an event
 * depends only on whether they are an owner or admin (see eventForViewer), and the hub hands every stream of an
 * entity the same objects.
 */
const messages = new WeakMap<StoredEvent, { admin?: Uint8Array; other?: Uint8Array }>()

function encoded(stored: StoredEvent, event: EngagementEvent, admin: boolean): Uint8Array {
  const kept = messages.get(stored) ?? {}
  messages.set(stored, kept)
  const key = admin ? 'admin' : 'other'
  return (kept[key] ??= encoder.encode(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify({ id: event.id, type: event.type, entityId: event.entityId, at: event.at, data: event.data })}\n\n`))
}

/**
 * The answer of `GET /api/entities/:entityId/stream`: `retry: 3000` and `: ok` first, `reset` when the events since
 * the id asked for are no longer all kept, then the entity's events as the grant's viewer may read them (`id:`,
 * `event:`, `data:`), a `leaderboard.changed` (no `id:`) at most once a second per metric after the increments that
 * caused it, and `: ping` every `heartbeatMs`. It ends when the client leaves (the body is cancelled), when the
 * client reads too slowly, or with `end` (a server closing).
 */
export function eventStreamResponse(grant: StreamGrant, hub: EventHub, headers: Headers, terms: StreamTerms): { response: Response; end(): void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let ended = false
  let leave: (() => void) | undefined
  let heartbeat: ReturnType<typeof setInterval> | undefined
  const boards = new Map<string, { sentAt: number; pending?: { metric: string; at: string }; timer?: ReturnType<typeof setTimeout> }>()

  const end = () => {
    if (ended) return
    ended = true
    clearInterval(heartbeat)
    for (const board of boards.values()) clearTimeout(board.timer)
    leave?.()
    try {
      controller.close()
    } catch {
      // already closed or cancelled
    }
    terms.onEnd()
  }
  const write = (text: string) => send(encoder.encode(text))
  const send = (bytes: Uint8Array) => {
    if (ended) return
    controller.enqueue(bytes)
    // A client that does not read: end rather than hold its events without bound (it resumes where it stopped).
    if ((controller.desiredSize ?? 0) < -terms.maxQueuedBytes) end()
  }

  const sendBoard = (metricId: string, metric: string, at: string) => {
    const data = { type: 'leaderboard.changed', entityId: grant.entityId, at, data: { metricId, metric } }
    write(`event: leaderboard.changed\ndata: ${JSON.stringify(data)}\n\n`)
  }
  /** A board moved: told now, or, within a second of the last time, once at the end of that second. */
  const boardMoved = (metricId: string, metric: string, at: string) => {
    const now = Date.now()
    const board = boards.get(metricId) ?? { sentAt: Number.NEGATIVE_INFINITY }
    boards.set(metricId, board)
    if (board.timer) return void (board.pending = { metric, at })
    if (now - board.sentAt >= boardEveryMs) {
      board.sentAt = now
      return sendBoard(metricId, metric, at)
    }
    board.pending = { metric, at }
    board.timer = setTimeout(() => {
      board.timer = undefined
      const { pending } = board
      board.pending = undefined
      board.sentAt = Date.now()
      if (pending) sendBoard(metricId, pending.metric, pending.at)
    }, board.sentAt + boardEveryMs - now)
  }

  const sink = (events: readonly StoredEvent[]) => {
    const moved = new Map<string, { metric: string; at: string }>()
    for (const stored of events) {
      const event = eventForViewer(stored, grant.viewer)
      if (!event) continue
      send(encoded(stored, event, grant.viewer.admin))
      if (event.type === 'metric.incremented') moved.set(event.data.metricId, { metric: event.data.metric, at: event.at })
    }
    for (const [metricId, { metric, at }] of moved) boardMoved(metricId, metric, at)
  }

  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController
        controller.enqueue(encoder.encode(`retry: 3000\n\n: ok\n\n${grant.reset ? 'event: reset\ndata: {}\n\n' : ''}`))
        heartbeat = setInterval(() => write(': ping\n\n'), terms.heartbeatMs)
        ;(heartbeat as { unref?: () => void }).unref?.()
        hub.join(grant.entityId, grant.after, sink).then(
          (stop) => {
            if (ended) stop()
            else leave = stop
          },
          (error: unknown) => {
            terms.onError?.(error)
            end()
          },
        )
      },
      cancel: end,
    },
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  )
  headers.set('content-type', 'text/event-stream')
  headers.set('cache-control', 'no-cache')
  headers.set('x-accel-buffering', 'no')
  return { response: new Response(body, { status: 200, headers }), end }
}
