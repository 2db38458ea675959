import { afterEach, describe, expect, it } from 'vitest'
import { demo } from '../../service/seed/demo.js'
import { serviceRoutes as allRoutes } from '../../http/serviceRoutes.js'
import type { SandboxIndex, SandboxIndexLink } from './sandboxIndex.js'
import { serveSandbox, type SandboxServer } from './serve.js'

const open: SandboxServer[] = []
const serve = async (links: SandboxIndexLink[] = []) => {
  const server = await serveSandbox({ port: 0, host: '127.0.0.1', onError: () => undefined, links: () => links })
  open.push(server)
  return server
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()))
})

// What a browser sends when a person opens the URL.
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'

describe('the sandbox index at /', () => {
  it('answers a browser with an HTML page: links to the pages beside it, the demo accounts and every endpoint', async () => {
    const links: SandboxIndexLink[] = []
    const server = await serve(links)
    // Pages started after the sandbox (the playground needs its URL) still make it into the index.
    links.push({ title: 'Playground', url: 'http://127.0.0.1:5173/', description: 'every component against this sandbox' })
    const response = await fetch(`${server.url}/`, { headers: { accept: browserAccept } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<a href="http://127.0.0.1:5173/">Playground</a>: every component against this sandbox')
    for (const account of Object.values(demo.accounts)) expect(html).toContain(account.address)
    expect(html).not.toContain(demo.accounts.member.privateKey)
    for (const route of allRoutes) expect(html).toContain(route.path)
    expect(html).not.toMatch(/<script/i)
    // The one read a browser can open as it is links to a working URL.
    const example = html.match(/<a href="([^"]+)">\/api\/entities\/:entityId<\/a>/)?.[1]
    expect(example).toBe(`${server.url}/api/entities/${demo.entityId}`)
    expect((await fetch(example!)).status).toBe(200)
  })

  it('answers JSON to `accept: application/json` and to tools that accept anything', async () => {
    const server = await serve([{ title: 'Widget examples', url: 'http://127.0.0.1:8790/' }])
    for (const accept of ['application/json', '*/*']) {
      const response = await fetch(`${server.url}/`, { headers: { accept } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const index = (await response.json()) as SandboxIndex
      expect(index.baseUrl).toBe(server.url)
      expect(index.links).toEqual([{ title: 'Widget examples', url: 'http://127.0.0.1:8790/' }])
      expect(index.demo.entityId).toBe(demo.entityId)
      expect(index.demo.accounts).toEqual(Object.entries(demo.accounts).map(([role, { address }]) => ({ role, address })))
      expect(index.endpoints).toHaveLength(allRoutes.length)
      expect(index.endpoints).toContainEqual({ method: 'POST', path: '/api/entities/:entityId/users/:userAddress/metrics/:metric', session: 'required' })
      // Every read a signed-out visitor may make of the public demo community is a link to try.
      expect(index.endpoints.filter((endpoint) => endpoint.example).map((endpoint) => endpoint.path)).toEqual([
        '/api/entities/:entityId/metrics',
        '/api/entities/:entityId/users/:userAddress/metrics',
        '/api/entities/:entityId',
        '/api/entities/:entityId/users',
        '/api/entities/:entityId/levels',
        '/api/users/:userAddress',
        '/api/entities/:entityId/leaderboard',
        '/api/engagekit',
        '/api/entities/:entityId/achievements',
        '/api/entities/:entityId/users/:userAddress/achievements',
        '/api/entities/:entityId/users/:userAddress/streak',
      ])
      expect(index.endpoints.find((endpoint) => endpoint.path.endsWith('/leaderboard'))!.example).toBe(`${server.url}/api/entities/${demo.entityId}/leaderboard?metric=xp`)
    }
  })

  it('renders link titles as text and only links http(s) URLs', async () => {
    const server = await serve([
      { title: '<img src=x onerror=alert(1)>', url: 'http://127.0.0.1:5173/?a="b"' },
      { title: 'Not a link', url: 'javascript:alert(1)' },
    ])
    const html = await (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text()
    expect(html).toContain('<a href="http://127.0.0.1:5173/?a=&quot;b&quot;">&lt;img src=x onerror=alert(1)&gt;</a>')
    expect(html).toContain('<li>Not a link</li>')
    expect(html).not.toContain('javascript:')
  })

  it('leaves other paths and methods to the API', async () => {
    const server = await serve()
    const post = await fetch(`${server.url}/`, { method: 'POST', headers: { accept: 'text/html' } })
    expect(post.status).toBe(404)
    const head = await fetch(`${server.url}/`, { method: 'HEAD', headers: { accept: 'text/html' } })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await fetch(`${server.url}/api/nothing-here`)).status).toBe(404)
  })
})
