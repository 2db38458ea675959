import { describe, expect, it } from 'vitest'
import { sessionKey } from '../service/auth/sessionKey.js'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSandbox } from './createSandbox.js'
import { createSandboxSession } from './createSandboxSession.js'
import { demo } from '../service/seed/demo.js'
import { send, signedInDemo } from '../../test/sandbox/sandboxTestKit.js'

function tokenUrl(address: string, token: string, signature: string): string {
  return `/api/token?${new URLSearchParams({ UserETHAddress: address, token, signature })}`
}

describe('user creation and signatures (row 25)', () => {
  it('registers a valid signature, creating the user once', async () => {
    const sandbox = createSandbox({ now: () => new Date('2026-03-01T12:00:00.000Z') })
    const account = privateKeyToAccount(generatePrivateKey())
    const signature = await account.signMessage({ message: 'hello sandbox' })
    const reply = await send(sandbox, 'GET', tokenUrl(account.address.toLowerCase(), 'hello sandbox', signature))
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ success: true, data: { address: account.address, isNew: true, createdAt: '2026-03-01T12:00:00.000Z' } })
    expect(Object.keys(sandbox.state.users[account.address]?.sessions ?? {})).toEqual([sessionKey(signature.toLowerCase())])
    const session = { address: account.address, signature }
    expect((await send(sandbox, 'GET', '/api/mynfts', { session })).body).toEqual({ success: true, data: [] })
  })

  it('adds a second signature (second device) without a duplicate user', async () => {
    const sandbox = createSandbox()
    const { privateKey, address } = demo.accounts.member
    const first = await createSandboxSession(sandbox, privateKey, { token: 'laptop' })
    const users = Object.keys(sandbox.state.users).length
    const second = await createSandboxSession(sandbox, privateKey, { token: 'phone' })
    expect(second.signature).not.toBe(first.signature)
    expect(Object.keys(sandbox.state.users)).toHaveLength(users)
    expect(Object.keys(sandbox.state.users[address]?.sessions ?? {})).toHaveLength(2)
    for (const session of [first, second]) expect((await send(sandbox, 'GET', '/api/mynfts', { session })).status).toBe(200)
    const again = await send(sandbox, 'GET', tokenUrl(address, 'phone', second.signature))
    expect(again.body.data).toMatchObject({ address, isNew: false })
    expect(Object.keys(sandbox.state.users[address]?.sessions ?? {})).toHaveLength(2)
  })

  it('answers 401 for a signature by someone else and changes nothing', async () => {
    const sandbox = createSandbox()
    const before = sandbox.snapshot()
    const intruder = privateKeyToAccount(generatePrivateKey())
    const signature = await intruder.signMessage({ message: 'token' })
    const reply = await send(sandbox, 'GET', tokenUrl(demo.accounts.owner.address, 'token', signature))
    expect(reply.status).toBe(401)
    expect(reply.body.error.code).toBe('unauthorized')
    expect(JSON.stringify(reply.body)).not.toContain(signature.slice(2, 20))
    expect(sandbox.snapshot()).toEqual(before)
  })

  it('answers 400 for malformed inputs', async () => {
    const sandbox = createSandbox()
    const signature = await privateKeyToAccount(demo.accounts.owner.privateKey).signMessage({ message: 'token' })
    const cases: [string, string][] = [
      [tokenUrl('0x1234', 'token', signature), 'UserETHAddress must be an EVM address'],
      [`/api/token?UserETHAddress=${demo.accounts.owner.address}&signature=${signature}`, 'token is required'],
      [tokenUrl(demo.accounts.owner.address, 'token', 'not-hex'), 'signature must be a 0x-prefixed hex signature'],
      [tokenUrl(demo.accounts.owner.address, 'token', '0xabcde'), 'signature must be whole bytes of hex'],
    ]
    for (const [url, message] of cases) {
      const reply = await send(sandbox, 'GET', url)
      expect(reply.status).toBe(400)
      expect(reply.body.error).toMatchObject({ code: 'invalid-input' })
      expect(reply.body.error.message).toContain(message)
    }
  })
})

describe('sessions on every other request', () => {
  it('refuses missing, unknown and mismatched pairs with 401', async () => {
    const { sandbox, member, admin } = await signedInDemo()
    // A member's NFTs take a session (the metrics, members, levels and board of a public entity do not).
    const path = `/api/entities/${demo.entityId}/mynfts`
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    const sessions = [
      undefined,
      { address: member.address, signature: admin.signature },
      { address: stranger, signature: member.signature },
      { address: 'not-an-address', signature: member.signature },
    ]
    for (const session of sessions) {
      const reply = await send(sandbox, 'GET', path, { session })
      expect(reply.status).toBe(401)
      expect(JSON.stringify(reply.body)).not.toContain(member.signature.slice(2))
    }
    expect((await send(sandbox, 'GET', `${path}?address=${member.address}`)).status).toBe(401)
    expect((await send(sandbox, 'GET', path, { session: { ...member, address: member.address.toLowerCase() } })).status).toBe(200)
  })

  it('knows seeded users only once they have registered a signature', async () => {
    const sandbox = createSandbox()
    const { address, privateKey } = demo.accounts.member
    const signature = await privateKeyToAccount(privateKey).signMessage({ message: 'not registered' })
    expect((await send(sandbox, 'GET', '/api/mynfts', { session: { address, signature } })).status).toBe(401)
    const registered = await send(sandbox, 'GET', tokenUrl(address, 'not registered', signature))
    expect(registered.body.data).toMatchObject({ address, isNew: false, createdAt: sandbox.state.users[address]?.createdAt })
    expect((await send(sandbox, 'GET', '/api/mynfts', { session: { address, signature } })).status).toBe(200)
  })

  it('finds the caller by signature alone where the address is optional (rows 5, 14, 20)', async () => {
    const { sandbox, admin, member } = await signedInDemo()
    const path = `/api/entities/${demo.entityId}/metrics/xp/update?signature=${admin.signature}`
    const body = { name: 'xp', description: 'Experience', type: 'points' }
    expect((await send(sandbox, 'POST', path, { body })).body).toMatchObject({ success: true, data: { id: 'aurora-xp', description: 'Experience' } })
    const asMember = `/api/entities/${demo.entityId}/metrics/xp/update?signature=${member.signature}`
    expect((await send(sandbox, 'POST', asMember, { body })).status).toBe(403)
    expect((await send(sandbox, 'POST', `/api/entities/${demo.entityId}/metrics/xp/update?signature=0x${'ab'.repeat(65)}`, { body })).status).toBe(401)
  })

  it('reads a public entity without a session, but checks a session that is given; a private one is its members\' only', async () => {
    const { sandbox, member, admin } = await signedInDemo()
    const path = `/api/entities/${demo.entityId}`
    expect((await send(sandbox, 'GET', path)).body.data.id).toBe(demo.entityId)
    expect((await send(sandbox, 'GET', path, { session: member })).status).toBe(200)
    expect((await send(sandbox, 'GET', path, { session: { address: member.address, signature: admin.signature } })).status).toBe(401)
    // Not public: its members read it; to anyone else it is not there.
    sandbox.state.entities[demo.entityId]!.entity.public = false
    expect((await send(sandbox, 'GET', path)).status).toBe(404)
    expect((await send(sandbox, 'GET', path, { session: member })).status).toBe(200)
  })
})
