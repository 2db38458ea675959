import type { AllowedOrigins } from '../http/cors.js'
import type { ServiceLimits } from '../service/limits.js'
import type { SandboxSeed } from '../service/seed/seedState.js'
import type { SessionPolicy } from '../service/sessionPolicy.js'
import type { Snapshot, ServiceState } from '../service/state.js'
import type { WebhookSender } from '../service/webhooks/WebhookSender.js'
import type { SandboxFaults } from './faults.js'

/**
 * List caps and rate limits of a sandbox (docs/api.md, "Limits"): the server's, except that writes and failed
 * authentications are not limited unless set.
 */
export type SandboxLimits = ServiceLimits

/** Options of {@link createSandbox}. */
export type SandboxOptions = {
  /** The starting data: 'demo' (default), 'empty', or a snapshot taken with `snapshot()`. */
  seed?: SandboxSeed
  /** Browser origins allowed: '*' (default) or a list of exact origins; with a list, other origins are refused (403). */
  allowedOrigins?: AllowedOrigins
  /** The clock for timestamps the sandbox writes (joins, edits, new users) and session expiry; default the real time. */
  now?: () => Date
  /** Told after every successful write request, and after `reset()`, with a snapshot of the new state (e.g. to save it). */
  onChange?: (snapshot: Snapshot) => void
  /** List caps and the registration rate limit (docs/api.md, "Limits"). */
  limits?: SandboxLimits
  /** When sessions end and what a Sign-In with Ethereum token must satisfy; off by default. */
  sessionPolicy?: SessionPolicy
  /** Latency, errors and dropped connections injected on purpose, seeded so a test is repeatable; off by default. */
  faults?: SandboxFaults
  /**
   * How webhook deliveries are sent (docs/api.md, "Webhooks"); default the platform's fetch. Deliveries go out when
   * `deliverWebhooks()` is called (the sandbox's Node server calls it every second).
   */
  webhookSender?: WebhookSender
}

/** An in-memory Community Engagement Service. */
export type Sandbox = {
  /** Answers one request like the service would, whatever its origin. Bound: pass it around on its own (`const { fetch } = sandbox`). */
  fetch(request: Request): Promise<Response>
  /** The live state, for assertions; change it only through requests (or knowingly, to set up a test). */
  readonly state: ServiceState
  /** A JSON-serializable deep copy of the state; `createSandbox({ seed: snapshot })` restores it exactly. */
  snapshot(): Snapshot
  /** Starts over from a seed (default: the sandbox's own seed); `state` stays the same object. */
  reset(seed?: SandboxSeed): void
  /**
   * Switches fault injection on, to other settings, or off (no argument) while the sandbox runs, e.g. to show an
   * app's error states; the draws start over from the seed. Over HTTP: `POST /_sandbox/faults`. Throws a TypeError for bad options.
   */
  setFaults(faults?: SandboxFaults): void
  /**
   * One pass of webhook delivery: the events since the last pass become deliveries, and the deliveries due are sent
   * (signed, as Standard Webhooks says) and their outcomes recorded. Resolves with how many were attempted.
   */
  deliverWebhooks(): Promise<number>
}
