export { createSandbox } from './createSandbox.js'
export type { Sandbox, SandboxOptions } from './createSandbox.js'
export type { SandboxSeed } from './seed/seedState.js'
export type {
  JsonValue, SandboxEntity, SandboxEntityState, SandboxLevel, SandboxMember, SandboxMetric, SandboxSkill, SandboxSnapshot, SandboxState, SandboxTheme, SandboxUser,
} from './state.js'
export { demo } from './demo.js'
export type { DemoAccount } from './demo.js'
export { createSandboxSession } from './createSandboxSession.js'
export { sandboxHandlers } from './sandboxHandlers.js'
export { sandboxConnector, type SandboxConnector, type SandboxConnectorParameters, type SandboxConnectorProperties, type SandboxProvider } from './sandboxConnector.js'
