import { describe, expect, it } from 'vitest'
import { createEngagementClient } from '../../../core/createEngagementClient.js'
import { setClientAddress } from '../../../http/clientAddress.js'
import { resolveLimits } from '../../limits.js'
import { addressOf, BASE_URL, entityId, expectRefusal, forged, useContract, wallet } from './setup.js'

// Small budgets, so a test reaches them; the clock stands still unless a test moves it, so nothing refills by itself.
const ctx = useContract({ limits: { ...resolveLimits(), registrationsPerMinute: 2, writesPerMinute: 3, failedAuthPerMinute: 5 } })
const member = addressOf.member
const xp = `/api/entities/${entityId}/users/${member}/metrics/xp`

/** The service's fetch, as if every request came from the network address `client`. */
const from = (client: string) => (request: Request) => {
  setClientAddress(request, client)
  return ctx.service.fetch(request)
}

/** Registers a signature of `token` by `phrase`'s wallet (row 25) from `client`: the status and the error, if any. */
async function register(client: string, phrase: string, token: string, tamper: Record<string, string> = {}) {
  const signer = wallet(phrase)
  const query = new URLSearchParams({ UserETHAddress: signer.address, token, signature: await signer.account.signMessage({ message: token }), ...tamper })
  const response = await from(client)(new Request(`${BASE_URL}/api/token?${query}`))
  const body = (await response.json()) as { error?: { code: string; message: string } }
  return { status: response.status, error: body.error, retryAfter: response.headers.get('retry-after') }
}

describe('registrations (row 25)', () => {
  it('are counted per address that signed, whatever client sends them, and the budget refills with time', async () => {
    expect((await register('10.0.0.1', 'alice', 'one')).status).toBe(200)
    expect((await register('10.0.0.2', 'alice', 'two')).status).toBe(200)
    const refused = await register('10.0.0.3', 'alice', 'three')
    expect(refused).toMatchObject({ status: 429, error: { code: 'rate-limited', message: `too many registrations of ${wallet('alice').address}: at most 2 a minute, try again in 30 s` }, retryAfter: '30' })
    // That client's own budget was not the one that ran out: another wallet signs in from it.
    expect((await register('10.0.0.3', 'bob', 'one')).status).toBe(200)
    ctx.setNow('2026-03-01T12:00:30.000Z')
    expect((await register('10.0.0.4', 'alice', 'four')).status).toBe(200)
  })

  it('are counted per client address before the signature is checked', async () => {
    expect((await register('10.0.0.1', 'alice', 'one')).status).toBe(200)
    expect((await register('10.0.0.1', 'bob', 'one')).status).toBe(200)
    expect(await register('10.0.0.1', 'carol', 'one')).toMatchObject({ status: 429, error: { message: expect.stringContaining('too many registrations from this address') } })
    expect((await register('10.0.0.2', 'carol', 'one')).status).toBe(200)
  })

  it("spend nothing of an address's budget when the signature is not the address's", async () => {
    const other = wallet('mallory')
    // Signatures by another key, claimed for alice, from three clients: refused as signatures, never as too many.
    for (const client of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const forgedOne = await other.account.signMessage({ message: 'one' })
      expect((await register(client, 'alice', 'one', { signature: forgedOne })).status).toBe(401)
    }
    expect((await register('10.0.0.4', 'alice', 'one')).status).toBe(200)
    expect((await register('10.0.0.5', 'alice', 'two')).status).toBe(200)
  })

  it('refuse a malformed request with 400 before it spends anything', async () => {
    const malformed: Record<string, string>[] = [{ UserETHAddress: '0x1234' }, { signature: '0xabc' }, { signature: 'not hex' }, { token: '' }]
    for (const tamper of malformed) expect((await register('10.0.0.1', 'alice', 'one', tamper)).status).toBe(400)
    const missing = await from('10.0.0.1')(new Request(`${BASE_URL}/api/token?UserETHAddress=${wallet('alice').address}`))
    expect(missing.status).toBe(400)
    expect((await register('10.0.0.1', 'alice', 'one')).status).toBe(200)
    expect((await register('10.0.0.1', 'alice', 'two')).status).toBe(200)
  })
})

describe('writes per caller', () => {
  it('refuses the write past the budget with 429 and Retry-After, changing nothing; other callers still write', async () => {
    for (let i = 0; i < 3; i++) expect((await ctx.raw('POST', xp, { as: 'admin', body: { count: 1 } })).status).toBe(200)
    const refused = await ctx.raw('POST', xp, { as: 'admin', body: { count: 1 } })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('20')
    expect(refused.body.error).toEqual({ code: 'rate-limited', message: 'too many writes by this caller: at most 3 a minute, try again in 20 s' })
    const before = await ctx.service.snapshot()
    await expect(ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 1 })).rejects.toMatchObject({ status: 429, code: 'rate-limited' })
    expect(await ctx.service.snapshot()).toEqual(before)
    expect((await ctx.raw('POST', xp, { as: 'owner', body: { count: 1 } })).status).toBe(200)
    // Reads are not writes.
    expect((await ctx.raw('GET', `/api/entities/${entityId}/users/${member}/metrics`, { as: 'admin' })).status).toBe(200)
    ctx.setNow('2026-03-01T12:00:20.000Z')
    expect((await ctx.raw('POST', xp, { as: 'admin', body: { count: 1 } })).status).toBe(200)
  })

  it('counts an API key on its own budget', async () => {
    const { key } = (await ctx.client('owner').createApiKey({ entityId, name: 'bot' })).data!
    const bot = createEngagementClient({ baseUrl: BASE_URL, fetch: ctx.service.fetch, apiKey: key, retry: false })
    for (let i = 0; i < 3; i++) await bot.incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 1 })
    const error = await bot.incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 1 }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 429, code: 'rate-limited' })
    // The owner, who made the key (one write), has budget left.
    expect((await ctx.raw('POST', xp, { as: 'owner', body: { count: 1 } })).status).toBe(200)
  })
})

describe('failed authentications per client address', () => {
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

  it('answers 401 up to the budget, then 429 to every request with a key or session from that client, even a good one', async () => {
    const { key } = (await ctx.client('owner').createApiKey({ entityId, name: 'bot' })).data!
    for (let i = 0; i < 5; i++) {
      const wrong = await ctx.raw('POST', xp, { body: { count: 1 }, headers: bearer(`ek_wrong${i}`) })
      expect(wrong.status).toBe(401)
    }
    const sixth = await ctx.raw('POST', xp, { body: { count: 1 }, headers: bearer('ek_wrong6') })
    expect(sixth.status).toBe(429)
    expect(sixth.body.error.message).toBe('too many failed authentications from this address: at most 5 a minute, try again in 12 s')
    expect(sixth.headers.get('retry-after')).toBe('12')
    expect((await ctx.raw('POST', xp, { body: { count: 1 }, headers: bearer(key) })).status).toBe(429)
    expect((await ctx.raw('GET', `/api/entities/${entityId}/users/${member}/metrics`, { as: 'admin' })).status).toBe(429)
    // What needs no session still answers.
    expect((await ctx.raw('GET', `/api/entities/${entityId}`)).status).toBe(200)
    ctx.setNow('2026-03-01T12:00:12.000Z')
    expect((await ctx.raw('POST', xp, { body: { count: 1 }, headers: bearer(key) })).status).toBe(200)
  })

  it('counts wrong session signatures, per client address', async () => {
    const reader = (client: string) => createEngagementClient({ baseUrl: BASE_URL, fetch: from(client), session: forged('member'), retry: false })
    for (let i = 0; i < 5; i++) await expectRefusal(reader('10.0.0.9').getUserMetrics({ entityId, userAddress: member }), 401)
    await expect(reader('10.0.0.9').getUserMetrics({ entityId, userAddress: member })).rejects.toMatchObject({ status: 429 })
    await expectRefusal(reader('10.0.0.10').getUserMetrics({ entityId, userAddress: member }), 401)
  })

  it('does not count a refusal that is not about the key or session (403, 404)', async () => {
    for (let i = 0; i < 6; i++) expect((await ctx.raw('GET', `/api/entities/nowhere-${i}/users/${member}/metrics`, { as: 'member' })).status).toBe(404)
    expect((await ctx.raw('GET', `/api/entities/${entityId}/users/${member}/metrics`, { as: 'member' })).status).toBe(200)
  })
})
