import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../createSandbox.js'
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

describe('serveSandbox', () => {
  it('answers a real fetch on a free port (row 6 on the demo entity)', async () => {
    const server = await serve()
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.url).not.toMatch(/:0$/)
    const response = await fetch(`${server.url}/api/entities/${demo.entityId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const body = (await response.json()) as { success: boolean; data: { id: string } }
    expect(body).toMatchObject({ success: true, data: { id: demo.entityId } })
  })

  it('passes request bodies and query strings through (a signed write)', async () => {
    const server = await serve()
    const { sessions } = await registerDemoSessions(server.url)
    const { address, signature } = sessions.admin
    const member = demo.accounts.member.address
    const query = new URLSearchParams({ address, signature })
    const countersUrl = `${server.url}/api/entities/${demo.entityId}/users/${member}/metrics?${query}`
    const before = ((await (await fetch(countersUrl)).json()) as { data: { metric: string; counter: number }[] }).data
    const first = before[0]
    if (!first) throw new Error('the demo member has no counters')
    const write = await fetch(`${server.url}/api/entities/${demo.entityId}/users/${member}/metrics/${encodeURIComponent(first.metric)}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: '3' }),
    })
    expect(write.status).toBe(200)
    const after = ((await (await fetch(countersUrl)).json()) as { data: { metric: string; counter: number }[] }).data
    expect(after.find((counter) => counter.metric === first.metric)?.counter).toBe(first.counter + 3)
  })

  it('answers a CORS preflight over HTTP for an allowed origin only', async () => {
    const server = await serve({ allowedOrigins: ['http://localhost:5173'] })
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/entities/${demo.entityId}/metrics`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      })
    const allowed = await preflight('http://localhost:5173')
    expect(allowed.status).toBeLessThan(300)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(allowed.headers.get('access-control-allow-methods')).toMatch(/POST/)
    const other = await preflight('https://elsewhere.example')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses bodies over the limit with a 413 JSON error, announced or streamed, and keeps serving', async () => {
    const server = await serve({ maxBodyBytes: 64 * 1024 })
    const target = `${server.url}/api/entities/${demo.entityId}/force-add`
    const announced = await fetch(target, { method: 'POST', body: 'x'.repeat(100 * 1024) })
    expect(announced.status).toBe(413)
    expect(await announced.json()).toEqual({ success: false, error: { code: 'payload-too-large', message: expect.any(String) } })
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(16 * 1024))
        controller.close()
      },
    })
    const streamed = await fetch(target, { method: 'POST', body: chunks, duplex: 'half' } as RequestInit)
    expect(streamed.status).toBe(413)
    expect((await fetch(`${server.url}/api/entities/${demo.entityId}`)).status).toBe(200)
  })

  it('turns a failure inside the adapter into a 500 JSON error without stopping', async () => {
    const healthy = createSandbox({ seed: 'demo' })
    const flaky: Sandbox = {
      ...healthy,
      fetch: (input) => (input instanceof Request && input.url.endsWith('/boom') ? Promise.reject(new Error('boom')) : healthy.fetch(input)),
    }
    const errors: Error[] = []
    const server = await serve({ sandbox: flaky, onError: (error) => errors.push(error) })
    const failed = await fetch(`${server.url}/boom`)
    expect(failed.status).toBe(500)
    expect(await failed.json()).toMatchObject({ success: false, error: { code: 'internal-error' } })
    expect(errors).toHaveLength(1)
    expect((await fetch(`${server.url}/api/entities/${demo.entityId}`)).status).toBe(200)
  })

  it('says when the port is taken', async () => {
    const first = await serve()
    const port = Number(new URL(first.url).port)
    await expect(serve({ port })).rejects.toMatchObject({ code: 'EADDRINUSE', message: expect.stringContaining(`Port ${port}`) })
  })

  it('closes when its signal aborts', async () => {
    const controller = new AbortController()
    const server = await serve({ signal: controller.signal })
    controller.abort()
    await server.close()
    await expect(fetch(`${server.url}/api/entities/${demo.entityId}`)).rejects.toThrow()
  })
})

describe('serveSandbox with a data file', () => {
  let dir: string
  let file: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'engagekit-serve-'))
    file = join(dir, 'state.json')
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('seeds and writes a missing file, keeps every change across a restart, and leaves no temp files', async () => {
    const first = await serve({ dataFile: file })
    expect(first.dataFile).toBe(file)
    const { journalSequence, ...seeded } = JSON.parse(await readFile(file, 'utf8'))
    expect(seeded).toEqual(first.sandbox.snapshot())
    expect(journalSequence).toBe(0)

    // Registering a session is a write: it must survive the restart.
    const { sessions } = await registerDemoSessions(first.url)
    const expected = first.sandbox.snapshot()
    await first.close()
    // Closing folds the journal into the data file.
    expect((await readdir(dir)).sort()).toEqual(['state.json', 'state.json.journal'])
    expect(await readFile(`${file}.journal`, 'utf8')).toBe('')
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ ...expected, journalSequence: expect.any(Number) })

    const second = await serve({ dataFile: file })
    expect(second.sandbox.snapshot()).toEqual(expected)
    const { address, signature } = sessions.member
    const profile = await fetch(`${second.url}/api/users/${address}?${new URLSearchParams({ address, signature })}`)
    expect(profile.status).toBe(200)
  })

  it('starts empty when asked to and the file does not exist yet', async () => {
    const server = await serve({ dataFile: file, seed: 'empty' })
    expect((await fetch(`${server.url}/api/entities/${demo.entityId}`)).status).toBe(404)
  })

  it('refuses to start from a corrupt file and leaves it untouched', async () => {
    await writeFile(file, '{ not json')
    await expect(serve({ dataFile: file })).rejects.toThrow(/state\.json is not valid JSON/)
    await writeFile(file, JSON.stringify({ version: 1, entities: 'none' }))
    await expect(serve({ dataFile: file })).rejects.toThrow(/state\.json does not hold a usable sandbox snapshot/)
    expect(await readFile(file, 'utf8')).toBe(JSON.stringify({ version: 1, entities: 'none' }))
  })

  it('cannot take both a sandbox and a data file', async () => {
    await expect(serve({ dataFile: file, sandbox: createSandbox() })).rejects.toThrow(TypeError)
  })
})
