import { request as httpRequest } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { clientAddressOf } from '../clientAddress.js'
import { serveHttp, type HttpServer, type ServeHttpOptions } from './serveHttp.js'
import { plainAddress } from './plainAddress.js'

const servers: HttpServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close(0)))
})

/** A server whose POSTs wait until `release()`; GETs answer at once with the client address the handler saw. */
async function start(options: Partial<ServeHttpOptions> = {}) {
  const held: (() => void)[] = []
  let posts = 0
  const server = await serveHttp({
    port: 0,
    host: '127.0.0.1',
    onError: (error) => {
      throw error
    },
    async fetch(request) {
      if (request.method === 'GET') return Response.json({ client: clientAddressOf(request) })
      posts++
      await request.arrayBuffer()
      await new Promise<void>((resolve) => held.push(resolve))
      return Response.json({ ok: true })
    },
    ...options,
  })
  servers.push(server)
  return { server, held, posts: () => posts, release: () => held.splice(0).forEach((resolve) => resolve()) }
}

/** One request over its own connection: status, headers and body. */
function send(url: string, options: { method?: string; body?: Buffer; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

const body = (bytes: number) => Buffer.alloc(bytes, 'a')

describe('request bodies in flight', () => {
  it('answers a body that does not fit with 503 and Retry-After, while requests without a body still answer', async () => {
    const { server, release, posts } = await start({ maxBodyBytesInFlight: 100_000, bodyQueueMs: 0 })
    const first = send(`${server.url}/a`, { method: 'POST', body: body(60_000) })
    await expect.poll(posts).toBe(1)
    const refused = await send(`${server.url}/b`, { method: 'POST', body: body(60_000) })
    expect(refused.status).toBe(503)
    expect(refused.headers['retry-after']).toBe('1')
    expect(JSON.parse(refused.body).error.code).toBe('unavailable')
    // A small body still fits beside the first, and a GET never waits.
    const small = send(`${server.url}/c`, { method: 'POST', body: body(1_000) })
    await expect.poll(posts).toBe(2)
    expect((await send(`${server.url}/healthz`)).status).toBe(200)
    release()
    expect((await first).status).toBe(200)
    expect((await small).status).toBe(200)
    const again = send(`${server.url}/d`, { method: 'POST', body: body(60_000) })
    await expect.poll(posts).toBe(3)
    release()
    expect((await again).status).toBe(200)
  })

  it('keeps a body that does not fit waiting, unread, until the one before it is answered', async () => {
    const { server, release, posts } = await start({ maxBodyBytesInFlight: 100_000, bodyQueueMs: 60_000 })
    const first = send(`${server.url}/a`, { method: 'POST', body: body(60_000) })
    await expect.poll(posts).toBe(1)
    const second = send(`${server.url}/b`, { method: 'POST', body: body(60_000) })
    await expect.poll(() => server.inFlight()).toBe(2)
    expect((await send(`${server.url}/healthz`)).status).toBe(200)
    expect(posts()).toBe(1)
    release()
    expect((await first).status).toBe(200)
    await expect.poll(posts).toBe(2)
    release()
    expect((await second).status).toBe(200)
  })
})

describe('closing', () => {
  it('answers the requests in flight with Connection: close', async () => {
    const { server, release, posts } = await start()
    const pending = send(`${server.url}/a`, { method: 'POST', body: body(10), headers: { connection: 'keep-alive' } })
    await expect.poll(posts).toBe(1)
    const closed = server.close(10_000)
    release()
    const answer = await pending
    expect(answer.status).toBe(200)
    expect(answer.headers['connection']).toBe('close')
    await closed
  })
})

describe('the client address', () => {
  it('is the socket address, whatever X-Forwarded-For says, unless the socket is a trusted proxy', async () => {
    const plain = await start()
    expect(JSON.parse((await send(`${plain.server.url}/`, { headers: { 'x-forwarded-for': '198.51.100.7' } })).body).client).toBe('127.0.0.1')
    const behind = await start({ trustProxy: (address) => plainAddress(address) === '127.0.0.1' })
    expect(JSON.parse((await send(`${behind.server.url}/`, { headers: { 'x-forwarded-for': '203.0.113.1, 198.51.100.7' } })).body).client).toBe('198.51.100.7')
    expect(JSON.parse((await send(`${behind.server.url}/`, { headers: { forwarded: 'for="[2001:db8::1]:80"' } })).body).client).toBe('2001:db8::1')
    const elsewhere = await start({ trustProxy: (address) => plainAddress(address).startsWith('10.') })
    expect(JSON.parse((await send(`${elsewhere.server.url}/`, { headers: { 'x-forwarded-for': '198.51.100.7' } })).body).client).toBe('127.0.0.1')
  })
})

describe('serveHttp and uploads', () => {
  it('takes an image body up to 5 MB on POST /api/uploads, where any other path keeps its 1 MiB limit', async () => {
    const server = await serveHttp({ port: 0, host: '127.0.0.1', onError: (error) => { throw error }, fetch: async (request) => Response.json({ size: (await request.arrayBuffer()).byteLength }) })
    servers.push(server)
    const image = Buffer.alloc(3 * 1024 * 1024, 1)
    const upload = await send(`${server.url}/api/uploads`, { method: 'POST', body: image, headers: { 'content-type': 'image/png' } })
    expect(upload.status).toBe(200)
    expect(JSON.parse(upload.body)).toEqual({ size: image.length })
    expect((await send(`${server.url}/api/users/x`, { method: 'POST', body: image, headers: { 'content-type': 'application/json' } })).status).toBe(413)
    const tooBig = Buffer.alloc(6 * 1024 * 1024, 1)
    expect((await send(`${server.url}/api/uploads`, { method: 'POST', body: tooBig, headers: { 'content-type': 'image/png' } })).status).toBe(413)
  })
})
