import { connect, createServer, type Server, type Socket } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { sessionQuery, signIn, startServerProcess } from './serverProcess.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-ops-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** A TCP proxy to PostgreSQL that a test can cut, as a network failure or a stopped database would. */
async function proxyTo(port: number): Promise<{ port: number; cut(): Promise<void>; server: Server }> {
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1')
    sockets.add(client).add(upstream)
    client.pipe(upstream).pipe(client)
    const end = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    server,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

describe('GET /openapi.json and GET /docs', () => {
  it('describe the API the server answers, the session in headers included', async () => {
    const server = await startServerProcess(['--database', join(dir, 'openapi.db'), '--quiet'])
    try {
      const document = await fetch(`${server.url}/openapi.json`)
      expect(document.status).toBe(200)
      const described = (await document.json()) as { openapi: string; paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } }
      expect(described.openapi).toBe('3.1.0')
      expect(Object.keys(described.paths)).toContain('/api/entities/{entityId}/leaderboard')
      expect(described.components.securitySchemes).toHaveProperty('headerSignature', expect.objectContaining({ in: 'header', name: 'x-engagekit-signature' }))
      const docs = await fetch(`${server.url}/docs`)
      expect(docs.headers.get('content-type')).toMatch(/^text\/html/)
      expect(await docs.text()).toContain('Community Engagement Service')
    } finally {
      await server.stop()
    }
  })
})

describe('GET /healthz', () => {
  it('answers 200 while the database answers, and 503 once it does not', async () => {
    const database = new URL(await newPostgresSchema())
    const proxy = await proxyTo(Number(database.port || 5432))
    database.port = String(proxy.port)
    const server = await startServerProcess(['--database', database.toString(), '--quiet'])
    try {
      const healthy = await fetch(`${server.url}/healthz`)
      expect(healthy.status).toBe(200)
      expect(await healthy.json()).toEqual({ status: 'ok', database: 'postgres' })
      await proxy.cut()
      const down = await fetch(`${server.url}/healthz`)
      expect(down.status).toBe(503)
      expect(await down.json()).toEqual({ status: 'unavailable', database: 'postgres', message: 'the database does not answer' })
      // The API says the same without a stack trace or the driver's words.
      const api = await fetch(`${server.url}/api/entities/aurora-guild`)
      expect(api.status).toBe(500)
      expect(await api.json()).toEqual({ success: false, error: { code: 'internal-error', message: 'the service failed to handle this request' } })
    } finally {
      await server.stop()
    }
  })
})

describe('the request log', () => {
  it('writes one JSON line per request with method, path, status, duration and the id it sends back, never a signature', async () => {
    const server = await startServerProcess(['--database', join(dir, 'log.db'), '--seed', 'demo'])
    try {
      const admin = await signIn(server.url, demo.accounts.admin.privateKey)
      const reply = await fetch(`${server.url}/api/entities/${demo.entityId}/metrics?${sessionQuery(admin)}`)
      expect(reply.status).toBe(200)
      const id = reply.headers.get('x-request-id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      // A proxy's request id is kept, so one id follows a request through both.
      const traced = await fetch(`${server.url}/api/entities/${demo.entityId}`, { headers: { 'x-request-id': 'edge-7f3a' } })
      expect(traced.headers.get('x-request-id')).toBe('edge-7f3a')
      await server.stop()
      const requests = server.lines.filter((line) => line.message === 'request')
      expect(requests.find((line) => line['requestId'] === id)).toMatchObject({
        level: 'info',
        method: 'GET',
        path: `/api/entities/${demo.entityId}/metrics`,
        status: 200,
        durationMs: expect.any(Number),
      })
      expect(requests.find((line) => line['requestId'] === 'edge-7f3a')).toMatchObject({ path: `/api/entities/${demo.entityId}`, status: 200 })
      expect(requests.map((line) => line['path'])).toContain('/api/token')
      const everything = JSON.stringify(server.lines) + server.stderr()
      expect(everything).not.toContain(admin.signature.slice(2, 40))
    } finally {
      server.child.kill('SIGKILL')
    }
  })
})

describe('SIGTERM', () => {
  it('stops accepting connections, finishes the request in flight, closes the database and exits 0', async () => {
    const server = await startServerProcess(['--database', join(dir, 'stop.db'), '--seed', 'demo', '--quiet'])
    const admin = await signIn(server.url, demo.accounts.admin.privateKey)
    const { port } = new URL(server.url)
    // A write whose body is still on its way when the signal comes. `Expect: 100-continue` makes the server say when
    // it has the request's head and waits for its body.
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    const body = JSON.stringify({ count: 7 })
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.write(
      `POST /api/entities/${demo.entityId}/users/${demo.accounts.member.address}/metrics/xp?${sessionQuery(admin)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    )
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 100 Continue/), { timeout: 10_000 })
    socket.write(body.slice(0, 5))
    server.child.kill('SIGTERM')
    // No new connection is taken any more.
    await vi.waitFor(() => expect(fetch(`${server.url}/healthz`)).rejects.toThrow(), { timeout: 10_000 })
    socket.end(body.slice(5))
    const { code } = await server.exited
    expect(code).toBe(0)
    expect(answer).toMatch(/\r\n\r\nHTTP\/1\.1 200/)
    expect(answer).toContain('"counter":347')
    expect(server.lines.at(-1)).toMatchObject({ message: 'stopped' })
  })
})
