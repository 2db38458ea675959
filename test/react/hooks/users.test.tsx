import { act, waitFor } from '@testing-library/react'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { EngagementError } from '../../../src/core/EngagementError.js'
import { demo } from '../../../src/service/seed/demo.js'
import { useCreateUser } from '../../../src/react/hooks/useCreateUser.js'
import { useEntity } from '../../../src/react/hooks/useEntity.js'
import { useProfile } from '../../../src/react/hooks/useProfile.js'
import { useUpdateProfile } from '../../../src/react/hooks/useUpdateProfile.js'
import { useUserMetrics } from '../../../src/react/hooks/useUserMetrics.js'
import { createTestEngagement, renderHookWithEngagement } from '../renderWithEngagement.js'

const count = (requests: string[], request: string) => requests.filter((sent) => sent === request).length
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('expected the call to fail'), (error: unknown) => error)
/** Lets timers and pending renders run, inside act. */
const idle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)))

const member = demo.accounts.member.address
const owner = demo.accounts.owner.address

const profile = {
  name: 'Priya N.',
  imageUrl: '',
  bannerUrl: '',
  subtitle: 'Frontend engineer',
  location: 'Bengaluru',
  twitter: '',
  email: 'priya@example.com',
  discordId: '',
  linkedin: '',
  instagram: '',
  website: 'https://priya.example.com',
}

describe('useProfile', () => {
  it('defaults to the signed-in user’s profile', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useProfile())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({ address: member, name: 'Priya Natarajan', location: 'Bengaluru, India' })
    expect(t.requests).toEqual([`GET /api/users/${member}`])
  })

  it('reads another user’s profile (any letter case)', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useProfile({ userAddress: owner.toLowerCase() }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.name).toBe('Maya Lindqvist')
  })

  it('signed out, useProfile and useUserMetrics wait (idle, no request) while useEntity loads', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { result } = renderHookWithEngagement(t, () => ({ profile: useProfile(), metrics: useUserMetrics(), entity: useEntity() }))
    await waitFor(() => expect(result.current.entity.isSuccess).toBe(true))
    await idle()
    expect(result.current.profile).toMatchObject({ status: 'pending', fetchStatus: 'idle', isLoading: false })
    expect(result.current.metrics).toMatchObject({ status: 'pending', fetchStatus: 'idle', isLoading: false })
    expect(t.requests).toEqual([`GET /api/entities/${demo.entityId}`])
  })

  it('signed out, a profile asked for by address is read without its contact fields', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { result } = renderHookWithEngagement(t, () => useProfile({ userAddress: owner }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({ name: 'Maya Lindqvist', email: '' })
  })

  it('an unknown user is a 404 EngagementError', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useProfile({ userAddress: '0x3333333333333333333333333333333333333333' }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(EngagementError)
    expect(result.current.error).toMatchObject({ kind: 'api', status: 404, endpoint: 'getProfile' })
  })
})

describe('useUpdateProfile', () => {
  it('the saved profile shows in useProfile; other queries are not refetched', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => ({ profile: useProfile(), metrics: useUserMetrics(), update: useUpdateProfile() }))
    await waitFor(() => expect(result.current.profile.isSuccess && result.current.metrics.isSuccess).toBe(true))

    await act(() => result.current.update.mutateAsync({ ...profile, about: 'Now on Solidity full time.' }))

    await waitFor(() => expect(result.current.profile.data).toMatchObject({ name: 'Priya N.', about: 'Now on Solidity full time.', location: 'Bengaluru' }))
    expect(count(t.requests, `GET /api/users/${member}`)).toBe(2)
    expect(count(t.requests, `GET /api/entities/${demo.entityId}/users/${member}/metrics`)).toBe(1)
  })

  it('a blank name is invalid-input, a bad email the service’s 400; someone else’s profile is a 403', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useUpdateProfile())
    expect(await act(() => failure(result.current.mutateAsync({ ...profile, name: '' })))).toMatchObject({ kind: 'invalid-input', field: 'name' })
    expect(await act(() => failure(result.current.mutateAsync({ ...profile, email: 'not-an-email' })))).toMatchObject({
      kind: 'api',
      status: 400,
      serverMessage: 'email must be an email address',
    })
    expect(await act(() => failure(result.current.mutateAsync({ ...profile, userAddress: owner })))).toMatchObject({ kind: 'api', status: 403 })
    expect(t.sandbox.state.users[owner]?.profile.name).toBe('Maya Lindqvist')
  })

  it('signed out it fails with invalid-input and sends nothing', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { result } = renderHookWithEngagement(t, () => useUpdateProfile())
    expect(await act(() => failure(result.current.mutateAsync(profile)))).toMatchObject({ kind: 'invalid-input', field: 'userAddress' })
    expect(t.requests).toEqual([])
  })
})

describe('useCreateUser', () => {
  async function signedToken(privateKey = generatePrivateKey()) {
    const account = privateKeyToAccount(privateKey)
    const token = `Sign in to the engagekit sandbox.\nNonce: ${Math.random()}`
    return { address: account.address, token, signature: await account.signMessage({ message: token }) }
  }

  it('registers a new user; their profile (a 404 before) then loads in useProfile', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const registration = await signedToken()
    const { result } = renderHookWithEngagement(t, () => ({ profile: useProfile({ userAddress: registration.address }), create: useCreateUser() }))
    await waitFor(() => expect(result.current.profile.error?.status).toBe(404))

    const { data } = await act(() => result.current.create.mutateAsync(registration))

    expect(data).toMatchObject({ address: registration.address, isNew: true })
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true))
    expect(result.current.profile.data).toMatchObject({ address: registration.address, name: '' })
    expect(count(t.requests, `GET /api/users/${registration.address}`)).toBe(2)
  })

  it('works signed out, and the signature then signs requests', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const registration = await signedToken(demo.accounts.admin.privateKey)
    const { result } = renderHookWithEngagement(t, () => useCreateUser())
    const { data } = await act(() => result.current.mutateAsync(registration))
    expect(data).toMatchObject({ address: demo.accounts.admin.address, isNew: false })
    const themes = await t.client.listThemes({ entityId: demo.entityId }, { session: { address: registration.address, signature: registration.signature } })
    expect(themes).toHaveLength(3)
  })

  it('a signature by another wallet is refused (401); a malformed one is invalid-input', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const registration = await signedToken()
    const { result } = renderHookWithEngagement(t, () => useCreateUser())
    const error = await act(() => failure(result.current.mutateAsync({ ...registration, address: member })))
    expect(error).toBeInstanceOf(EngagementError)
    expect(error).toMatchObject({ kind: 'api', status: 401, endpoint: 'createUser' })
    expect(await act(() => failure(result.current.mutateAsync({ ...registration, signature: 'abc' })))).toMatchObject({ kind: 'invalid-input', field: 'signature' })
  })
})
