import { QueryClient } from '@tanstack/react-query'
import { mainnet } from 'viem/chains'
import { createConfig, createStorage, custom, type Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import { createEngagementClient, type EngagementClient } from '../../src/core/createEngagementClient.js'
import type { Session } from '../../src/core/types.js'
import { createSandbox, type Sandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { faultPresets, type FaultPresetName } from '../../src/sandbox/faultPresets.js'
import { sandboxConnector } from '../../src/sandbox/wagmi/index.js'
import type { EngagekitStoryParameters } from './parameters.js'

/** Everything one story runs against; play functions reach it through {@link storyEnvironment}. */
export type StoryEnvironment = {
  /** Marks this story's API requests, so stories rendered side by side (a docs page) each reach their own sandbox. */
  key: string
  parameters: EngagekitStoryParameters
  /** This story's own service: inspect `sandbox.state` to check what a play function changed. */
  sandbox: Sandbox
  client: EngagementClient
  queryClient: QueryClient
  /** The controlled session, or null when signed out or signing in through the wallet. */
  session: Session | null
  /** An offline wagmi config whose one wallet is the demo member's; connected only for `as: 'wallet'`. */
  wagmiConfig: Config
  /** API requests the story made, as `METHOD /path` (no query string), in order. */
  requests: string[]
  /** The faults the sandbox injects, switched from the toolbar's "Faults" menu. */
  faults: StoryFaults
}

/** The toolbar's "Faults" choices: none, or one of the sandbox's presets. */
export type StoryFaults = 'off' | FaultPresetName

/** Switches `environment`'s sandbox to `faults`; true when that changed anything. */
export function switchStoryFaults(environment: StoryEnvironment, faults: StoryFaults = 'off'): boolean {
  if (environment.faults === faults) return false
  environment.faults = faults
  environment.sandbox.setFaults(faults === 'off' ? undefined : faultPresets[faults])
  return true
}

/** The request header that carries {@link StoryEnvironment.key}. */
export const storyKeyHeader = 'x-engagekit-story'

// Environments by key, oldest first. A docs page renders many stories at once, so there is no single "current" one.
const environments = new Map<string, StoryEnvironment>()
const keptEnvironments = 64

/** The environment whose client sent `request`; for a request without the header, the newest one. */
export function environmentOf(request: Request): StoryEnvironment | undefined {
  const key = request.headers.get(storyKeyHeader)
  if (key !== null) return environments.get(key)
  return [...environments.values()].at(-1)
}

/** Forgets an environment once its story is gone. */
export function releaseStoryEnvironment(environment: StoryEnvironment): void {
  environments.delete(environment.key)
}

// A day: long enough for a 'loading' story to stay loading, short enough for setTimeout.
const HANG_TIMEOUT_MS = 24 * 60 * 60 * 1000

const offline = custom({
  request: async () => {
    throw new Error('The story wallet has no RPC: it only signs.')
  },
})

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/**
 * Builds a fresh environment from a story's `parameters.engagekit` (sandbox, cache, session or wallet) and
 * registers it, so the msw handler answers this story's requests from this sandbox.
 */
export async function createStoryEnvironment(storyId: string, parameters: EngagekitStoryParameters = {}, faults: StoryFaults = 'off'): Promise<StoryEnvironment> {
  const key = `${storyId}:${crypto.randomUUID()}`
  const fixed = parameters.now
  const sandbox = createSandbox({ seed: parameters.seed ?? 'demo', ...(fixed ? { now: () => new Date(fixed) } : {}) })
  await parameters.prepare?.(sandbox)

  const as = parameters.as ?? 'member'
  // Registered straight with the sandbox, not over the network, so it works whatever `respond` says.
  const registered = as === 'signed-out' || as === 'wallet' ? null : await createSandboxSession(sandbox, demo.accounts[as].privateKey)
  const session = registered && { address: registered.address, signature: registered.signature }

  // Every story gets the offline demo wallet, so nothing ever reaches for a real wallet or a public RPC.
  const wagmiConfig = createConfig({
      chains: [mainnet],
    connectors: [
      sandboxConnector({
        privateKey: demo.accounts.member.privateKey,
        id: 'demo-wallet',
        name: 'Demo wallet',
        rejectSignatures: parameters.wallet?.rejectSignatures ?? false,
      }),
    ],
    transports: { [mainnet.id]: offline },
    storage: createStorage({ storage: memoryStorage() }),
    multiInjectedProviderDiscovery: false,
  })
  if (as === 'wallet') await connect(wagmiConfig, { connector: wagmiConfig.connectors[0] })

  // No retries anywhere: error stories must show their error at once, not after a backoff.
  const client = createEngagementClient({
    baseUrl: window.location.origin,
    retry: false,
    fetch: (request) => {
      const headers = new Headers(request.headers)
      headers.set(storyKeyHeader, key)
      return fetch(new Request(request, { headers }))
    },
    ...(parameters.respond === 'loading' ? { timeoutMs: HANG_TIMEOUT_MS } : {}),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

  const environment: StoryEnvironment = { key, parameters, sandbox, client, queryClient, session, wagmiConfig, requests: [], faults: 'off' }
  // After the session was registered: that is setup, not something the story shows.
  switchStoryFaults(environment, faults)
  environments.set(key, environment)
  // Stories whose cleanup never ran (say, a docs page left open) must not keep every sandbox alive.
  for (const old of environments.keys()) {
    if (environments.size <= keptEnvironments) break
    environments.delete(old)
  }
  return environment
}

/** The environment of the running story, for play functions: `storyEnvironment(context).sandbox.state`. */
export function storyEnvironment(context: { loaded: Record<string, unknown> }): StoryEnvironment {
  const environment = context.loaded.engagekit as StoryEnvironment | undefined
  if (!environment) throw new Error('No engagekit story environment: is .storybook/preview.tsx loading it?')
  return environment
}
