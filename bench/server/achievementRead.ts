// A member's achievements at scale, for npm run bench:server -- --only achievements: a database filled in bulk by
// SQL (the demo data, then members up to `members`, member i with xp = i mod 2,000 and reviews = i mod 7; 20 metric
// achievements on xp and every record a member past a threshold holds), then engagekit-server on it, asked for a
// random generated member's achievements with 8 connections, then with 1.
import { sql } from 'kysely'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { seedState } from '../../src/service/seed/seedState.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import type { AchievementLoad } from './achievements.js'
import { addressSql, seriesSql } from './boards.js'
import { newDatabase, serveDatabase } from './targets.js'

type Dialect = 'sqlite' | 'postgres'
type LoadFn = (urls: string[], connections: number, request: (url: string) => Record<string, unknown>) => Promise<AchievementLoad>

export type AchievementRead = {
  members: number
  /** Rows of achievements_earned. */
  earnedRecords: number
  fillSeconds: number
  /** Bytes on disk of achievements_earned: the table and its two indexes (the primary key, and by member). */
  earnedBytes: { table: number; indexes: number }
  /** With 8 connections: as many reads as the server makes, each waiting for those ahead of it. */
  read: AchievementLoad
  /** With 1 connection: one read at a time, what a read takes with nothing ahead of it. */
  alone: AchievementLoad
  /** The store's statement for the member's records, as the database runs it: its plan and its median time over 20 members. */
  plan: { text: string; ms: number }
}

const entityId = demo.entityId
const at = '2026-01-01T00:00:00.000Z'

/** Fills a new database: the demo data with its own achievements removed, grown to `members`, with achievements on xp at `thresholds`. */
async function fillAchievementRead(database: string, dialect: Dialect, members: number, thresholds: readonly number[]): Promise<{ first: number }> {
  const store = await openSqlStore(database)
  try {
    await store.load(seedState('demo'))
    const run = (text: string) => sql.raw(text).execute(store.db)
    for (const table of ['achievements_earned', 'achievements', 'member_streaks']) await run(`delete from ${table} where entity_id = '${entityId}'`)
    const counted = await sql<{ n: number }>`select member_count as n from entities where id = ${entityId}`.execute(store.db)
    // The demo's members hold positions 1 to `first`; generated member i (from `first` on) has position i + 1.
    const first = Number(counted.rows[0]!.n)
    const index = `(i + ${first - 1})`
    const series = seriesSql(dialect, members - first)
    await run(`insert into members (entity_id, address, position, chain, joined_at, updated_at) select '${entityId}', ${addressSql(dialect, index)}, ${index} + 1, 'ethereum', '${at}', '${at}' from ${series}`)
    await run(`update entities set member_count = ${members} where id = '${entityId}'`)
    for (const [metric, modulo] of [['aurora-xp', 2000], ['aurora-reviews', 7]] as const) {
      await run(`insert into counters (entity_id, address, metric_id, value) select '${entityId}', ${addressSql(dialect, index)}, '${metric}', ${index} % ${modulo} from ${series}`)
    }
    for (const threshold of thresholds) {
      const trigger = JSON.stringify({ type: 'metric', metricId: 'aurora-xp', threshold })
      await run(`insert into achievements (entity_id, key, name, description, image_url, trigger, created_at, backfill) values ('${entityId}', 'xp-${threshold}', '${threshold} XP', '', '', '${trigger}', '${at}', null)`)
    }
    // Every member past a threshold (the demo's own members too) holds its achievement; completions count them. In the
    // order a community writes them (an achievement's members reach it over time, a backfill goes through them in
    // address order), so a member's records lie on as many pages as they hold achievements, not side by side.
    const table = thresholds.map((threshold) => `select ${threshold} as threshold`).join(' union all ')
    await run(
      `insert into achievements_earned (entity_id, key, address, earned_at) select c.entity_id, 'xp-' || t.threshold, c.address, '${at}' from counters c join (${table}) t on c.value >= t.threshold where c.entity_id = '${entityId}' and c.metric_id = 'aurora-xp' order by t.threshold, c.address`,
    )
    await run(`update achievements set completions = (select count(*) from achievements_earned e where e.entity_id = achievements.entity_id and e.key = achievements.key) where entity_id = '${entityId}'`)
    await run(dialect === 'postgres' ? 'vacuum analyze' : 'analyze')
    return { first }
  } finally {
    await store.close()
  }
}

async function earnedSize(database: string, dialect: Dialect): Promise<{ rows: number; table: number; indexes: number }> {
  const store = await openSqlStore(database)
  try {
    const query =
      dialect === 'postgres'
        ? sql<{ rows: number; table: number; indexes: number }>`select (select count(*) from achievements_earned) as "rows", pg_table_size('achievements_earned') as "table", pg_indexes_size('achievements_earned') as indexes`
        : sql<{ rows: number; table: number; indexes: number }>`select (select count(*) from achievements_earned) as "rows", (select sum(pgsize) from dbstat where name = 'achievements_earned') as "table", (select sum(pgsize) from dbstat where name = 'achievements_earned_by_member' or name like 'sqlite_autoindex_achievements_earned%') as indexes`
    const row = (await query.execute(store.db)).rows[0]
    return { rows: Number(row?.rows ?? 0), table: Number(row?.table ?? 0), indexes: Number(row?.indexes ?? 0) }
  } finally {
    await store.close()
  }
}

/** How the database runs the store's read of a member's records (sqlAchievements.earnedBy), for `addresses`. */
async function earnedPlan(database: string, dialect: Dialect, addresses: readonly string[]): Promise<{ text: string; ms: number }> {
  const store = await openSqlStore(database)
  try {
    const query = (address: string) => store.db.selectFrom('achievements_earned').select(['key', 'earned_at']).where('entity_id', '=', entityId).where('address', '=', address)
    const times: number[] = []
    let text = ''
    for (const address of addresses) {
      if (dialect === 'postgres') {
        const [row] = (await query(address).explain('json', sql`analyze, buffers`)) as unknown as { 'QUERY PLAN': [{ Plan: Record<string, unknown>; 'Execution Time': number }] }[]
        const { Plan: plan, 'Execution Time': ms } = row!['QUERY PLAN'][0]
        text = `${String(plan['Node Type'])}${plan['Index Name'] ? ` using ${String(plan['Index Name'])}` : ''} (${Number(plan['Actual Rows'])} rows, ${Number(plan['Shared Hit Blocks'] ?? 0) + Number(plan['Shared Read Blocks'] ?? 0)} pages)`
        times.push(ms)
      } else {
        // The store's statement, as SQLite plans it.
        const explained = await sql<{ detail: string }>`explain query plan select "key", "earned_at" from "achievements_earned" where "entity_id" = ${entityId} and "address" = ${address}`.execute(store.db)
        text = explained.rows.map((row) => row.detail).join('; ')
        const started = performance.now()
        await query(address).execute()
        times.push(performance.now() - started)
      }
    }
    times.sort((a, b) => a - b)
    return { text, ms: times[Math.floor(times.length / 2)] ?? 0 }
  } finally {
    await store.close()
  }
}

/** One store at `members` members: filled, served by the built engagekit-server, and read with 8 connections. */
export async function measureAchievementRead(
  dialect: Dialect,
  members: number,
  thresholds: readonly number[],
  context: { load: LoadFn; work: string; serverBin: string },
): Promise<AchievementRead> {
  const { database, drop } = await newDatabase(dialect, context.work, 'achievements')
  try {
    const started = performance.now()
    const { first } = await fillAchievementRead(database, dialect, members, thresholds)
    const fillSeconds = (performance.now() - started) / 1000
    const size = await earnedSize(database, dialect)
    const target = await serveDatabase(dialect, database, context.serverBin)
    let read: AchievementLoad
    let alone: AchievementLoad
    try {
      const session = await createSandboxSession({ fetch: (request: Request) => fetch(request) }, demo.accounts.admin.privateKey, { baseUrl: target.urls[0] })
      const auth = new URLSearchParams({ address: session.address, signature: session.signature }).toString()
      const path = () => `/api/entities/${entityId}/users/0x${String(first + Math.floor(Math.random() * (members - first))).padStart(40, '0')}/achievements?${auth}`
      // One request first: the server's statements prepared.
      const warm = await fetch(`${target.urls[0]}${path()}`)
      if (!warm.ok) throw new Error(`a member's achievements answered ${warm.status}`)
      const reads = () => ({ requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: path() }) }] })
      read = await context.load(target.urls, 8, reads)
      alone = await context.load(target.urls, 1, reads)
    } finally {
      await target.stop()
    }
    // Members holding 19 records (xp 1,999), else any.
    const holders = Array.from({ length: Math.floor((members - 1999 - 1) / 2000) + 1 }, (_, block) => 1999 + block * 2000).filter((index) => index >= first)
    const picks = Array.from({ length: 20 }, () => (holders.length > 0 ? holders[Math.floor(Math.random() * holders.length)]! : first + Math.floor(Math.random() * (members - first))))
    const plan = await earnedPlan(database, dialect, picks.map((index) => `0x${String(index).padStart(40, '0')}`))
    return { members, earnedRecords: size.rows, fillSeconds, earnedBytes: { table: size.table, indexes: size.indexes }, read, alone, plan }
  } finally {
    await drop()
  }
}
