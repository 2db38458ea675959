import { privateKeyToAccount } from 'viem/accounts'
import { sessionKey } from '../service/auth/sessionKey.js'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createSandbox, type SandboxOptions } from './createSandbox.js'
import { demo } from '../service/seed/demo.js'
import { send } from '../../test/sandbox/sandboxTestKit.js'

const account = privateKeyToAccount(demo.accounts.member.privateKey)
const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The other valid signature of the same message: (r, n − s) with v flipped. */
function malleableTwin(signature: string): string {
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130), 16)
  return `${signature.slice(0, 66)}${(curveOrder - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}`
}

async function register(sandbox: ReturnType<typeof createSandbox>, token: string, signature?: string) {
  const signed = signature ?? (await account.signMessage({ message: token }))
  const reply = await send(sandbox, 'GET', `/api/token?${new URLSearchParams({ UserETHAddress: account.address, token, signature: signed })}`)
  return { reply, signature: signed }
}

const profile = (sandbox: ReturnType<typeof createSandbox>, signature: string) =>
  send(sandbox, 'GET', `/api/users/${account.address}`, { session: { address: account.address, signature } })

describe('signatures', () => {
  it('stores the canonical (low-s) form: the malleable twin of a registered signature is the same session', async () => {
    const sandbox = createSandbox()
    const { signature } = await register(sandbox, 'sign in')
    const twin = malleableTwin(signature)
    expect(twin).not.toBe(signature)
    const again = await register(sandbox, 'sign in', twin)
    expect(again.reply.body.data.isNew).toBe(false)
    expect(Object.keys(sandbox.state.users[account.address]?.sessions ?? {})).toEqual([sessionKey(signature)])
    // Either form, in any letter case, signs in as the same user.
    expect((await profile(sandbox, twin)).status).toBe(200)
    expect((await profile(sandbox, twin.toUpperCase().replace('0X', '0x'))).status).toBe(200)
  })

  it('keeps working when a twin was registered first (stored canonical, found by either form)', async () => {
    const sandbox = createSandbox()
    const signature = await account.signMessage({ message: 'first' })
    const { reply } = await register(sandbox, 'first', malleableTwin(signature))
    expect(reply.status).toBe(200)
    expect(Object.keys(sandbox.state.users[account.address]?.sessions ?? {})).toEqual([sessionKey(signature)])
    expect((await profile(sandbox, signature)).status).toBe(200)
  })
})

describe('session policy', () => {
  let clock = new Date('2026-06-01T12:00:00Z')
  const at = (iso: string) => (clock = new Date(iso))
  const sandboxWith = (sessionPolicy: SandboxOptions['sessionPolicy']) => createSandbox({ sessionPolicy, now: () => clock })
  const siwe = (fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
    createSiweMessage({ address: account.address, chainId: 1, domain: 'app.example', uri: 'https://app.example', nonce: 'abcdefgh1234', version: '1', ...fields })

  it('is off by default: any text may be signed and a session never ends', async () => {
    at('2026-06-01T12:00:00Z')
    const sandbox = sandboxWith(undefined)
    const { signature } = await register(sandbox, 'any text at all')
    at('2036-06-01T12:00:00Z')
    expect((await profile(sandbox, signature)).status).toBe(200)
  })

  it('ends a session ttlSeconds after it was registered', async () => {
    at('2026-06-01T12:00:00Z')
    const sandbox = sandboxWith({ ttlSeconds: 60 })
    const { signature } = await register(sandbox, 'short-lived')
    at('2026-06-01T12:00:59Z')
    expect((await profile(sandbox, signature)).status).toBe(200)
    at('2026-06-01T12:01:00Z')
    const expired = await profile(sandbox, signature)
    expect(expired.status).toBe(401)
    expect(expired.body.error.message).toMatch(/session has expired/)
    // Registering the same signature again never extends it: a new sign-in signs a new text.
    const again = await register(sandbox, 'short-lived')
    expect(again.reply.status).toBe(401)
    expect(again.reply.body.error.message).toMatch(/session of this signature has ended/)
    expect((await profile(sandbox, signature)).status).toBe(401)
    const fresh = await register(sandbox, 'short-lived, again')
    expect((await profile(sandbox, fresh.signature)).status).toBe(200)
  })

  it('checks SIWE tokens: domain on the list, not expired or early, each nonce once; the session ends at expirationTime', async () => {
    at('2026-06-01T12:00:00Z')
    const sandbox = sandboxWith({ siwe: { domains: ['app.example'] } })
    expect((await register(sandbox, siwe({ domain: 'evil.example' }))).reply.body.error.message).toMatch(/evil\.example/)
    expect((await register(sandbox, siwe({ expirationTime: new Date('2026-06-01T11:00:00Z') }))).reply.status).toBe(401)
    expect((await register(sandbox, siwe({ notBefore: new Date('2026-06-01T13:00:00Z') }))).reply.status).toBe(401)
    const { reply, signature } = await register(sandbox, siwe({ expirationTime: new Date('2026-06-01T12:30:00Z') }))
    expect(reply.status).toBe(200)
    const reused = await register(sandbox, siwe({ statement: 'same nonce, other text' }))
    expect(reused.reply.status).toBe(401)
    expect(reused.reply.body.error.message).toMatch(/nonce has been used/)
    expect((await profile(sandbox, signature)).status).toBe(200)
    at('2026-06-01T12:30:00Z')
    expect((await profile(sandbox, signature)).status).toBe(401)
    // Plain text is still accepted unless SIWE is required.
    expect((await register(sandbox, 'plain text')).reply.status).toBe(200)
    const strict = sandboxWith({ siwe: { required: true } })
    expect((await register(strict, 'plain text')).reply.body.error.message).toMatch(/must be a Sign-In with Ethereum/)
    expect((await register(strict, siwe({ nonce: 'zyxwvuts9876' }))).reply.status).toBe(200)
  })

  it('refuses a policy it cannot apply', () => {
    expect(() => createSandbox({ sessionPolicy: { ttlSeconds: -1 } })).toThrow(TypeError)
    expect(() => createSandbox({ sessionPolicy: { siwe: { domains: [''] } } })).toThrow(TypeError)
  })
})
