import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { Session } from '../../../core/types.js'
import { NOW, useContract, wallet, type Wallet } from './setup.js'

// The server's token policy, on every store: only a Sign-In with Ethereum message for this service's domain, by its
// signer, with a fresh nonce, issued about now; sessions end after an hour at most.
const ctx = useContract({ sessionPolicy: { tokens: 'siwe', ttlSeconds: 3600, siwe: { domains: ['app.example', 'localhost:*'] } } })
const alice = wallet('alice signs in')
const mallory = wallet('mallory signs in')
const at = (offsetMs: number) => new Date(Date.parse(NOW) + offsetMs)
const minutes = 60_000

let nonces = 0
/** A SIWE message for app.example, by `signer`, issued at NOW, with a nonce of its own unless `fields` says. */
function siwe(fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}, signer: Wallet = alice): string {
  nonces += 1
  return createSiweMessage({ address: signer.address as `0x${string}`, chainId: 1, domain: 'app.example', uri: 'https://app.example', version: '1', nonce: `nonce${String(nonces).padStart(6, '0')}`, issuedAt: at(0), ...fields })
}

/** Row 25 with `token` signed by `signer` (for `address`, the signer's unless given): the status and the body. */
async function register(token: string, signer: Wallet = alice, signature?: string) {
  const signed = signature ?? (await signer.account.signMessage({ message: token }))
  const reply = await ctx.raw('GET', `/api/token?${new URLSearchParams({ UserETHAddress: signer.address, token, signature: signed })}`)
  // A refusal says which rule refused, never what was signed.
  expect(JSON.stringify(reply.body)).not.toContain(signed.slice(2, 60))
  return { ...reply, token, session: { address: signer.address, signature: signed } }
}

const profile = (session: Session) => ctx.raw('GET', `/api/users/${session.address}`, { as: session })

describe('tokens: siwe (the server default)', () => {
  it.each([
    ['plain text', 'x'],
    ["another app's terms", 'I agree to the OtherDapp terms'],
  ])('refuses %s: not a Sign-In with Ethereum message', async (_what, token) => {
    const { status, body } = await register(token)
    expect(status).toBe(400)
    expect(body.error.message).toMatch(/not a Sign-In with Ethereum \(EIP-4361\) message/)
  })

  it('refuses text that looks like a SIWE message but does not parse as one', async () => {
    const { status, body } = await register('app.example wants you to sign in with your Ethereum account:\nsomeone\n\nURI: https://app.example')
    expect(status).toBe(400)
    expect(body.error.message).toMatch(/not a complete Sign-In with Ethereum/)
  })

  it('refuses a message without a Nonce or an Issued At', async () => {
    const noNonce = siwe().replace(/\nNonce: \w+/, '')
    expect((await register(noNonce)).body.error.message).toMatch(/no Nonce/)
    const noIssuedAt = siwe().replace(/\nIssued At: \S+/, '')
    expect((await register(noIssuedAt)).body.error.message).toMatch(/no Issued At/)
  })

  it('refuses a message for another domain', async () => {
    const { status, body } = await register(siwe({ domain: 'evil.example', uri: 'https://evil.example' }))
    expect(status).toBe(401)
    expect(body.error.message).toMatch(/evil\.example, a domain this service does not serve/)
    // host:* takes any port of that host.
    expect((await register(siwe({ domain: 'localhost:5173', uri: 'http://localhost:5173' }))).status).toBe(200)
  })

  it('refuses a message that names another address than the signer', async () => {
    const { status, body } = await register(siwe({}, mallory), alice)
    expect(status).toBe(401)
    expect(body.error.message).toMatch(/signs in 0x[0-9a-fA-F]{40}, not UserETHAddress/)
  })

  it('refuses an expired message, one not valid yet, and one issued too long ago or in the future', async () => {
    const expired = await register(siwe({ expirationTime: new Date('2020-01-01T00:00:00Z') }))
    expect(expired).toMatchObject({ status: 401, body: { error: { message: expect.stringMatching(/expired \(Expiration Time\)/) } } })
    const early = await register(siwe({ notBefore: at(10 * minutes) }))
    expect(early).toMatchObject({ status: 401, body: { error: { message: expect.stringMatching(/not valid yet \(Not Before\)/) } } })
    const stale = await register(siwe({ issuedAt: at(-6 * minutes) }))
    expect(stale).toMatchObject({ status: 401, body: { error: { message: expect.stringMatching(/Issued At is more than 5 minutes old/) } } })
    const future = await register(siwe({ issuedAt: at(6 * minutes) }))
    expect(future).toMatchObject({ status: 401, body: { error: { message: expect.stringMatching(/Issued At is more than 5 minutes in the future/) } } })
    // Within five minutes either way is fine (clocks differ a little).
    expect((await register(siwe({ issuedAt: at(-4 * minutes) }))).status).toBe(200)
  })

  it('takes each nonce once', async () => {
    expect((await register(siwe({ nonce: 'oncenonce1' }))).status).toBe(200)
    const reused = await register(siwe({ nonce: 'oncenonce1', statement: 'other text, same nonce' }))
    expect(reused).toMatchObject({ status: 401, body: { error: { message: expect.stringMatching(/nonce has been used/) } } })
  })

  it('ends a session at the TTL when the message has no Expiration Time or a later one, else at its Expiration Time', async () => {
    const plain = await register(siwe())
    const late = await register(siwe({ expirationTime: at(48 * 60 * minutes) }))
    const soon = await register(siwe({ expirationTime: at(10 * minutes) }))
    for (const { status } of [plain, late, soon]) expect(status).toBe(200)
    ctx.setNow(at(10 * minutes).toISOString())
    expect((await profile(soon.session)).status).toBe(401)
    expect((await profile(late.session)).status).toBe(200)
    ctx.setNow(at(60 * minutes - 1).toISOString())
    expect((await profile(plain.session)).status).toBe(200)
    ctx.setNow(at(60 * minutes).toISOString())
    for (const { session } of [plain, late]) expect((await profile(session)).body.error.message).toMatch(/session has expired/)
  })

  it('never extends a session when the same signature is registered again', async () => {
    const first = await register(siwe())
    ctx.setNow(at(4 * minutes).toISOString())
    // A retry of the same registration: answered as before (its nonce is its own), the session unchanged.
    const retry = await register(first.token, alice, first.session.signature)
    expect(retry).toMatchObject({ status: 200, body: { data: { address: alice.address, isNew: false } } })
    ctx.setNow(at(60 * minutes).toISOString())
    expect((await profile(first.session)).status).toBe(401)
    const late = await register(first.token, alice, first.session.signature)
    expect(late.status).toBe(401)
  })
})

describe('POST /api/session/delete (sign-out)', () => {
  it('ends exactly the session it is signed with; the signature is refused afterwards', async () => {
    const laptop = await register(siwe())
    const phone = await register(siwe())
    expect(await ctx.client(laptop.session).deleteSession()).toEqual({ success: true })
    const refused = await profile(laptop.session)
    expect(refused.status).toBe(401)
    expect(refused.body.error.message).toMatch(/not registered/)
    expect((await profile(phone.session)).status).toBe(200)
    // With the session in the query too; without one, or with an ended one, it is refused.
    expect(await ctx.raw('POST', '/api/session/delete', { as: phone.session })).toMatchObject({ status: 200, body: { success: true } })
    expect((await profile(phone.session)).status).toBe(401)
    expect((await ctx.raw('POST', '/api/session/delete')).status).toBe(401)
    expect((await ctx.raw('POST', '/api/session/delete', { as: phone.session })).status).toBe(401)
  })

  it('is announced among the features', async () => {
    expect((await ctx.raw('GET', '/api/engagekit')).body.data.features).toContain('sign-out')
  })
})
