import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { startWebhookReceiver, verifyDelivery, type WebhookReceiver } from '../support/webhookReceiver.js'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sessionQuery, signIn, startServerProcess, type ServerProcess } from './serverProcess.js'

let dir: string
let receiver: WebhookReceiver
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-webhooks-'))
  receiver = await startWebhookReceiver()
})
afterAll(async () => {
  await receiver.close()
  await rm(dir, { recursive: true, force: true })
})

const newcomer = (n: number) => getAddress(`0x${(0xbeef0000 + n).toString(16).padStart(40, '0')}`)
const xp = (server: ServerProcess, user: string, query: string) =>
  fetch(`${server.url}/api/entities/${demo.entityId}/users/${user}/metrics/xp?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1 }) })

/** Adds a webhook of `metric.incremented` events through `server`; its secret. */
async function addHook(server: ServerProcess): Promise<string> {
  const owner = sessionQuery(await signIn(server.url, demo.accounts.owner.privateKey))
  const reply = await fetch(`${server.url}/api/entities/${demo.entityId}/webhooks?${owner}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url, events: ['metric.incremented'] }),
  })
  expect(reply.status).toBe(200)
  return ((await reply.json()) as { data: { secret: string } }).data.secret
}

/** The addresses of the deliveries received (each verified), by `webhook-id`. */
function delivered(secret: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const delivery of receiver.received) found.set(delivery.headers['webhook-id']!, String(verifyDelivery(secret, delivery).data['address']))
  return found
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100))
}

describe.each(['sqlite', 'postgres'] as const)('webhooks of engagekit-server (%s)', (kind) => {
  const database = async (name: string) => (kind === 'sqlite' ? join(dir, `${name}.db`) : newPostgresSchema())

  it('delivers what it acknowledged before a kill -9, after the restart', { timeout: 90_000 }, async () => {
    receiver.reset()
    const db = await database('crash')
    const args = ['--database', db, '--seed', 'demo', '--quiet', '--webhooks-allow-private']
    const server = await startServerProcess(args)
    const secret = await addHook(server)
    const admin = sessionQuery(await signIn(server.url, demo.accounts.admin.privateKey))
    // The endpoint hangs meanwhile (no answer), so nothing is delivered before the kill: the attempts under way die
    // with the process, and the restarted one takes them over once their hold (20 s) is up.
    receiver.answer(...Array.from({ length: 200 }, () => ({ status: 200, hold: true })))
    const acknowledged: string[] = []
    for (let n = 0; n < 20; n++) if ((await xp(server, newcomer(n), admin)).status === 200) acknowledged.push(newcomer(n))
    server.child.kill('SIGKILL')
    await server.exited
    expect(acknowledged).toHaveLength(20)

    // From here on it answers 200.
    const hung = receiver.received.length
    receiver.reset()
    const again = await startServerProcess(args)
    try {
      await until(() => delivered(secret).size >= acknowledged.length, 60_000)
      expect([...delivered(secret).values()].sort()).toEqual([...acknowledged].sort())
      expect(hung).toBeGreaterThan(0)
    } finally {
      await again.stop()
    }
  })

  it('never delivers one event twice from two processes', { timeout: 60_000 }, async () => {
    receiver.reset()
    const db = await database('two')
    const args = ['--database', db, '--seed', 'demo', '--quiet', '--webhooks-allow-private']
    const a = await startServerProcess(args)
    const b = await startServerProcess(args)
    try {
      const secret = await addHook(a)
      const admin = sessionQuery(await signIn(a.url, demo.accounts.admin.privateKey))
      for (let round = 0; round < 5; round++) {
        const batch = Array.from({ length: 8 }, (_, index) => xp(index % 2 === 0 ? a : b, newcomer(100 + round * 8 + index), admin))
        expect((await Promise.all(batch)).map((reply) => reply.status)).toEqual(Array<number>(8).fill(200))
      }
      await until(() => delivered(secret).size >= 40, 30_000)
      // A moment more, for a second delivery of anything to show.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      expect(delivered(secret).size).toBe(40)
      expect(receiver.received).toHaveLength(40)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})
