import type { ErrorStatus } from '../http/errorCodes.js'

/**
 * Faults the sandbox injects on purpose, so an app's error states can be tested. Every draw comes from a generator
 * seeded with `seed`: the same requests in the same order meet the same faults.
 */
export type SandboxFaults = {
  /** Seeds the draws; default 1. */
  seed?: number
  /** Added before answering: a fixed delay, or a range `[min, max]` drawn per request, in milliseconds. */
  latencyMs?: number | readonly [number, number]
  /**
   * The share of requests (0 to 1) answered with `status` instead of being carried out: one rate for every route,
   * or one per route keyed `'METHOD /path/:param'` as the routes are declared (`'*'` for the others).
   */
  errorRate?: number | Readonly<Record<string, number>>
  /** The status of an injected error; default 503. */
  status?: ErrorStatus
  /** The share of requests (0 to 1) whose connection is dropped without an answer (fetch rejects). */
  dropRate?: number
}
