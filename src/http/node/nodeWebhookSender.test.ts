import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { forbiddenAddress } from '../../service/webhooks/forbiddenAddress.js'
import { createNodeWebhookSender } from './nodeWebhookSender.js'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server on loopback that answers every request with `handle`; its port. */
async function listen(handle: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handle)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

const send = createNodeWebhookSender()
const request = (url: string, allowPrivate: boolean, timeoutMs = 15_000) => send({ url, headers: { 'webhook-id': 'msg_1' }, body: '{}', timeoutMs, allowPrivate })

describe('the Node webhook sender', () => {
  it('refuses a name that resolves to loopback once resolved, unless private targets are allowed', async () => {
    let hits = 0
    const port = await listen((_request, response) => {
      hits++
      response.writeHead(204).end()
    })
    expect(await request(`http://localhost:${port}/hook`, false)).toEqual({ error: expect.stringMatching(/^refused: localhost resolves to a loopback, private, link-local or metadata address/) })
    expect(await request(`http://127.0.0.1:${port}/hook`, false)).toMatchObject({ error: expect.stringMatching(/^refused/) })
    expect(hits).toBe(0)
    expect(await request(`http://localhost:${port}/hook`, true)).toEqual({ status: 204, retryAfterSeconds: undefined })
    expect(hits).toBe(1)
  })

  it("reads the status and Retry-After, and gives up when there is no answer in time", async () => {
    const port = await listen((incoming, response) => {
      if (incoming.url === '/slow') return
      response.writeHead(503, { 'retry-after': '30' }).end('busy')
    })
    expect(await request(`http://127.0.0.1:${port}/busy`, true)).toEqual({ status: 503, retryAfterSeconds: 30 })
    expect(await request(`http://127.0.0.1:${port}/slow`, true, 200)).toEqual({ error: 'no answer within 0.2 s' })
  })

  it('says when nothing listens, without the URL', async () => {
    const port = await listen(() => undefined)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = undefined
    const refused = await request(`http://127.0.0.1:${port}/hook?token=secret`, true)
    expect(refused).toEqual({ error: 'the connection failed (ECONNREFUSED)' })
  })

  it('tells forbidden addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.0.1', '100.127.0.1', '169.254.169.254', '0.0.0.0', '::1', '::', 'fd00:ec2::254', 'fe80::1', '::ffff:10.0.0.1', '64:ff9b::7f00:1', 'ff02::1']) {
      expect(forbiddenAddress(address), address).toBe(true)
    }
    for (const address of ['93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) expect(forbiddenAddress(address), address).toBe(false)
    expect(forbiddenAddress('example.com')).toBeUndefined()
  })
})
