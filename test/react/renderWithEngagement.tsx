import { QueryClient } from '@tanstack/react-query'
import { render, renderHook, type RenderHookOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { createEngagementClient, type EngagementClient } from '../../src/core/createEngagementClient.js'
import type { Session } from '../../src/core/types.js'
import { createSandbox, type Sandbox } from '../../src/sandbox/createSandbox.js'
import type { SandboxOptions } from '../../src/sandbox/Sandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { EngagementProvider, type EngagementProviderProps } from '../../src/react/EngagementProvider.js'

/** Who the test user is: a demo account signed in (controlled session), or nobody. */
export type TestViewer = 'owner' | 'admin' | 'member' | 'signed-out'

/** A sandboxed service, a client on it (counting requests), a fresh cache and a signed-in demo user. */
export type TestEngagement = {
  sandbox: Sandbox
  client: EngagementClient
  queryClient: QueryClient
  session: Session | null
  /**
   * Requests the client sent for endpoints, as `METHOD /path` (no query string); the client's one question of what
   * the service offers (`GET /api/engagekit`, asked once) is counted apart, in `serviceInfoRequests`.
   */
  requests: string[]
  /** How many times `GET /api/engagekit` was sent. */
  readonly serviceInfoRequests: number
  wrapper: (props: { children: ReactNode }) => ReactElement
}

/** Sets up {@link TestEngagement}; pass `fetch` to put a fault in front of the sandbox. */
export async function createTestEngagement(
  options: {
    as?: TestViewer
    seed?: 'demo' | 'empty'
    fetch?: (request: Request, sandbox: Sandbox) => Promise<Response>
    provider?: Partial<EngagementProviderProps>
    /** More of the sandbox's options, e.g. how it sends webhooks. */
    sandbox?: Omit<SandboxOptions, 'seed'>
  } = {},
): Promise<TestEngagement> {
  const sandbox = createSandbox({ ...options.sandbox, seed: options.seed ?? 'demo' })
  const viewer = options.as ?? 'member'
  const session = viewer === 'signed-out' ? null : await createSandboxSession(sandbox, demo.accounts[viewer].privateKey)
  const requests: string[] = []
  let serviceInfoRequests = 0
  const client = createEngagementClient({
    baseUrl: 'https://sandbox.test',
    retry: false,
    fetch: (request) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/engagekit') serviceInfoRequests++
      else requests.push(`${request.method} ${url.pathname}`)
      return options.fetch ? options.fetch(request, sandbox) : sandbox.fetch(request)
    },
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
  const controlled = session ? { address: session.address, signature: session.signature } : null
  const wrapper = ({ children }: { children: ReactNode }) => (
    // Live updates are off unless a test asks for them (test/react/liveUpdates.test.tsx): the others count what
    // their components read, and a stream is read beside it.
    <EngagementProvider baseUrl="https://sandbox.test" entityId={demo.entityId} client={client} queryClient={queryClient} session={controlled} storage="memory" realtime={false} {...options.provider}>
      {children}
    </EngagementProvider>
  )
  return {
    sandbox,
    client,
    queryClient,
    session: controlled,
    requests,
    get serviceInfoRequests() {
      return serviceInfoRequests
    },
    wrapper,
  }
}

/** renderHook inside a {@link TestEngagement}. */
export function renderHookWithEngagement<TResult, TProps>(engagement: TestEngagement, hook: (props: TProps) => TResult, options?: Omit<RenderHookOptions<TProps>, 'wrapper'>) {
  return renderHook(hook, { ...options, wrapper: engagement.wrapper })
}

/** render inside a {@link TestEngagement}. */
export function renderWithEngagement(engagement: TestEngagement, ui: ReactElement) {
  return render(ui, { wrapper: engagement.wrapper })
}
