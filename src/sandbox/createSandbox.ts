import { buildSandbox } from './buildSandbox.js'
import type { Sandbox, SandboxOptions } from './Sandbox.js'

export type { Sandbox, SandboxLimits, SandboxOptions } from './Sandbox.js'
export type { Snapshot, ServiceState } from '../service/state.js'

/** Creates an in-memory sandbox of the service, seeded with the demo data unless told otherwise. Throws a TypeError for a bad snapshot or option. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const { fetch, state, snapshot, reset, setFaults, deliverWebhooks } = buildSandbox(options)
  return { fetch, state, snapshot, reset, setFaults, deliverWebhooks }
}
