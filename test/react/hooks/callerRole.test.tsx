import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useCallerRole } from '../../../src/react/hooks/useCallerRole.js'
import { createTestEngagement, renderHookWithEngagement, type TestViewer } from '../renderWithEngagement.js'

describe('useCallerRole', () => {
  it.each<[TestViewer, string, boolean]>([
    ['owner', 'owner', true],
    ['admin', 'admin', true],
    ['member', 'member', false],
  ])('tells a signed-in %s what the service lets them do', async (viewer, role, canAdminister) => {
    const engagement = await createTestEngagement({ as: viewer })
    const { result } = renderHookWithEngagement(engagement, () => useCallerRole())
    expect(result.current).toMatchObject({ role: undefined, isPending: true })
    await waitFor(() => expect(result.current).toMatchObject({ role, canAdminister, isPending: false, error: null }))
  })

  it('is signed-out at once, and reads nothing, without a session', async () => {
    const engagement = await createTestEngagement({ as: 'signed-out' })
    const { result } = renderHookWithEngagement(engagement, () => useCallerRole())
    expect(result.current).toMatchObject({ role: 'signed-out', canAdminister: false, isPending: false })
    expect(engagement.requests).toEqual([])
  })

  it('reports an entity it cannot read instead of guessing a role', async () => {
    const engagement = await createTestEngagement({ as: 'admin', fetch: async () => Response.json({ success: false, error: { code: 'internal-error', message: 'down' } }, { status: 500 }) })
    const { result } = renderHookWithEngagement(engagement, () => useCallerRole())
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: 'api', status: 500 }))
    expect(result.current).toMatchObject({ role: undefined, canAdminister: false, isPending: false })
  })
})
