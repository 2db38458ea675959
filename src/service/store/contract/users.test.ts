import { describe, expect, it } from 'vitest'
import { EngagementError, type UpdateProfileParameters } from '../../../core/index.js'
import {
  addressOf,
  borrowed,
  demoWallet,
  entityId,
  expectInvalidInput,
  expectRefusal,
  expectRefusedWrite,
  forged,
  NOW,
  tamperPath,
  tamperQuery,
  useContract,
  wallet,
} from './setup.js'

const ctx = useContract()
const newcomer = wallet('newcomer')

/** Registers a signature of `token` by `signer` for `address` through the client (row 25). */
async function register(token: string, signer = newcomer, address = signer.address) {
  const signature = await signer.account.signMessage({ message: token })
  const result = await ctx.client(null).createUser({ address, token, signature })
  return { result, session: { address: signer.address, signature } }
}

describe('row 25: createUser', () => {
  it('creates the user and registers the signature, which then works as a session', async () => {
    const token = 'Sign in to Aurora ✨\nnonce=a+b&c #1'
    const { result, session } = await register(token, newcomer, newcomer.address.toLowerCase())
    expect(result).toEqual({ success: true, data: { address: newcomer.address, isNew: true, createdAt: NOW } })
    const [sent] = ctx.sent
    expect(sent).toMatchObject({ method: 'GET', path: '/api/token', body: undefined })
    expect(sent?.query).toEqual({ UserETHAddress: newcomer.address, token, signature: session.signature })
    const profile = await ctx.client(session).getProfile({ userAddress: newcomer.address })
    expect(profile).toMatchObject({ address: newcomer.address, name: '', email: '' })
  })

  it('registers a second device’s signature without duplicating the user; both signatures work', async () => {
    const seeded = Object.keys((await ctx.service.snapshot()).users).length
    const laptop = await register('laptop sign-in')
    const phone = await register('phone sign-in')
    expect(phone.result.data).toEqual({ address: newcomer.address, isNew: false, createdAt: NOW })
    expect(Object.keys((await ctx.service.snapshot()).users)).toHaveLength(seeded + 1)
    expect(Object.keys((await ctx.service.snapshot()).users[newcomer.address]?.sessions ?? {})).toHaveLength(2)
    for (const { session } of [laptop, phone]) {
      expect(await ctx.client(session).getProfile({ userAddress: newcomer.address })).toMatchObject({ address: newcomer.address })
      expect(await ctx.client(session).getMyNfts()).toEqual([])
    }
    const again = await register('laptop sign-in')
    expect(again.result.data?.isNew).toBe(false)
    expect(Object.keys((await ctx.service.snapshot()).users[newcomer.address]?.sessions ?? {})).toHaveLength(2)
  })

  it('registers a seeded user as an existing one', async () => {
    const { result } = await register('member on a tablet', demoWallet('member'))
    expect(result.data).toMatchObject({ address: addressOf.member, isNew: false })
  })

  it('keeps the token exactly as signed, surrounding whitespace included', async () => {
    const { result, session } = await register('  padded token\n')
    expect(result.data?.isNew).toBe(true)
    expect(ctx.sent[0]?.query.token).toBe('  padded token\n')
    expect(await ctx.client(session).getProfile({ userAddress: newcomer.address })).toMatchObject({ address: newcomer.address })
  })

  it('refuses a signature of another token or by another wallet, and changes nothing', async () => {
    const signature = await newcomer.account.signMessage({ message: 'token A' })
    await expectRefusedWrite(ctx.service, () => ctx.client(null).createUser({ address: newcomer.address, token: 'token B', signature }), 401)
    const intruder = await wallet('intruder').account.signMessage({ message: 'token A' })
    await expectRefusedWrite(ctx.service, () => ctx.client(null).createUser({ address: addressOf.owner, token: 'token A', signature: intruder }), 401)
  })

  it('refuses a malformed signature or address: the client before sending, the sandbox with 400', async () => {
    const signature = await newcomer.account.signMessage({ message: 'token' })
    await expectInvalidInput(ctx, () => ctx.client(null).createUser({ address: newcomer.address, token: 'token', signature: 'not hex' }), 'signature')
    await expectInvalidInput(ctx, () => ctx.client(null).createUser({ address: '0x1234', token: 'token', signature }), 'address')
    const odd = await expectRefusedWrite(ctx.service, () => ctx.client(null).createUser({ address: newcomer.address, token: 'token', signature: '0xabcde' }), 400)
    expect(odd.serverMessage).toBe('signature must be whole bytes of hex (0x and an even number of hex digits)')
    const long = await expectRefusedWrite(ctx.service, () => ctx.client(null).createUser({ address: newcomer.address, token: 'token', signature: `0x${'ab'.repeat(3073)}` }), 400)
    expect(long.serverMessage).toBe('signature must be at most 3072 bytes')
    // Not a key's signature (65 bytes): a smart-contract wallet's would be checked on the chain its message names.
    const short = await expectRefusedWrite(ctx.service, () => ctx.client(null).createUser({ address: newcomer.address, token: 'token', signature: '0xabcdef' }), 401)
    expect(short.serverMessage).toMatch(/this token names none$/)
    const client = ctx.client(null, tamperQuery({ UserETHAddress: '0x1234' }))
    const error = await expectRefusedWrite(ctx.service, () => client.createUser({ address: newcomer.address, token: 'token', signature }), 400)
    expect(error.serverMessage).toMatch(/^UserETHAddress must be an EVM address/)
  })
})

describe('row 26: getProfile', () => {
  it('reads a profile: one’s own, or another user’s', async () => {
    const own = await ctx.client('member').getProfile({ userAddress: addressOf.member.toLowerCase() })
    expect(ctx.sent[0]).toMatchObject({ method: 'GET', path: `/api/users/${addressOf.member}` })
    expect(own).toMatchObject({ address: addressOf.member, name: 'Priya Natarajan', location: 'Bengaluru, India', funFacts: '', calendly: '' })
    expect(await ctx.client('admin').getProfile({ userAddress: addressOf.member })).toEqual(own)
  })

  it('refuses a wrong signature, another address’s signature and an unknown user', async () => {
    await expectRefusal(ctx.client(forged('member')).getProfile({ userAddress: addressOf.member }), 401)
    await expectRefusal(ctx.client(borrowed(ctx, 'member', 'owner')).getProfile({ userAddress: addressOf.member }), 401)
    await expectRefusal(ctx.client('member').getProfile({ userAddress: newcomer.address }), 404)
  })

  it('refuses a malformed address: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('member').getProfile({ userAddress: 'priya' }), 'userAddress')
    const client = ctx.client('member', tamperPath(`/users/${addressOf.member}`, '/users/priya'))
    await expectRefusal(client.getProfile({ userAddress: addressOf.member }), 400)
  })
})

describe('row 27: updateProfile', () => {
  const profile: UpdateProfileParameters = {
    userAddress: addressOf.member,
    name: 'Priya N.',
    imageUrl: 'https://cdn.example/priya.png',
    bannerUrl: '',
    subtitle: 'Solidity learner',
    location: 'Chennai, India',
    twitter: 'priya_n',
    email: 'priya@example.org',
    discordId: 'priya',
    linkedin: '',
    instagram: '',
    website: 'https://priya.example.org',
    goals: 'Audit a contract',
  }

  it('writes one’s own profile with POST /api/users/{address}; left-out optional fields keep their value', async () => {
    const { data } = await ctx.client('member').updateProfile(profile)
    const { userAddress: _userAddress, ...fields } = profile
    expect(ctx.sent[0]).toEqual({ method: 'POST', path: `/api/users/${addressOf.member}`, query: {}, session: { address: addressOf.member, signature: ctx.sessions.member.signature }, body: fields })
    const read = await ctx.client('admin').getProfile({ userAddress: addressOf.member })
    expect(data).toEqual(read)
    expect(read).toMatchObject({ ...fields, about: 'Builds interfaces by day and is working through the guild quests on smart contracts by night.' })
  })

  it('also accepts the spec’s bare POST /api/{address}', async () => {
    const { userAddress: _userAddress, ...fields } = profile
    const reply = await ctx.raw('POST', `/api/${addressOf.member.toLowerCase()}`, { as: 'member', body: { ...fields, name: 'Priya' } })
    expect(reply).toMatchObject({ status: 200, body: { success: true, data: { name: 'Priya' } } })
    expect((await ctx.client('member').getProfile({ userAddress: addressOf.member })).name).toBe('Priya')
  })

  it('refuses another user’s profile and a wrong signature, and changes nothing', async () => {
    const error = await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateProfile(profile), 403)
    expect(error.serverMessage).toBe('only the user themself may edit their profile')
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('member')).updateProfile(profile), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client(borrowed(ctx, 'member', 'admin')).updateProfile(profile), 401)
  })

  it('refuses a malformed email: the service judges formats, the sandbox with 400', async () => {
    const error = await expectRefusedWrite(ctx.service, () => ctx.client('member').updateProfile({ ...profile, email: 'priya at example' }), 400)
    expect(error.serverMessage).toBe('email must be an email address')
  })
})

describe('sessions', () => {
  it('a valid signature presented with another address is refused, for reads and writes alike', async () => {
    const stolen = borrowed(ctx, 'admin', 'member')
    await expectRefusal(ctx.client(stolen).listEntityUsers({ entityId }), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client(stolen).incrementMetric({ entityId, userAddress: addressOf.member, metric: 'xp', count: 1 }), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client(borrowed(ctx, 'owner', 'admin')).createLevel({ entityId, level: 7, xp: 1 }), 401)
  })

  it('a call that needs a session is not sent without one; sent raw, the sandbox answers 401', async () => {
    // Themes take a session (a public entity's metrics, members, levels and board do not).
    const error = await ctx.client(null).listThemes({ entityId }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EngagementError)
    expect(error).toMatchObject({ kind: 'invalid-input', field: 'session' })
    expect(ctx.sent).toEqual([])
    const reply = await ctx.raw('GET', `/api/entities/${entityId}/themes`)
    expect(reply).toMatchObject({ status: 401, body: { success: false, error: { code: 'unauthorized' } } })
  })
})
