import { commandCall } from '../http/commandCall.js'
import { createServiceHandler, type OwnRequest } from '../http/createServiceHandler.js'
import { DroppedConnection } from '../http/DroppedConnection.js'
import { HttpError } from '../http/HttpError.js'
import { matchRoute } from '../http/matchRoute.js'
import { parseBody } from '../http/parseBody.js'
import { serviceRoutes } from '../http/serviceRoutes.js'
import { executeCall, executeCommand } from '../service/executeCommand.js'
import { resolveLimits, serverLimits, type ResolvedLimits } from '../service/limits.js'
import { seedState } from '../service/seed/seedState.js'
import { checkSessionPolicy } from '../service/sessionPolicy.js'
import { copyState, replaceState } from '../service/snapshot.js'
import type { ServiceState } from '../service/state.js'
import type { Store, StoredEvent } from '../service/store/Store.js'
import { createMemoryStore } from '../store/memory/createMemoryStore.js'
import { indexAllMembers } from '../store/memory/memberIndex.js'
import { checkFaults, createFaultInjector } from './faultInjector.js'
import type { SandboxFaults } from './faults.js'
import type { Sandbox, SandboxOptions } from './Sandbox.js'
import { ipfsPlaceholder } from './ipfsPlaceholder.js'
import { recordingRandom, replayedRandom } from './recordedRandom.js'
import type { WriteJournal, WriteRecord } from './writeJournal.js'

/** What the data file adds to a sandbox: a journal every write goes to, and how to replay it. */
export type DurableSandbox = Sandbox & {
  /** Carries out a journaled write again (at start, on the state it was first carried out on). */
  replay(record: WriteRecord): Promise<void>
  /** Runs `task` while no write runs: how a consistent snapshot is taken. */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  /** An entity's events after the id `after`, oldest first, at most `limit` (docs/api.md, "Events"). */
  events(entityId: string, after?: number, limit?: number): Promise<StoredEvent[]>
  /** The memory store under the service, for tools and tests that write what no request writes. */
  readonly store: Store
}

/** Where a running sandbox's faults are read (GET) and switched (POST a faults object; `{}` for none). */
export const faultsControlPath = '/_sandbox/faults'

// A replayed write was accepted once: the caps it passed then are not asked again (they may have changed since).
const uncapped = (limits: ResolvedLimits): ResolvedLimits => ({ ...limits, maxMembersPerEntity: Infinity, maxForceAdd: Infinity })

/**
 * A sandbox with a journal: what the HTTP server uses with a data file (`createSandbox` is one without). `onReset` hears about a reset
 * (the data file then starts over from a snapshot of the new state). The service's rules run over a memory store
 * of the state tree; the sandbox adds its demo images, fault injection and the journal around them.
 */
export function buildSandbox(options: SandboxOptions, journal?: WriteJournal, onReset?: () => void): DurableSandbox {
  if (options.sessionPolicy) checkSessionPolicy(options.sessionPolicy)
  const now = options.now ?? (() => new Date())
  const state = seedState(options.seed ?? 'demo', now().getTime())
  const store = createMemoryStore(state)
  // A snapshot seed is remembered as it was, so reset() is not affected by later changes to the caller's object.
  const initialSeed = typeof options.seed === 'object' ? copyState(state) : (options.seed ?? 'demo')
  // A development tool: no limit on writes or on failed sign-ins unless asked for (docs/api.md, "Limits").
  const limits = resolveLimits(options.limits, { ...serverLimits, writesPerMinute: false, failedAuthPerMinute: false })
  const sessionPolicy = options.sessionPolicy ?? {}

  let faults: SandboxFaults | undefined
  let drawFault: ReturnType<typeof createFaultInjector> | undefined
  function setFaults(next: SandboxFaults | undefined) {
    if (next) checkFaults(next)
    faults = next && structuredClone(next)
    drawFault = faults && createFaultInjector(faults)
  }
  setFaults(options.faults)

  // Writes are journaled in the order they ran: each runs and is appended in its turn.
  let writes: Promise<unknown> = Promise.resolve()
  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const turn = writes.then(task)
    writes = turn.catch(() => undefined)
    return turn
  }

  const handler = createServiceHandler({
    store,
    now,
    allowedOrigins: options.allowedOrigins ?? '*',
    limits,
    sessionPolicy,
    serve: serveOwn,
    async beforeRoute(route) {
      if (!drawFault) return
      const fault = drawFault(`${route.method} ${route.path}`)
      if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      if (fault.drop) throw new DroppedConnection('the sandbox dropped the connection (fault injection)')
      if (fault.refusal) throw fault.refusal
    },
    async execute(route, call, { method, url, text }) {
      if (!route.write) {
        const outcome = await executeCall(store, route.command, call)
        // No answer shows a change that a crash could still take back.
        await journal?.settled()
        return outcome
      }
      const { outcome, saved } = await inTurn(async () => {
        const drawn = recordingRandom()
        const outcome = await executeCall(store, route.command, { ...call, random: drawn.random })
        // Who it was authorised for, so it is carried out again the same way (never the signature or key itself).
        const { caller, apiKey, session } = outcome.who
        const saved = outcome.replayed
          ? undefined
          : journal?.append({ time: call.now, method, path: url.pathname, query: url.search, body: text, caller, apiKey, session, idempotency: call.idempotency, ...(drawn.drawn.length > 0 && { random: drawn.drawn }) })
        saved?.catch(() => undefined)
        return { outcome, saved }
      })
      try {
        await saved
      } catch {
        throw new HttpError(500, 'the change could not be saved to the data file; see the server log')
      }
      if (options.onChange && !outcome.replayed) notify(options.onChange, copyState(state))
      return outcome
    },
  })

  // The sandbox's own paths: demo images, and the switch for faults (never faulty itself, so it can always switch them off).
  function serveOwn({ request, url, method, text, headers }: OwnRequest): Response | undefined {
    if (method === 'GET') {
      const image = ipfsPlaceholder(request, url.pathname, new Headers(headers), state)
      if (image) return image
    }
    if (url.pathname !== faultsControlPath) return undefined
    if (method === 'POST') {
      const next = parseBody(text) as SandboxFaults
      try {
        setFaults(Object.keys(next).length > 0 ? next : undefined)
      } catch (error) {
        throw new HttpError(400, error instanceof Error ? error.message : String(error))
      }
    } else if (method !== 'GET') {
      throw new HttpError(405, `${faultsControlPath} takes GET and POST`)
    }
    headers.set('content-type', 'application/json; charset=utf-8')
    return new Response(JSON.stringify({ success: true, data: faults ?? null }), { status: 200, headers })
  }

  return {
    fetch: handler.fetch,
    state,
    snapshot: () => copyState(state),
    reset(seed = initialSeed) {
      replaceState(state, seedState(seed, now().getTime()))
      indexAllMembers(state)
      onReset?.()
      options.onChange?.(copyState(state))
    },
    setFaults: (next?: SandboxFaults) => setFaults(next),
    replay(record) {
      return inTurn(async () => {
        const url = new URL(`${record.path}${record.query}`, 'http://sandbox.local')
        const { route, params } = matchRoute(serviceRoutes, record.method, url.pathname)
        const call = commandCall(route, params, { method: record.method, url, text: record.body, headers: new Headers() }, { now: record.time, limits: uncapped(limits), sessionPolicy, client: null })
        // Authorised once already, for the caller (or key) the record names; journals of an earlier format name none,
        // and the session is read again from the query.
        if (record.caller !== undefined) call.authenticated = { caller: record.caller, apiKey: record.apiKey ?? null, session: record.session }
        call.idempotency = record.idempotency
        call.random = replayedRandom(record.random)
        await executeCommand(store, route.command, call)
      })
    },
    exclusive: inTurn,
    events: (entityId, after = 0, limit = 1000) => store.run((tx) => tx.eventsAfter(entityId, after, limit), { write: false }),
    store,
  }
}

// The write has happened and the answer stands; a listener that throws is a bug of its own, reported outside the request.
function notify(onChange: (state: ServiceState) => void, snapshot: ServiceState): void {
  try {
    onChange(snapshot)
  } catch (error) {
    setTimeout(() => {
      throw error
    })
  }
}
