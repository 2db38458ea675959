// PostgreSQL drivers (npm run bench:server, --only drivers): the same increment as engagekit-server makes it (read the
// session, entity and metrics; in a transaction, the counter, events, period totals, counts per value, idempotency
// record; the entity's levels; the events lock, the notification, the outbox row), sent through `pg` and through
// `postgres` (postgres.js) in a few shapes: statement after statement as the server did before, the fewest round trips
// without pipelining, pipelined, and one function call. With 1 client and with 32 (a pool of 32, one connection each),
// increments/s, latency, and the CPU each increment costs this process (Node) and PostgreSQL's backends.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import pg from 'pg'
import postgres from 'postgres'
import * as S from './driverSchema.js'

export const driversTitle = '## PostgreSQL drivers'

export type DriverRow = { members: number; clients: number; driver: 'pg' | 'postgres'; shape: string; roundTrips: number; rate: number; p50: number; p99: number; nodeUs: number; postgresUs: number; errors: number }

type Read = { session: { address: string; expires_at: string | null } | null; entity: { id: string } | null; metrics: { id: string; name: string }[] | null; levels?: Level[] | null }
type Level = { seq: number; name: string; threshold: number }
/** One increment of `address`'s xp by 1, start to commit. */
type Increment = (address: string) => Promise<void>
type Driver = { pool: { end(): Promise<void> }; increment: Increment }

const applicationName = 'engagekit-drivers-bench'

/** What the service checks in the read: a live session, the entity, the metric; the metric's id. */
function check(read: Read | undefined, now: string): string {
  if (!read?.session || (read.session.expires_at !== null && read.session.expires_at < now)) throw new Error('no session')
  const metric = read.entity ? read.metrics?.find((candidate) => candidate.name === S.metricName) : undefined
  if (!metric) throw new Error('no metric')
  return metric.id
}

/** The event's data as the service writes it: the counter's new value and the level it stands at. */
function eventData(address: string, value: number, levels: readonly Level[]): string {
  let level: string | null = null
  for (const candidate of levels) if (candidate.threshold <= value) level = candidate.name
  return JSON.stringify({ address, metric: S.metricName, count: 1, value, level })
}

const lockKey = `bench events ${S.entityId}`
const incrementValues = (address: string, metricId: string, now: string) => [S.entityId, address, metricId, 1, now, S.periods, randomUUID()]
const counted = (row: { touched: number; value: number } | undefined) => {
  if (!row || row.touched === 0) throw new Error('not a member')
  return row.value
}

/** The shapes measured, each with its driver and the round trips one increment takes. */
const shapes = [
  { driver: 'pg', shape: 'one statement at a time (the server before)', roundTrips: 8 },
  { driver: 'pg', shape: 'fewest round trips, not pipelined', roundTrips: 5 },
  { driver: 'postgres', shape: 'fewest round trips, not pipelined (sql.begin)', roundTrips: 5 },
  { driver: 'postgres', shape: 'pipelined (begin + increment; events + commit)', roundTrips: 3 },
  { driver: 'pg', shape: 'one function call', roundTrips: 1 },
  { driver: 'postgres', shape: 'one function call', roundTrips: 1 },
  { driver: 'pg', shape: 'read, then one statement', roundTrips: 2 },
  { driver: 'postgres', shape: 'read, then one statement', roundTrips: 2 },
] as const
/** The order of the table: by round trips, the two drivers side by side. */
const order = [0, 1, 2, 3, 6, 7, 4, 5]

function pgDriver(url: string, schema: string, clients: number, shape: number): Driver {
  const pool = new pg.Pool({ connectionString: url, max: clients, options: `-c search_path=${schema}`, application_name: applicationName })
  // Named prepared statements, as the server's pool makes them (namedStatements.ts).
  const names = new Map<string, string>()
  const named = (text: string, values: unknown[]) => ({ text, values, name: names.get(text) ?? (names.set(text, `s${names.size}`), `s${names.size - 1}`) })
  type Queryable = { query(config: { text: string; values: unknown[]; name: string }): Promise<{ rows: unknown[] }> }
  const one = async <T>(client: Queryable, text: string, values: unknown[]) => (await client.query(named(text, values))).rows[0] as T | undefined
  const transaction = async (work: (client: pg.PoolClient) => Promise<void>) => {
    const client = await pool.connect()
    try {
      await client.query('begin')
      await work(client)
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }
  const increments: Record<number, Increment> = {
    0: async (address) => {
      const now = new Date().toISOString()
      const metricId = check(await one<Read>(pool, S.readSql, [S.sessionHash, S.entityId]), now)
      await transaction(async (client) => {
        const value = counted(await one(client, S.incrementSql, incrementValues(address, metricId, now)))
        const levels = (await client.query(named(S.levelsSql, [S.entityId]))).rows as Level[]
        await one(client, S.lockSql, [lockKey])
        await one(client, S.notifySql, [S.eventsChannel, S.entityId])
        await one(client, S.outboxSql, [S.entityId, 'metric.incremented', now, eventData(address, value, levels)])
      })
    },
    1: async (address) => {
      const now = new Date().toISOString()
      const read = await one<Read>(pool, S.readWithLevelsSql, [S.sessionHash, S.entityId])
      const metricId = check(read, now)
      await transaction(async (client) => {
        const value = counted(await one(client, S.incrementSql, incrementValues(address, metricId, now)))
        await one(client, S.eventsSql, [lockKey, S.eventsChannel, S.entityId, 'metric.incremented', now, eventData(address, value, read!.levels ?? [])])
      })
    },
    6: async (address) => {
      const now = new Date().toISOString()
      const metricId = check(await one<Read>(pool, S.readSql, [S.sessionHash, S.entityId]), now)
      counted(await one(pool, S.incrementWithEventsSql, [...incrementValues(address, metricId, now), lockKey, S.eventsChannel, S.metricName]))
    },
    4: async (address) => {
      const row = await one<{ result: { value: number } }>(pool, S.functionSql, [S.sessionHash, S.entityId, address, S.metricName, 1, new Date().toISOString(), S.periods, randomUUID()])
      if (typeof row?.result.value !== 'number') throw new Error('no value')
    },
  }
  return { pool, increment: increments[shape]! }
}

function postgresDriver(url: string, schema: string, clients: number, shape: number): Driver {
  const sql = postgres(url, { max: clients, connection: { search_path: schema, application_name: applicationName }, onnotice: () => undefined })
  type Runner = { unsafe: typeof sql.unsafe }
  // Prepared, as postgres.js prepares its tagged templates (unprepared, each statement with parameters would describe first: a round trip more).
  const run = (on: Runner, text: string, values: unknown[]) => on.unsafe(text, values as never[], { prepare: true })
  const one = async <T>(on: Runner, text: string, values: unknown[]) => (await run(on, text, values))[0] as T | undefined
  const increments: Record<number, Increment> = {
    2: async (address) => {
      const now = new Date().toISOString()
      const read = await one<Read>(sql, S.readWithLevelsSql, [S.sessionHash, S.entityId])
      const metricId = check(read, now)
      await sql.begin(async (tx) => {
        const value = counted(await one(tx, S.incrementSql, incrementValues(address, metricId, now)))
        await run(tx, S.eventsSql, [lockKey, S.eventsChannel, S.entityId, 'metric.incremented', now, eventData(address, value, read!.levels ?? [])])
      })
    },
    3: async (address) => {
      const now = new Date().toISOString()
      const read = await one<Read>(sql, S.readWithLevelsSql, [S.sessionHash, S.entityId])
      const metricId = check(read, now)
      const reserved = await sql.reserve()
      try {
        // Sent together, answered together: queries issued in one tick leave in one write.
        const [, rows] = await Promise.all([reserved.unsafe('begin').execute(), run(reserved, S.incrementSql, incrementValues(address, metricId, now)).execute()])
        const value = counted(rows[0] as { touched: number; value: number } | undefined)
        const data = eventData(address, value, read!.levels ?? [])
        await Promise.all([run(reserved, S.eventsSql, [lockKey, S.eventsChannel, S.entityId, 'metric.incremented', now, data]).execute(), reserved.unsafe('commit').execute()])
      } catch (error) {
        await reserved.unsafe('rollback').catch(() => undefined)
        throw error
      } finally {
        reserved.release()
      }
    },
    7: async (address) => {
      const now = new Date().toISOString()
      const metricId = check(await one<Read>(sql, S.readSql, [S.sessionHash, S.entityId]), now)
      counted(await one(sql, S.incrementWithEventsSql, [...incrementValues(address, metricId, now), lockKey, S.eventsChannel, S.metricName]))
    },
    5: async (address) => {
      const row = await one<{ result: { value: number } }>(sql, S.functionSql, [S.sessionHash, S.entityId, address, S.metricName, 1, new Date().toISOString(), S.periods, randomUUID()])
      if (typeof row?.result.value !== 'number') throw new Error('no value')
    },
  }
  return { pool: { end: () => sql.end({ timeout: 5 }) }, increment: increments[shape]! }
}

/** CPU ticks (1/100 s) a process has used, from /proc; 0 once it is gone. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** `clients` loops incrementing random members until `until` (performance.now()); the latencies of those that succeeded; how many did and how many failed. */
async function drive(increment: Increment, clients: number, members: number, until: number, latencies: number[]): Promise<{ done: number; errors: number }> {
  let errors = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const started = performance.now()
        try {
          await increment(S.addressOf(Math.floor(Math.random() * members)))
          latencies.push(performance.now() - started)
        } catch {
          errors++
        }
      }
    }),
  )
  return { done: latencies.length, errors }
}

/** The events and outbox rows written so far: each increment that succeeded writes one of each. */
async function written(admin: pg.Client, schema: string): Promise<number[]> {
  const { rows } = await admin.query<{ events: string; outbox: string }>(`select (select count(*) from ${schema}.events) as events, (select count(*) from ${schema}.outbox) as outbox`)
  return [Number(rows[0]!.events), Number(rows[0]!.outbox)]
}

async function measureShape(admin: pg.Client, url: string, schema: string, members: number, clients: number, index: number, seconds: number): Promise<DriverRow> {
  const { driver, shape, roundTrips } = shapes[index]!
  const { pool, increment } = (driver === 'pg' ? pgDriver : postgresDriver)(url, schema, clients, index)
  try {
    const before = await written(admin, schema)
    // Warm up: every connection open, every statement prepared.
    const warm = await drive(increment, clients, members, performance.now() + Math.max(500, seconds * 200), [])
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName])
    const backends = new Map(rows.map(({ pid }) => [pid, cpuTicks(pid)]))
    const latencies: number[] = []
    const cpu = process.cpuUsage()
    const started = performance.now()
    const { done, errors } = await drive(increment, clients, members, started + seconds * 1000, latencies)
    const elapsed = (performance.now() - started) / 1000
    const used = process.cpuUsage(cpu)
    const postgresTicks = [...backends].reduce((sum, [pid, before]) => sum + cpuTicks(pid) - before, 0)
    const count = Math.max(1, done)
    const after = await written(admin, schema)
    if (after.some((total, table) => total - before[table]! !== warm.done + done)) throw new Error(`${driver}, ${shape}: ${warm.done + done} increments wrote ${after.map((total, table) => total - before[table]!).join(' events and ')} outbox rows`)
    latencies.sort((a, b) => a - b)
    return {
      members,
      clients,
      driver,
      shape,
      roundTrips,
      rate: done / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      nodeUs: (used.user + used.system) / count,
      postgresUs: (postgresTicks * 10_000) / count,
      errors: warm.errors + errors,
    }
  } finally {
    await pool.end()
  }
}

/** Every shape at each size, with 1 client and with `connections`, in a schema of its own (dropped at the end). */
export async function measureDrivers(options: { databaseUrl: string; sizes: readonly number[]; seconds: number; connections: number; log(line: string): void }): Promise<DriverRow[]> {
  const schema = `drivers_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: options.databaseUrl })
  await admin.connect()
  const rows: DriverRow[] = []
  try {
    for (const members of options.sizes) {
      await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}; set search_path = ${schema}`)
      await admin.query(S.schemaSql(members))
      await admin.query('set search_path = public')
      for (const clients of [1, options.connections]) {
        for (const index of order) {
          options.log(`  drivers: ${members.toLocaleString('en-US')} members, ${clients} client${clients === 1 ? '' : 's'}, ${shapes[index]!.driver}, ${shapes[index]!.shape}…`)
          rows.push(await measureShape(admin, options.databaseUrl, schema, members, clients, index, options.seconds))
        }
      }
    }
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined)
    await admin.end()
  }
  return rows
}

/** What the table says, read over several runs. */
export const driversReading =
  'The CPU columns decide, not the rates: on a machine as busy as this one the rates and latencies under load move by tens of percent between runs, either way, and between the rows of one run too. ' +
  'Node\'s CPU follows the statements an increment sends, hardly its round trips, and not the driver: postgres.js spends as much per statement as pg or more (and `sql.begin` waits for its begin and its commit, a round trip each), ' +
  'so the same five statements pipelined through it save waiting (the entity\'s events lock is held across one round trip instead of four) but not CPU, and cost Node more than pg sending them one after another. ' +
  'Fewer statements is what pays, on either driver: reading, then one statement for the increment and its event, takes a little over half of the former CPU in Node, one function call about a third; PostgreSQL\'s backends spend as much or less (one function call some 10 to 20% less than before: fewer statements to bind, run and answer). ' +
  'So the server keeps `pg`, with no second driver to carry, and sends an increment as the read and then one statement, which leaves the rules in TypeScript (the read decides what the statement writes), or as one function call where the rules can move into SQL; ' +
  'a pipelining driver has nothing left to save once an increment is one or two statements.'

const number = (value: number) => Math.round(value).toLocaleString('en-US')
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))

/** This run's Node CPU per increment with the most clients, by shape (the mean of the sizes), in words. */
function cpuSummary(rows: readonly DriverRow[]): string {
  const clients = Math.max(...rows.map((row) => row.clients))
  const cpu = (index: number) => {
    const { driver, shape } = shapes[index]!
    const matching = rows.filter((row) => row.clients === clients && row.driver === driver && row.shape === shape)
    return `${number(matching.reduce((sum, row) => sum + row.nodeUs, 0) / Math.max(1, matching.length))} µs`
  }
  return (
    `In this run, with ${clients} clients (the mean of the sizes), Node spent per increment: ${cpu(0)} sending the statements one at a time as the server did; ` +
    `in the fewest round trips ${cpu(1)} through pg and ${cpu(2)} through postgres.js, ${cpu(3)} pipelined; ` +
    `reading, then one statement, ${cpu(6)} through pg and ${cpu(7)} through postgres.js; one function call ${cpu(4)} and ${cpu(5)}.`
  )
}

export function formatDrivers(rows: readonly DriverRow[], seconds: number): string {
  return [
    driversTitle,
    '',
    `Written by \`npm run bench:server\` (bench/server/drivers.ts), ${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)} when the table was written): ` +
      'the same increment sent through `pg` and through `postgres` (postgres.js) from the benchmark\'s own process, no HTTP and no service around it, on a copy of the tables an increment touches ' +
      '(made by the benchmark, not the server\'s migrations): read the session, the entity and its metrics; then in a transaction one statement for the counter, the event, the day, week and month totals, ' +
      'the moves between value buckets and an idempotency record; the entity\'s levels; the per-entity events lock, `pg_notify` and the outbox row. ' +
      `Each shape runs ${seconds} s with 1 client and with ${Math.max(...rows.map((row) => row.clients))} (a pool as large, one connection each), every increment for a random member of one entity. ` +
      'Statements are prepared on both drivers (pg by name, as the server does). ' +
      '"One statement at a time" was the server\'s sequence: read; begin; increment; levels; lock; notify; outbox; commit. ' +
      '"Fewest round trips" reads the levels with the session and writes lock, notification and outbox row in one statement: read; begin; increment; events; commit. ' +
      '"Pipelined" sends that on one reserved postgres.js connection without waiting where nothing depends on the answer: read; begin and increment together; events and commit together. ' +
      '"Read, then one statement" reads as the server does and sends the increment and its event in one statement that holds no transaction open: the counter and the rest, then the lock, the notification and the outbox row (the event\'s data made from the new value in SQL). ' +
      '"One function call" is a PL/pgSQL function doing all of it, the checks and the event\'s data included, in one statement. ' +
      'CPU is per increment: this process\'s (process.cpuUsage: the driver, the event loop, the checks) and the PostgreSQL backends of the measured connections\' (from /proc, 10 ms ticks).',
    '',
    '| members | clients | driver | shape | round trips | increments/s | p50 / p99 | Node CPU per increment | PostgreSQL CPU per increment |',
    '| ---: | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${number(row.members)} | ${row.clients} | ${row.driver} | ${row.shape} | ${row.roundTrips} | ${number(row.rate)} | ${ms(row.p50)} / ${ms(row.p99)} ms | ${number(row.nodeUs)} µs | ${number(row.postgresUs)} µs |${row.errors ? ` (${row.errors} errors)` : ''}`,
    ),
    '',
    cpuSummary(rows),
    '',
    driversReading,
  ].join('\n')
}
