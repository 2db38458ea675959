import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { runServerCommand, startServerProcess, type ServerProcess } from './serverProcess.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-server-limits-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const xpPath = `/api/entities/${demo.entityId}/users/${demo.accounts.member.address}/metrics/xp`

/** A sign-in (row 25) of the demo member on `server`, sent with these headers: the status. */
async function signInWith(server: ServerProcess, headers: Record<string, string>): Promise<number> {
  const fetchWith = (request: Request) => {
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value)
    return fetch(request)
  }
  return createSandboxSession({ fetch: fetchWith }, demo.accounts.member.privateKey, { baseUrl: server.url }).then(
    () => 200,
    (error: Error) => Number(/HTTP (\d+)/.exec(error.message)?.[1]),
  )
}

describe('engagekit-server behind a proxy', () => {
  it('counts registrations per X-Forwarded-For client only when the connection comes from a trusted proxy', async () => {
    const args = ['--database', join(dir, 'proxy.db'), '--seed', 'demo', '--quiet', '--registrations-per-minute', '1']
    const direct = await startServerProcess(args)
    try {
      // Not trusted: the header is ignored, and both "clients" are the one connection address.
      expect(await signInWith(direct, { 'x-forwarded-for': '198.51.100.1' })).toBe(200)
      expect(await signInWith(direct, { 'x-forwarded-for': '198.51.100.2' })).toBe(429)
    } finally {
      await direct.stop()
    }
    const behind = await startServerProcess(['--database', join(dir, 'behind.db'), '--seed', 'demo', '--quiet', '--registrations-per-minute', '2', '--trust-proxy', 'loopback,10.0.0.0/8'])
    try {
      expect(await signInWith(behind, { 'x-forwarded-for': '198.51.100.1' })).toBe(200)
      expect(await signInWith(behind, { 'x-forwarded-for': '203.0.113.9, 198.51.100.2' })).toBe(200)
      // The signer's own budget (two a minute) is spent now, whoever sends the third.
      expect(await signInWith(behind, { forwarded: 'for=198.51.100.3' })).toBe(429)
    } finally {
      await behind.stop()
    }
  })

  it('refuses a --trust-proxy, a rate or a body budget it cannot read, with exit code 2', async () => {
    const bad = await runServerCommand(['--trust-proxy', '10.0.0.0/40'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("--trust-proxy: '10.0.0.0/40' is not an IP address, a CIDR range such as 10.0.0.0/8 or fd00::/8, or loopback")
    expect((await runServerCommand(['--writes-per-minute', 'many'])).stderr).toContain("--writes-per-minute must be a whole number (0 or off for no limit), got 'many'")
    expect((await runServerCommand(['--failed-auth-per-minute', '-1'])).code).toBe(2)
    expect((await runServerCommand(['--max-body-bytes-in-flight', '1000'])).stderr).toContain('--max-body-bytes-in-flight must be a whole number of bytes')
  })
})

describe('failed authentications, counted in the database', () => {
  it('answers the 31st wrong API key from one client with 429 and Retry-After, whichever process it reaches', async () => {
    const database = await newPostgresSchema()
    const args = ['--database', database, '--seed', 'demo', '--quiet']
    const [a, b] = await Promise.all([startServerProcess(args), startServerProcess(args)])
    try {
      const wrong = (server: ServerProcess, n: number) =>
        fetch(`${server.url}${xpPath}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ek_wrong_${n}` }, body: '{"count":1}' })
      for (let n = 0; n < 30; n++) expect((await wrong(n % 2 === 0 ? a : b, n)).status).toBe(401)
      for (const server of [a, b]) {
        const refused = await wrong(server, 31)
        expect(refused.status).toBe(429)
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
        expect((await refused.json()).error.message).toMatch(/^too many failed authentications from this address: at most 30 a minute, try again in \d+ s$/)
      }
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})

describe('a writer\'s budget, counted in the database', () => {
  it('lets exactly its writes a minute through when they arrive at once at two processes, and refuses the rest with 429', async () => {
    const database = await newPostgresSchema()
    const args = ['--database', database, '--seed', 'demo', '--quiet', '--writes-per-minute', '10']
    const [a, b] = await Promise.all([startServerProcess(args), startServerProcess(args)])
    try {
      const admin = await createSandboxSession({ fetch: (request: Request) => fetch(request) }, demo.accounts.admin.privateKey, { baseUrl: a.url })
      const headers = { 'content-type': 'application/json', 'x-engagekit-address': admin.address, 'x-engagekit-signature': admin.signature }
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, n) => fetch(`${(n % 2 === 0 ? a : b).url}${xpPath}`, { method: 'POST', headers, body: '{"count":1}' }).then((response) => response.status)),
      )
      expect(statuses.filter((status) => status === 200)).toHaveLength(10)
      expect(statuses.filter((status) => status === 429)).toHaveLength(20)
      const member = await fetch(`${a.url}/api/entities/${demo.entityId}/users/${demo.accounts.member.address}/metrics`).then((response) => response.json())
      expect(member.data.find((metric: { metric: string }) => metric.metric === 'xp').counter).toBe(340 + 10)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})

describe('browser origins', () => {
  it('allows only this machine’s pages by default, never Origin: null, and says how to allow others', async () => {
    const server = await startServerProcess(['--database', join(dir, 'origins.db'), '--quiet'])
    try {
      expect(server.lines[0]!['origins']).toBe('loopback only: allow others with --origins https://app.example.com,…')
      const from = (origin: string) => fetch(`${server.url}/api/engagekit`, { headers: { origin } })
      for (const origin of ['http://localhost:5173', 'https://127.0.0.1', 'http://[::1]:8080']) {
        const allowed = await from(origin)
        expect(allowed.status).toBe(200)
        expect(allowed.headers.get('access-control-allow-origin')).toBe(origin)
      }
      for (const origin of ['https://app.example.com', 'null', 'http://localhost.example.com']) expect((await from(origin)).status).toBe(403)
      // Without an Origin (curl, servers), as before.
      expect((await fetch(`${server.url}/api/engagekit`)).status).toBe(200)
    } finally {
      await server.stop()
    }
    const open = await startServerProcess(['--database', join(dir, 'origins.db'), '--quiet', '--origins', '*'])
    try {
      expect((await fetch(`${open.url}/api/engagekit`, { headers: { origin: 'https://app.example.com' } })).status).toBe(200)
    } finally {
      await open.stop()
    }
    const listed = await startServerProcess(['--database', join(dir, 'origins.db'), '--quiet', '--origins', 'https://app.example.com,null'])
    try {
      expect((await fetch(`${listed.url}/api/engagekit`, { headers: { origin: 'null' } })).status).toBe(200)
      expect((await fetch(`${listed.url}/api/engagekit`, { headers: { origin: 'http://localhost:5173' } })).status).toBe(403)
    } finally {
      await listed.stop()
    }
  })
})
