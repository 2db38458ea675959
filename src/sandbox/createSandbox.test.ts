import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { createSandbox } from './createSandbox.js'
import { demo } from '../service/seed/demo.js'
import { send, signedInDemo } from '../../test/sandbox/sandboxTestKit.js'
import type { Snapshot } from '../service/state.js'

const member = demo.accounts.member.address
const xpPath = `/api/entities/${demo.entityId}/users/${member}/metrics/xp`

describe('createSandbox', () => {
  it('starts from deterministic demo data', () => {
    // One clock for both: the demo's recent increments end at its now.
    const now = () => new Date('2026-11-20T10:00:30.000Z')
    expect(createSandbox({ now }).snapshot()).toEqual(createSandbox({ seed: 'demo', now }).snapshot())
    const state = createSandbox().state
    expect(Object.keys(state.entities)).toEqual([demo.entityId, 'nebula-dao'])
    expect(state.entities[demo.entityId]?.members).toHaveLength(9)
    expect(Object.values(state.users).every((user) => user.sessions === undefined)).toBe(true)
  })

  it('starts empty when told, with only the default skills', () => {
    const state = createSandbox({ seed: 'empty' }).state
    expect(state.entities).toEqual({})
    expect(state.users).toEqual({})
    expect(state.defaultSkills.length).toBeGreaterThan(0)
  })

  it('restores a snapshot exactly, signatures included', async () => {
    const { sandbox, admin, member: session } = await signedInDemo()
    await send(sandbox, 'POST', xpPath, { session: admin, body: { count: 60 } })
    await send(sandbox, 'POST', `/api/entities/${demo.entityId}/themes`, {
      session: admin,
      body: { level: '2', title: 'Dawn', price: '0', backgroundImageIPFS: 'ipfs://bafybeia', horizontalLogoImageIPFS: 'ipfs://bafybeib', squareLogoImageIPFS: 'ipfs://bafybeic', backgroundColor: '#000' },
    })
    const snapshot = sandbox.snapshot()
    const restored = createSandbox({ seed: JSON.parse(JSON.stringify(snapshot)) as Snapshot })
    expect(restored.snapshot()).toEqual(snapshot)
    expect(restored.state).not.toBe(sandbox.state)
    const counters = await send(restored, 'GET', `/api/entities/${demo.entityId}/users/${member}/metrics`, { session })
    expect(counters.body.data).toContainEqual({ metric: 'xp', counter: 400 })
    // New ids continue from the restored sequence rather than repeating one.
    const skill = await send(restored, 'POST', '/api/skills', { session: admin, body: { name: 'Zig', description: '', entityID: demo.entityId } })
    expect(skill.body.data.id).toBe('skill_102')
  })

  it('hands out copies: changing a snapshot changes nothing', () => {
    const sandbox = createSandbox()
    const snapshot = sandbox.snapshot()
    snapshot.entities[demo.entityId]!.entity.name = 'Changed'
    expect(sandbox.state.entities[demo.entityId]?.entity.name).toBe('Aurora Builders Guild')
  })

  it('refuses something that is not a snapshot', () => {
    expect(() => createSandbox({ seed: { version: 2 } as unknown as Snapshot })).toThrow(TypeError)
    const broken = createSandbox().snapshot() as unknown as { entities: Record<string, { metrics: unknown }> }
    broken.entities[demo.entityId]!.metrics = 'none'
    expect(() => createSandbox({ seed: broken as unknown as Snapshot })).toThrow(/entities\.aurora-guild\.metrics/)
  })

  it('resets to the seed, keeping the same state object', async () => {
    // One clock for both: the demo's recent increments end at its now, and a slow run may cross a minute.
    const now = () => new Date('2026-11-20T10:00:30.000Z')
    const { sandbox, admin } = await signedInDemo({ now })
    const state = sandbox.state
    await send(sandbox, 'POST', xpPath, { session: admin, body: { count: 1 } })
    sandbox.reset()
    expect(sandbox.state).toBe(state)
    expect(sandbox.snapshot()).toEqual(createSandbox({ now }).snapshot())
    sandbox.reset('empty')
    expect(state.entities).toEqual({})
  })

  it('works detached: fetch is bound', async () => {
    const { fetch } = createSandbox()
    const response = await fetch(new Request(`https://anywhere.example/api/entities/${demo.entityId}`))
    expect(response.status).toBe(200)
  })
})

describe('onChange', () => {
  it('is told after successful writes only, with a snapshot', async () => {
    const changes: Snapshot[] = []
    const { sandbox, admin, member: session } = await signedInDemo({ onChange: (snapshot) => changes.push(snapshot) })
    expect(changes).toHaveLength(3)
    changes.length = 0
    await send(sandbox, 'GET', `/api/entities/${demo.entityId}/metrics`, { session })
    await send(sandbox, 'POST', xpPath, { session, body: { count: 1 } })
    await send(sandbox, 'POST', xpPath, { session: admin, body: { count: 'x' } })
    await send(sandbox, 'POST', xpPath, { session: admin, body: { count: 1 } })
    expect(changes).toHaveLength(1)
    expect(changes[0]?.entities[demo.entityId]?.counters[member]?.['aurora-xp']).toBe(341)
    expect(changes[0]).not.toBe(sandbox.state)
  })
})

describe('unexpected failures', () => {
  it('answers 500 without details and rolls back what the request changed', async () => {
    const { sandbox, admin } = await signedInDemo()
    const entity = sandbox.state.entities[demo.entityId]!
    const newcomer = getAddress('0x00000000000000000000000000000000000000bb')
    // A frozen counter table makes the increment throw after the newcomer has joined.
    entity.counters[newcomer] = Object.freeze({})
    const before = sandbox.snapshot()
    const reply = await send(sandbox, 'POST', `/api/entities/${demo.entityId}/users/${newcomer.toLowerCase()}/metrics/xp`, { session: admin, body: { count: 1 } })
    expect(reply.status).toBe(500)
    expect(reply.body).toEqual({ success: false, error: { code: 'internal-error', message: 'the service failed to handle this request' } })
    expect(sandbox.snapshot()).toEqual(before)
    expect((await send(sandbox, 'GET', `/api/entities/${demo.entityId}`)).status).toBe(200)
  })
})
