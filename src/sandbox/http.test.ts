import { describe, expect, it } from 'vitest'
import { createSandbox } from './createSandbox.js'
import { demo } from '../service/seed/demo.js'
import { send, signedInDemo } from '../../test/sandbox/sandboxTestKit.js'

const entityPath = `/api/entities/${demo.entityId}`

describe('CORS', () => {
  it('answers a preflight with 204 and the allowed methods and headers', async () => {
    const sandbox = createSandbox()
    const response = await sandbox.fetch(
      new Request(`http://localhost:4010${entityPath}/update`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:6006', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-trace' },
      }),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:6006')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, x-trace')
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0)
  })

  it('puts the headers on every answer, errors included', async () => {
    const sandbox = createSandbox()
    const headers = { origin: 'https://app.example' }
    expect((await send(sandbox, 'GET', entityPath, { headers })).headers.get('access-control-allow-origin')).toBe('https://app.example')
    const refused = await send(sandbox, 'GET', `${entityPath}/themes`, { headers })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(refused.headers.get('content-type')).toContain('application/json')
    expect((await send(sandbox, 'GET', entityPath)).headers.get('access-control-allow-origin')).toBe('*')
  })

  it('refuses an origin not on the list (403, no Allow-Origin) on every method, preflights included', async () => {
    const sandbox = createSandbox({ allowedOrigins: ['https://app.example'] })
    const preflight = await sandbox.fetch(new Request(`http://sandbox.local${entityPath}`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }))
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const read = await send(sandbox, 'GET', entityPath, { headers: { origin: 'https://evil.example' } })
    expect(read.status).toBe(403)
    expect(read.body.error.code).toBe('forbidden')
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    expect((await send(sandbox, 'GET', entityPath, { headers: { origin: 'https://app.example' } })).headers.get('access-control-allow-origin')).toBe('https://app.example')
    // Requests without an Origin (curl, servers, tests) are not browsers' and are served.
    expect((await send(sandbox, 'GET', entityPath)).status).toBe(200)
  })
})

describe('origins', () => {
  it('with a list, takes request bodies only as JSON, so a form or text/plain POST from a page is refused (415)', async () => {
    const { sandbox, admin } = await signedInDemo({ allowedOrigins: ['https://app.example'] })
    const path = `${entityPath}/users/${demo.accounts.member.address}/metrics/xp`
    const before = sandbox.snapshot()
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const reply = await send(sandbox, 'POST', path, { session: admin, body: { count: 1 }, headers: { origin: 'https://app.example', 'content-type': type } })
      expect(reply.status, type).toBe(415)
      expect(reply.body.error.code).toBe('unsupported-media-type')
    }
    // A text/plain POST from another origin is refused for its origin before anything else.
    const foreign = await send(sandbox, 'POST', path, { session: admin, body: { count: 1 }, headers: { origin: 'https://evil.example', 'content-type': 'text/plain' } })
    expect(foreign.status).toBe(403)
    expect(sandbox.snapshot()).toEqual(before)
    const json = await send(sandbox, 'POST', path, { session: admin, body: { count: 1 }, headers: { origin: 'https://app.example', 'content-type': 'application/json; charset=utf-8' } })
    expect(json.status).toBe(200)
  })
})

describe('HEAD', () => {
  it('answers where GET does, with the same status and headers and no body', async () => {
    const { sandbox, member } = await signedInDemo()
    for (const [path, session] of [[entityPath, undefined], [`${entityPath}/metrics`, member], ['/api/entities/nope', undefined], ['/ipfs/bafybeigdyrztexample', undefined]] as const) {
      const url = new URL(path, 'http://sandbox.local')
      if (session) url.search = new URLSearchParams({ address: session.address, signature: session.signature }).toString()
      const get = await sandbox.fetch(new Request(url))
      const head = await sandbox.fetch(new Request(url, { method: 'HEAD' }))
      expect(head.status, path).toBe(get.status)
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
      expect(await head.text()).toBe('')
    }
  })
})

describe('routing', () => {
  it('answers 405 for a known path with the wrong method, 404 for an unknown one', async () => {
    const { sandbox, member } = await signedInDemo()
    const wrong = await send(sandbox, 'POST', entityPath, { session: member, body: {} })
    expect(wrong.status).toBe(405)
    expect(wrong.body.error.code).toBe('method-not-allowed')
    expect((await send(sandbox, 'GET', `${entityPath}/themes/default`, { session: member })).status).toBe(405)
    expect((await send(sandbox, 'GET', `/api/${member.address}`, { session: member })).status).toBe(405)
    expect((await send(sandbox, 'POST', '/api/not-an-address', { session: member, body: {} })).status).toBe(404)
    expect((await send(sandbox, 'GET', '/health')).status).toBe(404)
  })

  it('decodes path segments and ignores the origin', async () => {
    const sandbox = createSandbox()
    const entity = sandbox.state.entities[demo.entityId]!
    sandbox.state.entities['guild one/two'] = { ...structuredClone(entity), entity: { ...structuredClone(entity.entity), id: 'guild one/two' } }
    const response = await sandbox.fetch(new Request('https://elsewhere.example:8443/api/entities/guild%20one%2Ftwo'))
    expect((await response.json()).data.id).toBe('guild one/two')
  })

  it('runs requests one at a time, so concurrent increments all count', async () => {
    const { sandbox, admin } = await signedInDemo()
    const path = `${entityPath}/users/${demo.accounts.member.address}/metrics/xp`
    const replies = await Promise.all(Array.from({ length: 20 }, () => send(sandbox, 'POST', path, { session: admin, body: { count: 1 } })))
    expect(replies.map((reply) => reply.body.data.counter).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 341 + i))
  })
})
