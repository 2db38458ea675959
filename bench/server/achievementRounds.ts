// Per-increment cost with and without achievements, measured in this process so the two are compared side by side
// on a busy machine: the service's handler over a SQL store, increments one at a time, rounds of one setting and
// the other interleaved, the median of each setting's rounds kept. The cost is the CPU time this process spends
// (the service, and SQLite, which runs inside it; not PostgreSQL's own processes), which other work on the machine
// changes far less than the time on the clock.
import { sql } from 'kysely'
import { join } from 'node:path'
import { createServiceHandler } from '../../src/http/createServiceHandler.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { resolveLimits } from '../../src/service/limits.js'
import { demo } from '../../src/service/seed/demo.js'
import type { Snapshot } from '../../src/service/state.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import type { SqlStore } from '../../packages/server/src/store/sql/createSqlStore.js'
import { benchDatabaseUrl } from './targets.js'

const limits = resolveLimits({ registrationsPerMinute: false, writesPerMinute: false, failedAuthPerMinute: false, maxMembersPerEntity: 10_000_000 })

async function openStore(store: 'sqlite' | 'postgres', snapshot: Snapshot, work: string, name: string): Promise<SqlStore> {
  let database = join(work, `rounds-${name}-${Date.now()}.db`)
  if (store === 'postgres') {
    const schema = `bench_rounds_${name}_${process.pid}_${Date.now().toString(36)}`
    const admin = await openSqlStore(benchDatabaseUrl)
    await sql.raw(`drop schema if exists ${schema} cascade; create schema ${schema}`).execute(admin.db)
    await admin.close()
    const url = new URL(benchDatabaseUrl)
    url.searchParams.set('options', `-c search_path=${schema}`)
    database = url.toString()
  }
  const opened = await openSqlStore(database)
  await opened.load(snapshot)
  return opened
}

/** Median CPU microseconds per increment of `settings` (by name), `rounds` rounds of `perRound` increments each, interleaved. */
export async function incrementRounds(store: 'sqlite' | 'postgres', settings: Record<string, Snapshot>, members: number, work: string, rounds = 9, perRound = 200): Promise<Record<string, number>> {
  const services = await Promise.all(
    Object.entries(settings).map(async ([name, snapshot]) => {
      const opened = await openStore(store, snapshot, work, name)
      const handler = createServiceHandler({ store: opened, limits })
      const admin = await createSandboxSession({ fetch: handler.fetch }, demo.accounts.admin.privateKey, { baseUrl: 'http://bench.local' })
      return { name, opened, handler, auth: new URLSearchParams({ address: admin.address, signature: admin.signature }).toString() }
    }),
  )
  const times = new Map<string, number[]>(services.map(({ name }) => [name, []]))
  try {
    for (let round = 0; round < rounds; round++) {
      for (const { name, handler, auth } of round % 2 === 0 ? services : [...services].reverse()) {
        const started = process.cpuUsage()
        for (let index = 0; index < perRound; index++) {
          const address = `0x${String(Math.floor(Math.random() * members)).padStart(40, '0')}`
          const request = new Request(`http://bench.local/api/entities/${demo.entityId}/users/${address}/metrics/xp?${auth}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"count":1}' })
          const response = await handler.fetch(request)
          if (response.status !== 200) throw new Error(`an increment answered ${response.status}: ${await response.text()}`)
        }
        const used = process.cpuUsage(started)
        times.get(name)!.push((used.user + used.system) / perRound)
      }
    }
  } finally {
    await Promise.all(services.map(({ opened }) => opened.close()))
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  return Object.fromEntries([...times].map(([name, values]) => [name, median(values)]))
}
