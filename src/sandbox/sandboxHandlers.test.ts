import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox } from './createSandbox.js'
import { createSandboxSession } from './createSandboxSession.js'
import { demo } from '../service/seed/demo.js'
import { sandboxHandlers } from './sandboxHandlers.js'

describe('sandboxHandlers', () => {
  const sandbox = createSandbox()
  const scoped = createSandbox()
  const server = setupServer(
    ...sandboxHandlers({ sandbox: scoped, baseUrl: 'https://engage.example/v1' }),
    ...sandboxHandlers({ sandbox }),
    http.all('*', () => HttpResponse.text('not the sandbox', { status: 418 })),
  )
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  it('answers a plain fetch to /api/ on any origin', async () => {
    const response = await fetch(`https://anything.example/api/entities/${demo.entityId}`)
    expect(response.status).toBe(200)
    expect((await response.json()).data.name).toBe('Aurora Builders Guild')
  })

  it('carries bodies and sessions through to the sandbox', async () => {
    const owner = await createSandboxSession({ fetch }, demo.accounts.owner.privateKey, { baseUrl: 'http://localhost:3000' })
    const query = new URLSearchParams({ address: owner.address, signature: owner.signature })
    const response = await fetch(`http://localhost:3000/api/entities/${demo.entityId}/users/${demo.accounts.member.address}/metrics/xp?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 10 }),
    })
    expect(await response.json()).toEqual({ success: true, data: { metric: 'xp', counter: 350, counters: [{ metric: 'xp', counter: 350 }], levelsReached: [], achievementsEarned: [] } })
    expect(sandbox.state.entities[demo.entityId]?.counters[demo.accounts.member.address]?.['aurora-xp']).toBe(350)
  })

  it('answers under a base URL only there, taking its path prefix off', async () => {
    const session = await createSandboxSession({ fetch }, demo.accounts.member.privateKey, { baseUrl: 'https://engage.example/v1' })
    expect(Object.keys(scoped.state.users[session.address]?.sessions ?? {})).toHaveLength(1)
    expect(Object.keys(sandbox.state.users[session.address]?.sessions ?? {})).toHaveLength(0)
  })

  it('leaves other paths to other handlers', async () => {
    expect((await fetch('https://anything.example/health')).status).toBe(418)
    expect((await fetch('https://anything.example/v2/api-docs')).status).toBe(418)
  })
})
