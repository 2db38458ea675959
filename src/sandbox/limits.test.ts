import { getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSandbox } from './createSandbox.js'
import { demo } from '../service/seed/demo.js'
import { maxJsonDepth, maxListLength, maxStringLength } from '../http/jsonLimits.js'
import { send, signedInDemo } from '../../test/sandbox/sandboxTestKit.js'

const entity = `/api/entities/${demo.entityId}`
const member = demo.accounts.member.address
const xpPath = `${entity}/users/${member}/metrics/xp`
const entityUpdate = {
  name: 'Aurora Builders Guild',
  description: '',
  ownerAddresses: [demo.accounts.owner.address],
  twitter: '',
  discord: '',
  website: '',
  imageUrl: '',
}
const address = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : [nested(depth - 1)])

describe('counters stay finite', () => {
  it('refuses a count that would take a counter past 2^53 − 1 (400, nothing changes), and what it accepts reloads', async () => {
    const { sandbox, admin } = await signedInDemo()
    const before = sandbox.snapshot()
    for (const count of ['1e308', 1e308, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER - 341]) {
      const reply = await send(sandbox, 'POST', xpPath, { session: admin, body: { count } })
      expect(reply.status).toBe(400)
      expect(reply.body.error.message).toMatch(/beyond ±9007199254740991/)
    }
    const many = await send(sandbox, 'POST', `${entity}/users/${member}/metrics`, { session: admin, body: { metrics: ['xp', 'reviews'], counts: [1, 1e300] } })
    expect(many.status).toBe(400)
    expect(sandbox.snapshot()).toEqual(before)
    // The largest counter there is: accepted, and the state still loads.
    const top = await send(sandbox, 'POST', xpPath, { session: admin, body: { count: Number.MAX_SAFE_INTEGER - 340 } })
    expect(top.body.data.counter).toBe(Number.MAX_SAFE_INTEGER)
    expect(createSandbox({ seed: sandbox.snapshot() }).state.entities[demo.entityId]?.counters[member]?.['aurora-xp']).toBe(Number.MAX_SAFE_INTEGER)
  })
})

describe('body limits', () => {
  it(`refuses bodies nested deeper than ${maxJsonDepth} levels, strings over ${maxStringLength} characters and lists over ${maxListLength} items`, async () => {
    const { sandbox, owner } = await signedInDemo()
    const before = sandbox.snapshot()
    const update = (body: object) => send(sandbox, 'POST', `${entity}/update`, { session: owner, body: { ...entityUpdate, ...body } })
    const deep = await update({ contracts: [nested(2000)] })
    expect(deep.status).toBe(400)
    expect(deep.body.error.message).toMatch(/nests deeper than 32 levels/)
    expect((await update({ name: 'x'.repeat(maxStringLength + 1) })).body.error.message).toBe(`name must be at most ${maxStringLength} characters long`)
    expect((await update({ contracts: Array.from({ length: maxListLength + 1 }, () => 0) })).body.error.message).toBe(`contracts must have at most ${maxListLength} items`)
    expect(sandbox.snapshot()).toEqual(before)
  })

  it('accepts the largest values and a snapshot of them loads again', async () => {
    const { sandbox, owner } = await signedInDemo()
    // The body object is level 1, `contracts` level 2: 30 more levels of lists reach the limit exactly.
    const reply = await send(sandbox, 'POST', `${entity}/update`, {
      session: owner,
      body: { ...entityUpdate, name: 'n'.repeat(maxStringLength), contracts: [nested(maxJsonDepth - 3)] },
    })
    expect(reply.status).toBe(200)
    const restored = createSandbox({ seed: JSON.parse(JSON.stringify(sandbox.snapshot())) })
    expect(restored.snapshot()).toEqual(sandbox.snapshot())
  })

  it('survives random bodies: every answer is 200 or a 4xx, and the state always loads again (fuzz, seeded)', async () => {
    const { sandbox, owner, admin } = await signedInDemo()
    let seed = 12345
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const keys = ['count', 'name', 'contracts', 'level', 'xp', 'price', 'constructor', '__proto__']
    // Mostly one child per list or object, so bodies reach past the depth limit without growing huge.
    const value = (depth: number): unknown => {
      const pick = random()
      if (depth > 40 || pick < 0.2) return ['', 'x'.repeat(Math.floor(random() * 12_000)), 1e308, -0, 2 ** 53, null, true, '1e308', 'NaN'][Math.floor(random() * 9)]
      const children = random() < 0.8 ? 1 : 2
      if (pick < 0.6) return Array.from({ length: children }, () => value(depth + 1 + Math.floor(random() * 4)))
      return Object.fromEntries(Array.from({ length: children }, () => [keys[Math.floor(random() * keys.length)]!, value(depth + 1)]))
    }
    const paths = [xpPath, `${entity}/update`, `${entity}/levels`, `${entity}/themes`, `${entity}/force-add`, `${entity}/levels/2/update`, `/api/users/${member}`]
    for (let i = 0; i < 150; i++) {
      const path = paths[i % paths.length]!
      const body = random() < 0.5 ? { ...entityUpdate, count: 1, contracts: [value(2)], name: value(2) } : value(0)
      const reply = await send(sandbox, 'POST', path, { session: path.endsWith('/update') && !path.includes('levels') ? owner : admin, body: JSON.stringify(body) ?? '' })
      expect([200, 400, 403, 404, 409]).toContain(reply.status)
    }
    expect(() => createSandbox({ seed: JSON.parse(JSON.stringify(sandbox.snapshot())) })).not.toThrow()
  })
})

describe('list caps', () => {
  it('caps force-add per request and members per entity (configurable); a refused request adds no one', async () => {
    const { sandbox, admin } = await signedInDemo({ limits: { maxForceAdd: 5, maxMembersPerEntity: 12 } })
    const forceAdd = (addresses: string[]) => send(sandbox, 'POST', `${entity}/force-add`, { session: admin, body: { addresses, Chain: 'ethereum' } })
    const tooMany = await forceAdd([1, 2, 3, 4, 5, 6].map(address))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error.message).toBe('addresses must have at most 5 items')
    // The demo entity has nine members: three more fit, a fourth does not.
    expect((await forceAdd([1, 2, 3, 4].map(address))).status).toBe(409)
    expect(sandbox.state.entities[demo.entityId]?.members).toHaveLength(9)
    expect((await forceAdd([1, 2, 3].map(address))).body.data).toHaveLength(3)
    const full = await send(sandbox, 'POST', `${entity}/users/${address(99)}/metrics/xp`, { session: admin, body: { count: 1 } })
    expect(full.status).toBe(409)
    expect(full.body.error.message).toMatch(/more than 12 members/)
    // Members already in still count.
    expect((await send(sandbox, 'POST', xpPath, { session: admin, body: { count: 1 } })).status).toBe(200)
  })

  it('rate-limits registrations (row 25) per client address, with Retry-After; off by option', async () => {
    const { sandbox } = await signedInDemo({ limits: { registrationsPerMinute: 4 } })
    const { createSandboxSession } = await import('./createSandboxSession.js')
    // Three registrations were made by signedInDemo; the fourth fits, the fifth does not.
    await createSandboxSession(sandbox, demo.accounts.member.privateKey)
    const account = privateKeyToAccount(demo.accounts.member.privateKey)
    const token = 'one more'
    const query = new URLSearchParams({ UserETHAddress: account.address, token, signature: await account.signMessage({ message: token }) })
    const refused = await send(sandbox, 'GET', `/api/token?${query}`)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatchObject({ code: 'rate-limited', message: expect.stringContaining('too many registrations') })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const unlimited = createSandbox({ limits: { registrationsPerMinute: false } })
    for (let i = 0; i < 70; i++) await createSandboxSession(unlimited, demo.accounts.member.privateKey)
    expect(Object.keys(unlimited.state.users[member]?.sessions ?? {}).length).toBe(70)
  })
})

describe('formats', () => {
  it('takes a theme level as a whole number, a price as a decimal amount, and endsAt as an ISO date', async () => {
    const { sandbox, admin } = await signedInDemo()
    const theme = { title: 'T', backgroundImageIPFS: 'ipfs://bafybeia', horizontalLogoImageIPFS: 'ipfs://bafybeib', squareLogoImageIPFS: 'ipfs://bafybeic', backgroundColor: '#000' }
    const create = (level: unknown, price: unknown) => send(sandbox, 'POST', `${entity}/themes`, { session: admin, body: { ...theme, level, price } })
    expect((await create('NaN', '0')).body.error.message).toMatch(/^level must be a whole number/)
    expect((await create('2.5', '0')).status).toBe(400)
    expect((await create('2', 'x'.repeat(100_000))).status).toBe(400)
    expect((await create('2', '-1')).body.error.message).toMatch(/^price must be a decimal amount/)
    expect((await create(2, '0.05')).status).toBe(200)
    const requirements = (endsAt: string) =>
      send(sandbox, 'POST', `${entity}/levels/2/update`, { session: admin, body: { name: 'Two', description: '', skillIds: [], scores: [], endsAt, XP: 10 } })
    expect((await requirements('-5')).body.error.message).toMatch(/^endsAt must be an ISO 8601 date/)
    expect((await requirements('March 3')).status).toBe(400)
    expect((await requirements('2026-12-31T23:59:59Z')).status).toBe(200)
    expect((await requirements('')).status).toBe(200)
  })
})

describe('ids that are Object.prototype keys', () => {
  it('are ids like any other: not found (404), with or without a session', async () => {
    const { sandbox, admin } = await signedInDemo()
    for (const id of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      const path = `/api/entities/${id}`
      expect((await send(sandbox, 'GET', path)).status, id).toBe(404)
      for (const [method, suffix] of [['GET', '/metrics'], ['GET', '/users'], ['GET', '/levels'], ['POST', '/force-add'], ['GET', '/mynfts']] as const) {
        const reply = await send(sandbox, method, `${path}${suffix}`, { session: admin, body: method === 'POST' ? { addresses: [member], Chain: 'ethereum' } : undefined })
        expect(reply.status, `${method} ${path}${suffix}`).toBe(404)
      }
      expect((await send(sandbox, 'GET', `/api/skills?entityID=${id}`, { session: admin })).status).toBe(404)
    }
  })
})
