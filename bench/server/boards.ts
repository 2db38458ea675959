// Leaderboards at scale, for npm run bench:server: a database filled in bulk by SQL (members, their increments as
// events over the last 60 days, the 15-minute sums, the period totals and counts per value bucket and the counters
// those events add up to), then engagekit-server
// on it, asked for the all-time board and this week's and this month's in UTC and in Asia/Kolkata, each with a random
// member's place (`around`), and for the all-time board around its top member and around its bottom one.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { sql } from 'kysely'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { seedState } from '../../src/service/seed/seedState.js'
import { fillAfterMs, keepAfterMs } from '../../packages/server/src/store/sql/boardWindowKeeper.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { benchDatabaseUrl } from './targets.js'

export type BoardStore = 'sqlite' | 'postgres'
export type BoardTiming = { p50: number; p99: number; rate: number; errors: number }
/** The boards timed, each with `around` a random member: all time, and this week and month in UTC and in Kolkata (UTC+5:30). */
export const boardKinds = ['all', 'week', 'month', 'week Asia/Kolkata', 'month Asia/Kolkata'] as const
export type BoardKind = (typeof boardKinds)[number]
export type BoardRow = {
  store: BoardStore
  members: number
  events: number
  activeThisWeek: number
  fillSeconds: number
  /** Bytes on disk of the board totals and counts (tables and indexes), and of the whole database. */
  disk: { boards: number; database: number }
  /**
   * The Kolkata boards' own totals (boardWindows.ts): the seconds from the request that fills their windows (once
   * the grace after the first request passed) to both being filled, and the bytes their totals and counts add.
   */
  kept: { seconds: number; bytes: number }
  boards: Record<BoardKind, BoardTiming>
  /** The all-time board with `around` the first member (the most active) and the last (with no increment: the bottom). */
  top: BoardTiming
  bottom: BoardTiming
}

const entityId = demo.entityId
const metricId = 'aurora-xp'
const day = 86_400_000

/** Address of the `index`th generated member: digits only, so its own EIP-55 checksum and its own lower case. */
export const addressSql = (dialect: BoardStore, index: string) => (dialect === 'postgres' ? `'0x' || lpad(${index}::text, 40, '0')` : `'0x' || substr('0000000000000000000000000000000000000000' || ${index}, -40, 40)`)

/** The numbers 1 to `count` as a table `s` of one column `i`. */
export const seriesSql = (dialect: BoardStore, count: number) =>
  dialect === 'postgres' ? `generate_series(1, ${count}) as s(i)` : `(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${count}) select i from s) as s`

/**
 * Fills a new database with the demo data and `members` more members of the demo entity, with `events` xp increments
 * spread over the 60 days before `nowMs`. Who gets an increment is skewed as communities are: member i with a
 * chance falling as i grows (the index is `members × r²` for a uniform r), so a few members are very active and most
 * are occasional.
 */
export async function fill(database: string, dialect: BoardStore, members: number, events: number, nowMs: number): Promise<void> {
  const store = await openSqlStore(database)
  try {
    await store.load(seedState('demo', nowMs))
    const run = (text: string) => sql.raw(text).execute(store.db)
    const series = (count: number) => seriesSql(dialect, count)
    const random = dialect === 'postgres' ? 'random()' : '((abs(random()) % 1000000000) / 1000000000.0)'
    await run(
      `insert into members (entity_id, address, position, chain, joined_at, updated_at) select '${entityId}', ${addressSql(dialect, 'i')}, 1000 + i, 'ethereum', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' from ${series(members)}`,
    )
    await run(`update entities set member_count = member_count + ${members} where id = '${entityId}'`)
    // Each increment: a member (skewed), 1 to 20 points, a time in the last 60 days (epoch ms).
    await run(`create temporary table generated as select cast(floor(${random} * ${random} * ${members}) as integer) + 1 as m, cast(floor(${random} * 20) as integer) + 1 as amount, ${nowMs} - cast(floor(${random} * ${60 * day}) as bigint) as ms from ${series(events)}`)
    const iso = dialect === 'postgres' ? `to_char(to_timestamp(ms / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : `strftime('%Y-%m-%dT%H:%M:%fZ', ms / 1000.0, 'unixepoch')`
    await run(`insert into events (entity_id, address, metric_id, amount, at, by) select '${entityId}', ${addressSql(dialect, 'm')}, '${metricId}', amount, ${iso}, 'bench' from generated`)
    await run(`insert into activity (entity_id, metric_id, slot, address, total) select '${entityId}', '${metricId}', cast(ms / 900000 as integer), ${addressSql(dialect, 'm')}, sum(amount) from generated group by cast(ms / 900000 as integer), m`)
    await run(`insert into counters (entity_id, address, metric_id, value) select '${entityId}', ${addressSql(dialect, 'm')}, '${metricId}', sum(amount) from generated group by m`)
    // The totals per UTC day, ISO week and month (boardPeriods.ts) and the members per value bucket (valueBuckets.ts).
    const dayOf = 'cast(floor(ms / 86400000.0) as integer)'
    const monthOf =
      dialect === 'postgres'
        ? `cast(extract(year from to_timestamp(ms / 1000.0) at time zone 'UTC') * 12 + extract(month from to_timestamp(ms / 1000.0) at time zone 'UTC') - 1 as integer)`
        : `cast(strftime('%Y', ms / 1000.0, 'unixepoch') as integer) * 12 + cast(strftime('%m', ms / 1000.0, 'unixepoch') as integer) - 1`
    for (const period of [`100000 + ${dayOf}`, `200000 + ${dayOf} - ((${dayOf} + 3) % 7)`, `300000 + ${monthOf}`]) {
      await run(`insert into board_totals (entity_id, metric_id, period, address, value) select '${entityId}', '${metricId}', ${period}, ${addressSql(dialect, 'm')}, sum(amount) from generated group by ${period}, m`)
    }
    const bucket = (v: string) =>
      dialect === 'postgres'
        ? `engagekit_bucket(${v})`
        : `(case when abs(${v}) < 1000 then floor(${v}) when ${v} > 0 then floor(${v} / power(10, length(cast(cast(abs(${v}) as integer) as text)) - 3)) * power(10, length(cast(cast(abs(${v}) as integer) as text)) - 3) else -ceil(-${v} / power(10, length(cast(cast(abs(${v}) as integer) as text)) - 3)) * power(10, length(cast(cast(abs(${v}) as integer) as text)) - 3) end)`
    await run('delete from board_counts')
    await run(`insert into board_counts (entity_id, metric_id, period, low, members) select entity_id, metric_id, 0, ${bucket('value')}, count(*) from counters where value <> 0 group by entity_id, metric_id, ${bucket('value')}`)
    await run(`insert into board_counts (entity_id, metric_id, period, low, members) select entity_id, metric_id, period, ${bucket('value')}, count(*) from board_totals where value <> 0 group by entity_id, metric_id, period, ${bucket('value')}`)
    await run('drop table generated')
    await run(dialect === 'postgres' ? 'vacuum analyze' : 'analyze')
  } finally {
    await store.close()
  }
}

/** How many members have an increment this ISO week (UTC): the rows a weekly board adds up. */
async function activeThisWeek(database: string, nowMs: number): Promise<number> {
  const now = new Date(nowMs)
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * day
  const store = await openSqlStore(database)
  try {
    const row = await sql<{ n: number }>`select count(distinct address) as n from activity where entity_id = ${entityId} and metric_id = ${metricId} and slot >= ${Math.floor(monday / 900_000)}`.execute(store.db)
    return Number(row.rows[0]?.n ?? 0)
  } finally {
    await store.close()
  }
}

/** Bytes on disk of the board totals and counts with their indexes, and of the whole database. */
async function diskUse(database: string, dialect: BoardStore): Promise<{ boards: number; database: number }> {
  const store = await openSqlStore(database)
  try {
    const query =
      dialect === 'postgres'
        ? sql<{ boards: number; database: number }>`select pg_total_relation_size('board_totals') + pg_total_relation_size('board_counts') as boards, (select sum(pg_total_relation_size(c.oid)) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r') as database`
        : sql<{ boards: number; database: number }>`select (select sum(pgsize) from dbstat where name in ('board_totals', 'board_counts', 'board_totals_board') or name like 'sqlite_autoindex_board_%') as boards, (select sum(pgsize) from dbstat) as database`
    const row = (await query.execute(store.db)).rows[0]
    return { boards: Number(row?.boards ?? 0), database: Number(row?.database ?? 0) }
  } finally {
    await store.close()
  }
}

/** Waits until the entity keeps `count` windows, all filled (a minute at most, per 100,000 members). */
async function waitFilled(database: string, count: number, members: number): Promise<void> {
  const store = await openSqlStore(database)
  try {
    for (const deadline = Date.now() + 60_000 * Math.max(1, members / 100_000); Date.now() < deadline; ) {
      const row = await sql<{ kept: number; filled: number }>`select count(*) as kept, sum(filled) as filled from board_windows where entity_id = ${entityId}`.execute(store.db)
      if (Number(row.rows[0]?.kept ?? 0) >= count && Number(row.rows[0]?.filled ?? 0) === Number(row.rows[0]?.kept)) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error('the Kolkata windows were not filled in time')
  } finally {
    await store.close()
  }
}

type Cannon = { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number }

async function time(url: string, seconds: number, path: () => string): Promise<BoardTiming> {
  const result = await (autocannon as unknown as (options: Record<string, unknown>) => Promise<Cannon>)({
    url,
    connections: 1,
    duration: seconds,
    timeout: 60,
    requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: path() }) }],
  })
  return { p50: result.latency.p50, p99: result.latency.p99, rate: result.requests.average, errors: result.errors + result.non2xx }
}

/** One store: filled, served by the built engagekit-server, and timed. `work` holds the SQLite file. */
export async function measureBoards(dialect: BoardStore, members: number, events: number, seconds: number, work: string, serverBin: string): Promise<BoardRow> {
  let database: string
  let dropSchema: (() => Promise<void>) | undefined
  if (dialect === 'sqlite') {
    database = join(work, `boards-${Date.now()}.db`)
  } else {
    const schema = `boards_${process.pid}_${Date.now().toString(36)}`
    const admin = await openSqlStore(benchDatabaseUrl)
    await sql.raw(`drop schema if exists ${schema} cascade; create schema ${schema}`).execute(admin.db)
    await admin.close()
    const url = new URL(benchDatabaseUrl)
    url.searchParams.set('options', `-c search_path=${schema}`)
    database = url.toString()
    dropSchema = async () => {
      const again = await openSqlStore(benchDatabaseUrl)
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(again.db)
      await again.close()
    }
  }
  const nowMs = Date.now()
  const started = performance.now()
  await fill(database, dialect, members, events, nowMs)
  const fillSeconds = (performance.now() - started) / 1000
  const active = await activeThisWeek(database, nowMs)
  const disk = await diskUse(database, dialect)
  const entry = `const { runServerCli } = await import(${JSON.stringify(pathToFileURL(serverBin).href)}); await runServerCli(process.argv.slice(1))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', entry, '--', '--database', database, '--port', '0', '--quiet', '--registrations-per-minute', 'off', '--max-members', '10000000'], { stdio: ['ignore', 'pipe', 'pipe'] })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const found = output.match(/"message":"listening","url":"([^"]+)"/)
        if (found) resolve(found[1]!)
      })
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.once('exit', (code) => reject(new Error(`engagekit-server exited (${code}): ${output}`)))
    })
    const session = await createSandboxSession({ fetch: (request: Request) => fetch(request) }, demo.accounts.member.privateKey, { baseUrl: url })
    const auth = new URLSearchParams({ address: session.address, signature: session.signature }).toString()
    const member = (index: number) => `0x${String(index).padStart(40, '0')}`
    const board = (kind: string, around = () => member(1 + Math.floor(Math.random() * members))) => () => {
      const [period, timeZone = 'UTC'] = kind.split(' ')
      return `/api/entities/${entityId}/leaderboard?metric=xp&limit=10&period=${period}&timeZone=${encodeURIComponent(timeZone!)}&around=${around()}&${auth}`
    }
    // One request of each first: the server's statements prepared, the database's pages read once.
    for (const kind of boardKinds) await fetch(`${url}${board(kind)()}`)
    // Those requests asked for the Kolkata windows' own totals: once the grace has passed, one more request of each
    // fills them (boardWindowKeeper.ts); until then they were read as UTC boards with their edges moved.
    const zoned = boardKinds.filter((kind) => kind.includes(' '))
    await new Promise((resolve) => setTimeout(resolve, keepAfterMs + fillAfterMs + 500))
    const keptStarted = performance.now()
    for (const kind of zoned) await fetch(`${url}${board(kind)()}`)
    await waitFilled(database, zoned.length, members)
    const kept = { seconds: (performance.now() - keptStarted) / 1000, bytes: (await diskUse(database, dialect)).boards - disk.boards }
    const timings = {} as Record<BoardKind, BoardTiming>
    for (const kind of boardKinds) timings[kind] = await time(url, seconds, board(kind))
    return {
      store: dialect,
      members,
      events,
      activeThisWeek: active,
      fillSeconds,
      disk,
      kept,
      boards: timings,
      top: await time(url, seconds, board('all', () => member(1))),
      bottom: await time(url, seconds, board('all', () => member(members))),
    }
  } finally {
    await new Promise((done) => (child.exitCode !== null ? done(null) : (child.once('exit', done), child.kill('SIGTERM'))))
    await dropSchema?.()
  }
}
