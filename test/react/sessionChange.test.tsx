import { QueryClient } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createEngagementClient } from '../../src/core/createEngagementClient.js'
import type { Session } from '../../src/core/types.js'
import { EngagementProvider } from '../../src/react/EngagementProvider.js'
import { useThemes } from '../../src/react/hooks/useThemes.js'
import { createSandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/sandbox/demo.js'

describe('a change of caller', () => {
  it('fetches a query that failed for the previous caller again', async () => {
    const sandbox = createSandbox()
    const member = await createSandboxSession(sandbox, demo.accounts.member.privateKey)
    const admin = await createSandboxSession(sandbox, demo.accounts.admin.privateKey)
    const client = createEngagementClient({ baseUrl: 'https://sandbox.test', fetch: sandbox.fetch, retry: false })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    let session: Session = { address: member.address, signature: member.signature }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EngagementProvider baseUrl="https://sandbox.test" entityId={demo.entityId} client={client} queryClient={queryClient} session={session} storage="memory">
        {children}
      </EngagementProvider>
    )
    const { result, rerender } = renderHook(() => useThemes(), { wrapper })
    await waitFor(() => expect(result.current.error?.status).toBe(403))

    session = { address: admin.address, signature: admin.signature }
    rerender()
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0))
    expect(result.current.error).toBeNull()
  })
})
