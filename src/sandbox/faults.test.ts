import { describe, expect, it } from 'vitest'
import { createEngagementClient } from '../core/createEngagementClient.js'
import { createSandbox, type SandboxOptions } from './createSandbox.js'
import { faultPresets } from './faultPresets.js'
import { demo } from '../service/seed/demo.js'
import { send } from '../../test/sandbox/sandboxTestKit.js'

const entityPath = `/api/entities/${demo.entityId}`
const statuses = async (options: SandboxOptions['faults'], count = 40) => {
  const sandbox = createSandbox({ faults: options })
  const seen: number[] = []
  for (let i = 0; i < count; i++) seen.push((await send(sandbox, 'GET', entityPath)).status)
  return seen
}

describe('fault injection', () => {
  it('answers a share of requests with the fixed status, the same ones for the same seed', async () => {
    const first = await statuses({ errorRate: 0.5, status: 502, seed: 7 })
    expect(new Set(first)).toEqual(new Set([200, 502]))
    expect(await statuses({ errorRate: 0.5, status: 502, seed: 7 })).toEqual(first)
    expect(await statuses({ errorRate: 0.5, status: 502, seed: 8 })).not.toEqual(first)
    expect(await statuses({ errorRate: 1 }, 3)).toEqual([503, 503, 503])
    expect(await statuses({}, 3)).toEqual([200, 200, 200])
  })

  it('injects errors per route, and a refused write changes nothing', async () => {
    const sandbox = createSandbox({ faults: { errorRate: { 'POST /api/entities/:entityId/force-add': 1 }, status: 500 } })
    expect((await send(sandbox, 'GET', entityPath)).status).toBe(200)
    const refused = await send(sandbox, 'POST', `${entityPath}/force-add`, { body: { addresses: [demo.accounts.member.address], Chain: 'x' } })
    expect(refused.status).toBe(500)
    expect(refused.body).toEqual({ success: false, error: { code: 'internal-error', message: 'fault injected by the sandbox (HTTP 500)' } })
  })

  it('adds latency and drops connections, which the client sees as network failures', async () => {
    const slow = createSandbox({ faults: { latencyMs: 80 } })
    const started = performance.now()
    await send(slow, 'GET', entityPath)
    expect(performance.now() - started).toBeGreaterThanOrEqual(75)
    const dropping = createSandbox({ faults: { dropRate: 1 } })
    await expect(dropping.fetch(new Request(`http://sandbox.local${entityPath}`))).rejects.toThrow(TypeError)
    const client = createEngagementClient({ baseUrl: 'http://sandbox.local', fetch: dropping.fetch, retry: false })
    await expect(client.getEntity({ entityId: demo.entityId })).rejects.toMatchObject({ kind: 'network' })
  })

  it('refuses options it cannot apply', () => {
    expect(() => createSandbox({ faults: { errorRate: 2 } })).toThrow(TypeError)
    expect(() => createSandbox({ faults: { latencyMs: [-1, 5] } })).toThrow(TypeError)
    expect(() => createSandbox({ faults: { status: 299 as never } })).toThrow(TypeError)
  })

  it('switches on, to other settings and off while running, in process and over its control path', async () => {
    const sandbox = createSandbox()
    expect((await send(sandbox, 'GET', entityPath)).status).toBe(200)
    sandbox.setFaults(faultPresets.down)
    expect((await send(sandbox, 'GET', entityPath)).status).toBe(503)
    sandbox.setFaults()
    expect((await send(sandbox, 'GET', entityPath)).status).toBe(200)

    // What the playground does: reads and switches the faults of a sandbox it reaches over HTTP.
    const switched = await send(sandbox, 'POST', '/_sandbox/faults', { body: { errorRate: 1, status: 502 } })
    expect(switched).toMatchObject({ status: 200, body: { success: true, data: { errorRate: 1, status: 502 } } })
    expect((await send(sandbox, 'GET', entityPath)).status).toBe(502)
    // The control path itself never meets a fault, so the faults can always be switched off again.
    expect((await send(sandbox, 'GET', '/_sandbox/faults')).body).toEqual({ success: true, data: { errorRate: 1, status: 502 } })
    expect((await send(sandbox, 'POST', '/_sandbox/faults', { body: {} })).body).toEqual({ success: true, data: null })
    expect((await send(sandbox, 'GET', entityPath)).status).toBe(200)
  })

  it('refuses faults it cannot apply when switching, and keeps the ones it had', async () => {
    const sandbox = createSandbox({ faults: faultPresets.flaky })
    expect(() => sandbox.setFaults({ dropRate: -1 })).toThrow(TypeError)
    const refused = await send(sandbox, 'POST', '/_sandbox/faults', { body: { errorRate: 'half' } })
    expect(refused).toMatchObject({ status: 400, body: { success: false, error: { code: 'invalid-input', message: 'faults: rates must be numbers from 0 to 1' } } })
    expect((await send(sandbox, 'GET', '/_sandbox/faults')).body).toEqual({ success: true, data: faultPresets.flaky })
    expect((await send(sandbox, 'PUT', '/_sandbox/faults')).status).toBe(405)
  })

  it('each preset does what its name says', async () => {
    expect(await statuses(faultPresets.down, 3)).toEqual([503, 503, 503])
    const flaky = await statuses(faultPresets.flaky, 60)
    expect(new Set(flaky)).toEqual(new Set([200, 503]))
    const unreachable = createSandbox({ faults: faultPresets.unreachable })
    await expect(unreachable.fetch(new Request(`http://sandbox.local${entityPath}`))).rejects.toThrow(TypeError)
  })
})
