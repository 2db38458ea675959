import { createRequestHandler, type RequestHandler, type WriteJournal, type WriteRecord } from './http/createRequestHandler.js'
import type { AllowedOrigins } from './http/cors.js'
import type { SandboxFaults } from './http/faults.js'
import { resolveLimits, type SandboxLimits } from './http/limits.js'
import { indexAllMembers } from './model/members.js'
import { checkSessionPolicy, type SandboxSessionPolicy } from './model/sessionPolicy.js'
import { allRoutes } from './routes/allRoutes.js'
import { seedState, type SandboxSeed } from './seed/seedState.js'
import { copyState, replaceState } from './snapshot.js'
import type { SandboxSnapshot, SandboxState } from './state.js'

export type { SandboxSnapshot, SandboxState } from './state.js'

/** Options of {@link createSandbox}. */
export type SandboxOptions = {
  /** The starting data: 'demo' (default), 'empty', or a snapshot taken with `snapshot()`. */
  seed?: SandboxSeed
  /** Browser origins allowed: '*' (default) or a list of exact origins; with a list, other origins are refused (403). */
  allowedOrigins?: AllowedOrigins
  /** The clock for timestamps the sandbox writes (joins, edits, new users) and session expiry; default the real time. */
  now?: () => Date
  /** Told after every successful write request, and after `reset()`, with a snapshot of the new state (e.g. to save it). */
  onChange?: (snapshot: SandboxSnapshot) => void
  /** List caps and the registration rate limit (docs/api.md, "Limits"). */
  limits?: SandboxLimits
  /** When sessions end and what a Sign-In with Ethereum token must satisfy; off by default. */
  sessionPolicy?: SandboxSessionPolicy
  /** Latency, errors and dropped connections injected on purpose, seeded so a test is repeatable; off by default. */
  faults?: SandboxFaults
}

/** An in-memory Community Engagement Service. */
export type Sandbox = {
  /** Answers one request like the service would, whatever its origin. Bound: pass it around on its own (`const { fetch } = sandbox`). */
  fetch(request: Request): Promise<Response>
  /** The live state, for assertions; change it only through requests (or knowingly, to set up a test). */
  readonly state: SandboxState
  /** A JSON-serializable deep copy of the state; `createSandbox({ seed: snapshot })` restores it exactly. */
  snapshot(): SandboxSnapshot
  /** Starts over from a seed (default: the sandbox's own seed); `state` stays the same object. */
  reset(seed?: SandboxSeed): void
  /**
   * Switches fault injection on, to other settings, or off (no argument) while the sandbox runs, e.g. to show an
   * app's error states; the draws start over from the seed. Over HTTP: `POST /_sandbox/faults`. Throws a TypeError for bad options.
   */
  setFaults(faults?: SandboxFaults): void
}

/** What the data file adds to a sandbox: a journal every write goes to, and how to replay it. */
export type DurableSandbox = Sandbox & Pick<RequestHandler, 'replay' | 'exclusive'>

/** Creates an in-memory sandbox of the service, seeded with the demo data unless told otherwise. Throws a TypeError for a bad snapshot or option. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const { fetch, state, snapshot, reset, setFaults } = buildSandbox(options)
  return { fetch, state, snapshot, reset, setFaults }
}

/**
 * {@link createSandbox} with a journal: what the HTTP server uses with a data file. `onReset` hears about a reset
 * (the data file then starts over from a snapshot of the new state).
 */
export function buildSandbox(options: SandboxOptions, journal?: WriteJournal, onReset?: () => void): DurableSandbox {
  if (options.sessionPolicy) checkSessionPolicy(options.sessionPolicy)
  const state = seedState(options.seed ?? 'demo')
  indexAllMembers(state)
  // A snapshot seed is remembered as it was, so reset() is not affected by later changes to the caller's object.
  const initialSeed = typeof options.seed === 'object' ? copyState(state) : (options.seed ?? 'demo')
  const handler = createRequestHandler({
    state,
    routes: allRoutes,
    now: options.now ?? (() => new Date()),
    allowedOrigins: options.allowedOrigins ?? '*',
    limits: resolveLimits(options.limits),
    sessionPolicy: options.sessionPolicy ?? {},
    faults: options.faults,
    journal,
    onChange: options.onChange,
  })

  return {
    fetch: handler.fetch,
    state,
    snapshot: () => copyState(state),
    reset(seed = initialSeed) {
      replaceState(state, seedState(seed))
      indexAllMembers(state)
      onReset?.()
      options.onChange?.(copyState(state))
    },
    setFaults: (faults?: SandboxFaults) => handler.setFaults(faults),
    replay: (record: WriteRecord) => handler.replay(record),
    exclusive: handler.exclusive,
  }
}
