import { createRequestHandler } from './http/createRequestHandler.js'
import type { AllowedOrigins } from './http/cors.js'
import { allRoutes } from './routes/allRoutes.js'
import { seedState, type SandboxSeed } from './seed/seedState.js'
import { copyState, replaceState } from './snapshot.js'
import type { SandboxSnapshot, SandboxState } from './state.js'

export type { SandboxSnapshot, SandboxState } from './state.js'

/** Options of {@link createSandbox}. */
export type SandboxOptions = {
  /** The starting data: 'demo' (default), 'empty', or a snapshot taken with `snapshot()`. */
  seed?: SandboxSeed
  /** Browser origins CORS lets read the answers: '*' (default) or a list of exact origins. */
  allowedOrigins?: AllowedOrigins
  /** The clock for timestamps the sandbox writes (joins, edits, new users); default the real time. */
  now?: () => Date
  /** Told after every successful write request, and after `reset()`, with a snapshot of the new state (e.g. to save it). */
  onChange?: (snapshot: SandboxSnapshot) => void
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
}

/** Creates an in-memory sandbox of the service, seeded with the demo data unless told otherwise. Throws a TypeError for a bad snapshot. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const state = seedState(options.seed ?? 'demo')
  // A snapshot seed is remembered as it was, so reset() is not affected by later changes to the caller's object.
  const initialSeed = typeof options.seed === 'object' ? copyState(state) : (options.seed ?? 'demo')
  const handle = createRequestHandler({
    state,
    routes: allRoutes,
    now: options.now ?? (() => new Date()),
    allowedOrigins: options.allowedOrigins ?? '*',
    onChange: options.onChange,
  })

  return {
    fetch: handle,
    state,
    snapshot: () => copyState(state),
    reset(seed = initialSeed) {
      replaceState(state, seedState(seed))
      options.onChange?.(copyState(state))
    },
  }
}
