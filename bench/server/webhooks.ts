// Webhooks under load (npm run bench:server, "## Webhooks under load"): engagekit-server on SQLite and PostgreSQL,
// increments/s with no webhook and with one endpoint attached (a receiver in this process, on loopback, answering 200),
// and the time from an increment's acknowledgement to its delivery at the receiver, p50 / p99.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { sql } from 'kysely'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { seedState } from '../../src/service/seed/seedState.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { benchDatabaseUrl } from './targets.js'

export type WebhookRow = { store: 'sqlite' | 'postgres'; without: number; with: number; delivered: number; p50: number; p99: number; latencySamples: number }

const flags = ['--registrations-per-minute', 'off', '--writes-per-minute', 'off', '--quiet', '--webhooks-allow-private']

type Cannon = { requests: { average: number } }

async function database(store: 'sqlite' | 'postgres', work: string): Promise<string> {
  if (store === 'sqlite') return join(work, `webhooks-${Date.now()}.db`)
  const schema = `bench_webhooks_${process.pid}_${Date.now().toString(36)}`
  const admin = await openSqlStore(benchDatabaseUrl)
  await sql.raw(`drop schema if exists ${schema} cascade; create schema ${schema}`).execute(admin.db)
  await admin.close()
  const url = new URL(benchDatabaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0

/** Measures one store; `serverBin` is the built command (packages/server/dist/cli.js). */
export async function measureWebhooks(store: 'sqlite' | 'postgres', seconds: number, work: string, serverBin: string, connections: number): Promise<WebhookRow> {
  // The receiver: when each delivery arrived, by the member it is about.
  const arrived = new Map<string, number>()
  let deliveries = 0
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      deliveries++
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { address: string } }
      if (!arrived.has(body.data.address)) arrived.set(body.data.address, performance.now())
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`

  const db = await database(store, work)
  const seeded = await openSqlStore(db)
  await seeded.load(seedState('demo'))
  await seeded.close()
  const entry = `const { runServerCli } = await import(${JSON.stringify(pathToFileURL(serverBin).href)}); await runServerCli(process.argv.slice(1))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', entry, '--', '--database', db, '--port', '0', ...flags], { stdio: ['ignore', 'pipe', 'pipe'] })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = output.match(/"message":"listening","url":"([^"]+)"/)
      if (found) resolve(found[1]!)
    })
    child.once('exit', (code) => reject(new Error(`engagekit-server exited (${code}): ${output}`)))
  })
  try {
    const sign = (key: `0x${string}`) => createSandboxSession({ fetch: (request: Request) => fetch(request) }, key, { baseUrl: url })
    const admin = new URLSearchParams(await sign(demo.accounts.admin.privateKey)).toString()
    const owner = new URLSearchParams(await sign(demo.accounts.owner.privateKey)).toString()
    let next = 0
    const member = () => `0x${String(next++).padStart(40, '0')}`
    const increments = async () =>
      (
        (await (autocannon as unknown as (options: Record<string, unknown>) => Promise<Cannon>)({
          url,
          connections,
          duration: seconds,
          requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"count":1}', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: `/api/entities/${demo.entityId}/users/${member()}/metrics/xp?${admin}` }) }],
        })) as Cannon
      ).requests.average
    const without = await increments()
    const created = await fetch(`${url}/api/entities/${demo.entityId}/webhooks?${owner}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiverUrl, events: ['metric.incremented'] }),
    })
    if (created.status !== 200) throw new Error(`adding the webhook failed: ${created.status} ${await created.text()}`)
    const withHook = await increments()
    // Let the backlog drain, then time single increments from their acknowledgement to their delivery.
    const drainEnd = Date.now() + 60_000
    let last = -1
    while (Date.now() < drainEnd && deliveries !== last) {
      last = deliveries
      await new Promise((resolve) => setTimeout(resolve, 2_000))
    }
    const delivered = deliveries
    const acknowledged = new Map<string, number>()
    const end = Date.now() + seconds * 1000
    while (Date.now() < end) {
      const address = member()
      const reply = await fetch(`${url}/api/entities/${demo.entityId}/users/${address}/metrics/xp?${admin}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"count":1}' })
      if (reply.status === 200) acknowledged.set(address.toLowerCase(), performance.now())
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const latencies = [...arrived]
      .map(([address, at]) => at - (acknowledged.get(address.toLowerCase()) ?? Number.NaN))
      .filter((value) => Number.isFinite(value))
      .sort((a, b) => a - b)
    return { store, without, with: withHook, delivered, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), latencySamples: latencies.length }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    await new Promise<void>((resolve) => receiver.close(() => resolve()))
  }
}
