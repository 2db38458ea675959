import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { demo } from '../../service/seed/demo.js'
import { registerDemoSessions } from './registerDemoSessions.js'
import { serveSandbox, type SandboxServer } from './serve.js'

const open: SandboxServer[] = []
const serve = async (options: Partial<Parameters<typeof serveSandbox>[0]> = {}) => {
  const server = await serveSandbox({ port: 0, host: '127.0.0.1', onError: () => undefined, ...options })
  open.push(server)
  return server
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()))
})

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(url: string, text: string, endAfterSend = false): Promise<{ status: number; contentType: string | undefined; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(text)
      if (endAfterSend) socket.end()
    })
    let answer = ''
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1], body })
    })
  })
}

describe('the HTTP server answers what its parser refuses in JSON', () => {
  it('a malformed request line: 400', async () => {
    const server = await serve()
    const answer = await raw(server.url, 'GARBAGE\r\n\r\n')
    expect(answer.status).toBe(400)
    expect(answer.contentType).toMatch(/application\/json/)
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: { code: 'invalid-input' } })
  })

  it('a URL over the limit: 414; headers over the limit: 431', async () => {
    const server = await serve()
    const longUrl = await fetch(`${server.url}/api/entities/${'x'.repeat(9000)}`)
    expect(longUrl.status).toBe(414)
    expect(await longUrl.json()).toMatchObject({ error: { code: 'uri-too-long' } })
    const hugeUrl = await raw(server.url, `GET /${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(hugeUrl.status).toBe(414)
    expect(JSON.parse(hugeUrl.body)).toMatchObject({ error: { code: 'uri-too-long' } })
    const hugeHeaders = await raw(server.url, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`)
    expect(hugeHeaders.status).toBe(431)
    expect(JSON.parse(hugeHeaders.body)).toMatchObject({ error: { code: 'headers-too-large' } })
    expect((await fetch(`${server.url}/api/entities/${demo.entityId}`)).status).toBe(200)
  })

  it('a body that announces more than it sends: 408 after the deadline, not a hang', async () => {
    const server = await serve({ bodyTimeoutMs: 200 })
    const started = performance.now()
    const answer = await raw(server.url, `POST /api/entities/${demo.entityId}/force-add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"addr`)
    expect(answer.status).toBe(408)
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'request-timeout' } })
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it('HEAD: the status and headers of GET without the body', async () => {
    const server = await serve()
    const head = await fetch(`${server.url}/api/entities/${demo.entityId}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toMatch(/application\/json/)
    expect(await head.text()).toBe('')
  })
})

describe('a large entity', () => {
  it('lists 20,000 members (row 8) in one streamed JSON answer while other requests are answered', async () => {
    const server = await serve({ limits: { registrationsPerMinute: false } })
    const { member } = (await registerDemoSessions(server.url)).sessions
    const entity = server.sandbox.state.entities[demo.entityId]!
    for (let i = 0; i < 20_000; i++) {
      const address = `0x${(i + 1).toString(16).padStart(40, '0')}`
      entity.members.push({ address, chain: 'ethereum', joinedAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })
    }
    const query = new URLSearchParams({ address: member.address, signature: member.signature })
    const list = fetch(`${server.url}/api/entities/${demo.entityId}/users?${query}`)
    const other = await fetch(`${server.url}/api/entities/nebula-dao`)
    expect(other.status).toBe(200)
    const reply = await list
    expect(reply.headers.get('transfer-encoding')).toBe('chunked')
    const body = (await reply.json()) as { success: boolean; users: { address: string; role: string }[] }
    expect(body.success).toBe(true)
    expect(body.users).toHaveLength(20_009)
    expect(body.users.at(-1)).toMatchObject({ address: `0x${(20_000).toString(16).padStart(40, '0')}`, role: 'member' })
  })
})
