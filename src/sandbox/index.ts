// `engagekit/sandbox`: the sandbox itself, with viem as its only peer. msw handlers are in `engagekit/sandbox/msw`,
// the wagmi demo wallet in `engagekit/sandbox/wagmi`: nothing here may import msw or wagmi, even for types.
export { createSandbox } from './createSandbox.js'
export type { Sandbox, SandboxOptions } from './createSandbox.js'
export type { SandboxSeed } from '../service/seed/seedState.js'
export type { SandboxFaults } from './faults.js'
export { faultPresets } from './faultPresets.js'
export type { FaultPresetName } from './faultPresets.js'
export type { JsonValue } from '../service/state.js'
export type {
  SandboxApiKey, SandboxEntity, SandboxEntityState, SandboxEvent, SandboxIdempotentAnswer, SandboxLevel, SandboxMember, SandboxMetric, SandboxSkill, SandboxSnapshot, SandboxState, SandboxTheme, SandboxUser,
} from './SandboxRecords.js'
export { demo } from '../service/seed/demo.js'
export type { DemoAccount } from '../service/seed/demo.js'
export { createSandboxSession } from './createSandboxSession.js'
