import { describe, expect, it } from 'vitest'
import { addressOf, entityId, forgedSignature, useContract, type Role } from './setup.js'

// The session in headers (x-engagekit-address, x-engagekit-signature), kept out of URLs: an engagekit extension,
// offered as the `header-session` feature.

const ctx = useContract()
const member = addressOf.member
const inHeaders = (role: Role, signature = ctx.sessions[role].signature) => ({ 'x-engagekit-address': ctx.sessions[role].address, 'x-engagekit-signature': signature })

describe('a session in headers', () => {
  it('is offered as the header-session feature', async () => {
    expect((await ctx.client(null).getServiceInfo()).features).toContain('header-session')
  })

  it('signs reads and writes like the query parameters do', async () => {
    const read = await ctx.raw('GET', `/api/entities/${entityId}/users/${member}/metrics`, { headers: inHeaders('member') })
    expect(read.status).toBe(200)
    expect(read.body.data).toContainEqual({ metric: 'xp', counter: 340 })
    const write = await ctx.raw('POST', `/api/entities/${entityId}/users/${member}/metrics/xp`, { body: { count: 5 }, headers: inHeaders('admin') })
    expect(write.status).toBe(200)
    expect(write.body.data).toMatchObject({ metric: 'xp', counter: 345 })
  })

  it('is refused like any session when the signature is not one the service knows, and changes nothing', async () => {
    const before = await ctx.service.snapshot()
    const write = await ctx.raw('POST', `/api/entities/${entityId}/users/${member}/metrics/xp`, { body: { count: 5 }, headers: inHeaders('admin', forgedSignature) })
    expect(write.status).toBe(401)
    expect(JSON.stringify(write.body)).not.toContain(forgedSignature)
    expect(await ctx.service.snapshot()).toEqual(before)
  })

  it('wins over query parameters in the same request', async () => {
    // The owner's session in the query, the member's in the headers: the member's is the one that counts.
    const reply = await ctx.raw('POST', `/api/entities/${entityId}/users/${member}/metrics/xp`, { as: 'owner', body: { count: 5 }, headers: inHeaders('member') })
    expect(reply.status).toBe(403)
  })
})
