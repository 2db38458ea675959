import type { SandboxFaults } from './faults.js'

/**
 * Ready-made faults for showing an app's slow and failing states: `sandbox.setFaults(faultPresets.flaky)`,
 * `--faults flaky`, the playground's and Storybook's "Faults" switch.
 */
export const faultPresets = {
  /** Every answer takes 0.8 to 2 s: loading states and skeletons stay on screen. */
  slow: { latencyMs: [800, 2000] },
  /** About a third of requests fail with 503: retries, and errors that clear on Retry. */
  flaky: { errorRate: 0.3, status: 503 },
  /** Every request fails with 503: each component's error state. */
  down: { errorRate: 1, status: 503 },
  /** Every connection is dropped without an answer, as when the service cannot be reached. */
  unreachable: { dropRate: 1 },
} as const satisfies Record<string, SandboxFaults>

/** The name of one of {@link faultPresets}. */
export type FaultPresetName = keyof typeof faultPresets
