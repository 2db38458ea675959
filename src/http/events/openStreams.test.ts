import { afterEach, describe, expect, it, vi } from 'vitest'
import { demo } from '../../service/seed/demo.js'
import { seedState } from '../../service/seed/seedState.js'
import { createMemoryStore } from '../../store/memory/createMemoryStore.js'
import { createServiceHandler } from '../createServiceHandler.js'
import { serveHttp, type HttpServer } from '../node/serveHttp.js'

// Event streams over the Node adapter: the caps per client address, and what a client that leaves gives back.

const servers: HttpServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close(0)))
})

async function start() {
  const handler = createServiceHandler({ store: createMemoryStore(seedState('demo')), streams: { perClient: 2, heartbeatMs: 20 } })
  const server = await serveHttp({ port: 0, host: '127.0.0.1', fetch: handler.fetch, onError: () => undefined })
  servers.push(server)
  return { server, handler }
}

const open = (server: HttpServer, signal?: AbortSignal) => fetch(`${server.url}/api/entities/${demo.entityId}/stream`, { signal: signal ?? null })

describe('event streams over node:http', () => {
  it('refuses a client address past its streams with a JSON 429, and takes it again once one of them is closed', async () => {
    const { server } = await start()
    const first = new AbortController()
    const streams = [await open(server, first.signal), await open(server)]
    expect(streams.map((stream) => stream.status)).toEqual([200, 200])
    const refused = await open(server)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await refused.json()).toMatchObject({ success: false, error: { code: 'rate-limited' } })
    // The client hangs up: the server cancels that stream and forgets it.
    first.abort()
    await vi.waitFor(
      async () => {
        const again = await open(server)
        expect(again.status).toBe(200)
        await again.body?.cancel()
      },
      { timeout: 5_000 },
    )
    await streams[1]!.body?.cancel()
  })

  it('sends a ping comment at the heartbeat, and ends its streams when asked (a server closing)', async () => {
    const { server, handler } = await start()
    const stream = await open(server)
    const reader = stream.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!text.includes(': ping\n\n')) text += decoder.decode((await reader.read()).value, { stream: true })
    expect(text.startsWith('retry: 3000\n\n: ok\n\n')).toBe(true)
    handler.endStreams()
    for (;;) if ((await reader.read()).done) break
  })
})
