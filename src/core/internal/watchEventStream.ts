import { createParser } from 'eventsource-parser'
import { EngagementError } from '../EngagementError.js'
import type { StreamWatchParameters } from '../schemas/streamEvent.js'
import { wholeNumberSchema } from '../schemas/primitives.js'
import type { CallOptions } from '../types.js'
import * as v from './schema.js'
import { transportOf, type EngagementClientBase } from './clientBase.js'
import type { Endpoint } from './endpoint.js'
import { idSchema } from './params.js'
import { readStreamMessage } from './streamMessage.js'
import { validateInput } from './validateInput.js'

/** The first wait before a reconnection, and the longest (the wait doubles, with jitter, between them). */
const firstWaitMs = 1_000
const longestWaitMs = 30_000
/** A stream silent this long (the service pings every 15 s) is taken for lost, and opened again. */
const silenceMs = 45_000
/** Refusals that another try would only repeat: the watch stops. */
const final = new Set([400, 401, 403, 404])

/** Runs a callback of the page's; what it throws is rethrown on its own turn, so it neither breaks the stream nor is lost. */
function callOut<T extends unknown[]>(callback: ((...args: T) => void) | undefined, ...args: T): void {
  if (!callback) return
  try {
    callback(...args)
  } catch (error) {
    setTimeout(() => {
      throw error
    }, 0)
  }
}

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })

/**
 * Follows an entity's stream (the definition's path) through `client`: fetch with the client's credentials (headers,
 * never an EventSource), eventsource-parser for the lines, a reconnection after a growing, jittered wait sending
 * `Last-Event-ID`, each event once and in order. Checks `entityId` and `lastEventId` at once (an 'invalid-input'
 * EngagementError, thrown); every later failure goes to `onError`.
 */
export function watchEventStream(client: EngagementClientBase, endpoint: Endpoint, parameters: StreamWatchParameters, options?: Pick<CallOptions, 'session'>): () => void {
  const { name } = endpoint
  const checked = validateInput(name, v.object({ entityId: idSchema, lastEventId: v.optional(wholeNumberSchema) }), parameters)
  const { entityId } = checked
  if (typeof parameters.onEvent !== 'function') throw new EngagementError(`${name}: onEvent must be a function`, { kind: 'invalid-input', endpoint: name, field: 'onEvent' })
  const controller = new AbortController()
  const { signal } = controller
  const report = (error: EngagementError) => {
    if (!signal.aborted) callOut(parameters.onError, error)
  }
  const transport = transportOf(client)
  const own = (client as unknown as Record<string, unknown>)[name]
  if (!transport) {
    // A client made elsewhere (a test double) may follow streams its own way.
    if (typeof own === 'function') return own.call(client, parameters) as () => void
    setTimeout(() => report(new EngagementError(`${name}: this client cannot open streams`, { kind: 'invalid-input', endpoint: name })), 0)
    return () => undefined
  }
  let lastEventId = checked.lastEventId === undefined ? undefined : Number(checked.lastEventId)
  const path = ['api', ...endpoint.path.split('/').map((segment) => (segment === ':entityId' ? entityId : segment))]

  /** Reads one open stream to its end (or its silence, or the watch's end). */
  async function follow(body: ReadableStream<Uint8Array>): Promise<void> {
    const parser = createParser({
      onEvent(message) {
        if (signal.aborted) return
        const read = readStreamMessage(name, entityId, message)
        if (read.kind === 'bad') return report(read.error)
        if (read.kind === 'reset') {
          lastEventId = undefined
          return callOut(parameters.onReset)
        }
        if (read.kind !== 'event') return
        if (read.id !== undefined) {
          // Seen already (a service that replays more than asked): once is enough.
          if (lastEventId !== undefined && read.id <= lastEventId) return
          lastEventId = read.id
        }
        callOut(parameters.onEvent, read.event)
      },
      onError: (error) => report(new EngagementError(`${name}: a line of the stream was skipped: ${error.message}`, { kind: 'invalid-response', endpoint: name, cause: error })),
    })
    const reader = body.getReader()
    const decoder = new TextDecoder()
    let timer: ReturnType<typeof setTimeout> | undefined
    const quiet = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void reader.cancel().catch(() => undefined), silenceMs)
    }
    const stop = () => void reader.cancel().catch(() => undefined)
    signal.addEventListener('abort', stop)
    try {
      quiet()
      for (;;) {
        const { done, value } = await reader.read()
        if (done || signal.aborted) return
        quiet()
        parser.feed(decoder.decode(value, { stream: true }))
      }
    } finally {
      clearTimeout(timer)
      signal.removeEventListener('abort', stop)
    }
  }

  async function run(): Promise<void> {
    for (let failures = 0; !signal.aborted; ) {
      let asked = 0
      try {
        const headers: Record<string, string> = lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }
        const response = await transport!.open({ endpoint: name, path, auth: endpoint.auth ?? 'required' }, headers, signal, options)
        failures = 0
        if (signal.aborted) return
        callOut(parameters.onOpen)
        await follow(response.body!)
        if (signal.aborted) return
        report(new EngagementError(`${name}: the stream ended; opening it again`, { kind: 'network', endpoint: name }))
      } catch (error) {
        if (signal.aborted) return
        const failure = error instanceof EngagementError ? error : new EngagementError(`${name}: the stream broke: ${String(error)}`, { kind: 'network', endpoint: name, cause: error })
        report(failure)
        asked = failure.retryAfterMs ?? 0
        if (failure.kind === 'invalid-input' || ((failure.kind === 'api' || failure.kind === 'http') && final.has(failure.status ?? 0))) return controller.abort()
      }
      const wait = Math.min(longestWaitMs, firstWaitMs * 2 ** failures++)
      // Half the wait, plus up to as much again at random, so clients cut off together do not come back together; never
      // sooner than the service asked (a 429's Retry-After).
      await pause(Math.max(asked, wait / 2 + (Math.random() * wait) / 2), signal)
    }
  }

  void run()
  return () => controller.abort()
}
