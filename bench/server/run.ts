// npm run bench:server: the service under HTTP load on every store, side by side in one run: the sandbox in memory,
// engagekit-server on SQLite, on PostgreSQL with one process and with two, at 1,000 and 100,000 members; beside them
// the engines' own ceiling for the same work (pgbench; a bare better-sqlite3 loop). Writes the table to
// docs/performance.md ("## The server under load"). Then leaderboards at scale (bench/server/boards.ts): SQLite at
// 100,000 members and 1,000,000 increments, PostgreSQL at 1,000,000 and 10,000,000 ("## Leaderboards at scale").
// Then webhooks (bench/server/webhooks.ts): increments/s with one endpoint attached and without, and the delivery
// latency from acknowledgement to receiver ("## Webhooks under load"). Then achievements (bench/server/achievements.ts):
// increments with 20 metric achievements and none, a member's achievements at 1,000,000 members on PostgreSQL and
// 100,000 on SQLite, a backfill at 10,000 ("## Achievements under load"). Then PostgreSQL drivers
// (bench/server/drivers.ts): one increment's statements through pg and through postgres (postgres.js), one at a time,
// in the fewest round trips, pipelined, as one function call ("## PostgreSQL drivers").
// Options: --seconds <n> (default 5), --sizes 1000,100000, --only <kind> (memory, sqlite or postgres: not written;
// boards, streams, webhooks, achievements or drivers: that part alone, written; --no-streams, --no-webhooks,
// --no-achievements, --no-drivers leave them out), --board-scale <fraction> (e.g. 0.1 for a tenth of the members and
// events; the achievements read's members too), --no-boards, --no-write.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { seedState } from '../../src/service/seed/seedState.js'
import type { Snapshot } from '../../src/service/state.js'
import { loadRuns, measureAchievements, type AchievementRow } from './achievements.js'
import { driversTitle, formatDrivers, measureDrivers, type DriverRow } from './drivers.js'
import { boardKinds, measureBoards, type BoardRow } from './boards.js'
import { formatStreams, measureStreams, streamsTitle } from './streams.js'
import { pgbenchCeiling, sqliteCeiling } from './ceilings.js'
import { countCpu } from './cpuShare.js'
import { benchDatabaseUrl, startTarget, type TargetKind } from './targets.js'
import { measureWebhooks, type WebhookRow } from './webhooks.js'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const seconds = Number(option('--seconds')) || 5
const sizes = (option('--sizes') ?? '1000,100000').split(',').map(Number)
const only = option('--only')
/** The parts run alone with --only whose sections are written (memory, sqlite and postgres alone are not). */
const parts = ['boards', 'streams', 'webhooks', 'achievements', 'drivers']
const write = !args.includes('--no-write') && (only === undefined || parts.includes(only))
const kinds: TargetKind[] = (['memory', 'sqlite', 'postgres', 'postgres ×2'] as const).filter((kind) => only === undefined || kind.startsWith(only))
const boards = !args.includes('--no-boards') && (only === undefined || only === 'boards')
const boardScale = Number(option('--board-scale')) || 1
const streams = !args.includes('--no-streams') && (only === undefined || only === 'streams')
const webhooks = !args.includes('--no-webhooks') && (only === undefined || only === 'webhooks')
const achievements = !args.includes('--no-achievements') && (only === undefined || only === 'achievements')
const drivers = !args.includes('--no-drivers') && (only === undefined || only === 'drivers')
export const achievementsTitle = '## Achievements under load'
const log = (line: string) => process.stdout.write(`${line}\n`)
export const serverLoadTitle = '## The server under load'
export const boardsTitle = '## Leaderboards at scale'
export const webhooksTitle = '## Webhooks under load'

/** Connections the load tool keeps open for increments (split evenly over a configuration's processes); pgbench's clients too. */
const writeConnections = 32

type Load = { rate: number; p50: number; p99: number; errors: number }
type Row = { kind: TargetKind; members: number; increments: Load; row2: Load; row8: Load; cpu: Record<string, number>; ceiling: number | undefined }

/** The demo data with the demo entity grown to `members` members, each with an xp and a reviews counter. */
function snapshotWith(members: number): Snapshot {
  const snapshot = seedState('demo')
  const entity = snapshot.entities[demo.entityId]!
  for (let index = entity.members.length; index < members; index++) {
    // Digits only: an address without letters is its own EIP-55 checksum.
    const address = `0x${String(index).padStart(40, '0')}`
    entity.members.push({ address, chain: 'ethereum', joinedAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })
    entity.counters[address] = { 'aurora-xp': index % 2000, 'aurora-reviews': index % 7 }
  }
  return snapshot
}

type Cannon = { requests: { total: number; average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number }

/** autocannon against every URL at once, `connections` split among them; rates add up, p50 is averaged by requests, p99 is the worst. */
async function load(urls: string[], connections: number, request: (url: string) => Record<string, unknown>): Promise<Load> {
  const results = await Promise.all(
    urls.map((url) => (autocannon as unknown as (options: Record<string, unknown>) => Promise<Cannon>)({ url, connections: Math.max(1, Math.round(connections / urls.length)), duration: seconds, ...request(url) })),
  )
  const total = results.reduce((sum, result) => sum + result.requests.total, 0) || 1
  return {
    rate: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: results.reduce((sum, result) => sum + result.latency.p50 * result.requests.total, 0) / total,
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  }
}

const randomMember = (members: number) => `0x${String(Math.floor(Math.random() * members)).padStart(40, '0')}`

async function measure(kind: TargetKind, members: number, snapshot: Snapshot, work: string, serverBin: string): Promise<Omit<Row, 'ceiling'>> {
  const target = await startTarget(kind, snapshot, work, serverBin, root)
  try {
    const admin = await createSandboxSession({ fetch: (request: Request) => fetch(request) }, demo.accounts.admin.privateKey, { baseUrl: target.urls[0] })
    const auth = new URLSearchParams({ address: admin.address, signature: admin.signature }).toString()
    const path = (tail: string) => `/api/entities/${demo.entityId}${tail}?${auth}`
    const cpu = countCpu({ servers: target.pids, postgres: 'postgres', load: [process.pid] })
    const increments = await load(target.urls, writeConnections, () => ({
      requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"count":1}', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: path(`/users/${randomMember(members)}/metrics/xp`) }) }],
    }))
    const shares = cpu.stop()
    const row2 = await load(target.urls, 8, () => ({ requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: path(`/users/${randomMember(members)}/metrics`) }) }] }))
    const row8 = await load(target.urls, 2, () => ({ requests: [{ path: path('/users') }] }))
    return { kind, members, increments, row2, row8, cpu: shares }
  } finally {
    await target.stop()
  }
}

const number = (value: number) => Math.round(value).toLocaleString('en-US')
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))

function format(rows: Row[], ceilings: Map<number, { pgbench: number; sqlite: number }>): string {
  const lines = [
    serverLoadTitle,
    '',
    `Written by \`npm run bench:server\`: autocannon on loopback, ${seconds} s per measurement, ${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)} when the table was written); every process (the load tool, the servers, PostgreSQL) shares them. ` +
      `Increments are row 3 for a random member, ${writeConnections} connections (split evenly between the processes of a configuration); row 2 (a random member's counters) with 8, row 8 (every member) with 2. ` +
      'With two processes, the rates add up and p99 is the worse of the two. ' +
      `The ceiling is the engine doing the same work bare, in the same run: pgbench with ${writeConnections} clients, each transaction one \`update … set value = value + 1\` of a random row among as many as there are members; ` +
      'for SQLite a better-sqlite3 loop with the same pragmas (WAL, synchronous=FULL), one transaction per increment. The memory sandbox has none. ' +
      'CPU is how many cores each part used during the increments (from /proc): the service\'s processes, PostgreSQL\'s, and the load tool (this benchmark\'s own process). ' +
      'Aims: PostgreSQL with two processes ≥ 2,000 increments/s with p99 < 50 ms and ≥ 40% of pgbench; SQLite ≥ 1,500/s; row 8 at 100,000 members < 1 s on each store.',
    '',
    '| members | store | increments/s | p50 / p99 | ceiling | of ceiling | CPU: service / PostgreSQL / load tool | row 2 p50 / p99 | row 8 p50 / p99 |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const row of rows) {
    const ceiling = ceilings.get(row.members)
    const bare = row.kind === 'sqlite' ? ceiling?.sqlite : row.kind.startsWith('postgres') ? ceiling?.pgbench : undefined
    lines.push(
      `| ${number(row.members)} | ${row.kind} | ${number(row.increments.rate)} | ${ms(row.increments.p50)} / ${ms(row.increments.p99)} ms | ${bare === undefined ? '–' : `${number(bare)}/s`} | ${bare === undefined ? '–' : `${Math.round((row.increments.rate / bare) * 100)}%`} | ${['servers', 'postgres', 'load'].map((group) => (row.cpu[group] ?? 0).toFixed(2)).join(' / ')} | ${ms(row.row2.p50)} / ${ms(row.row2.p99)} ms | ${ms(row.row8.p50)} / ${ms(row.row8.p99)} ms |`,
    )
  }
  const errors = rows.filter((row) => row.increments.errors + row.row2.errors + row.row8.errors > 0)
  if (errors.length > 0) lines.push('', `Errors or non-2xx answers in: ${errors.map((row) => `${row.kind} at ${number(row.members)}`).join(', ')}.`)
  return lines.join('\n')
}

function formatBoards(rows: BoardRow[]): string {
  const timing = (value: { p50: number; p99: number; rate: number; errors: number }) =>
    value.rate === 0 && value.p99 === 0 ? `none answered in ${seconds} s` : `${ms(value.p50)} / ${ms(value.p99)} ms${value.errors ? ` (${value.errors} errors)` : ''}`
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(bytes >= 1e8 ? 0 : 1)} MB`
  const growth = rows.flatMap((row) => {
    const small = rows.find((other) => other.store === row.store && other.members < row.members)
    if (!small) return []
    const ratios = boardKinds.map((kind) => `${kind} ${(row.boards[kind].p99 / Math.max(1, small.boards[kind].p99)).toFixed(1)}×`)
    return [`- ${row.store === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, p99 at ${number(row.members)} members against ${number(small.members)}: ${ratios.join(', ')}.`]
  })
  return [
    boardsTitle,
    '',
    `Written by \`npm run bench:server\` (bench/server/boards.ts), ${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)} when the table was written): engagekit-server on a database filled in bulk by SQL, ` +
      'the demo entity grown to the members below with xp increments spread over the last 60 days (who gets one is skewed as communities are: ' +
      'member i with a chance falling as i grows), kept as events, 15-minute sums, totals per UTC day, ISO week and month, counts of members per value bucket, and the counters. ' +
      'Each board is `GET …/leaderboard?metric=xp&limit=10` with `around` a random member (their place and two neighbours on each side), one connection, ' +
      `${seconds} s each, p50 / p99; "top / bottom" is the all-time board around its first member and around its last (no increment at all). ` +
      'The disk column is what the board totals and counts take, tables and indexes, of the whole database. ' +
      'The Kolkata boards read their own totals (kept per window of a time zone asked for, boardWindows.ts): "Kolkata totals" is the time from the request that fills the week\'s and the month\'s (the first requests asked for them, the grace after passed) to both being filled, and what they add on disk. ' +
      'Aims: every board\'s p99 at the large size within 3× of the same board at 10,000 members, and under 20 ms (SQLite at 100,000: under 10 ms); the bottom as fast as the top.',
    '',
    `| store | members | events | active this week | filled in | disk: boards of all | Kolkata totals: filled in, disk | ${boardKinds.map((kind) => kind.replace('all', 'all time').replace('week', 'this week').replace('month', 'this month').replace(' Asia/', ', ')).join(' | ')} | top / bottom (p99) |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ${boardKinds.map(() => '---:').join(' | ')} | ---: |`,
    ...rows.map(
      (row) =>
        `| ${row.store === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${number(row.members)} | ${number(row.events)} | ${number(row.activeThisWeek)} | ${row.fillSeconds.toFixed(0)} s | ${mb(row.disk.boards)} of ${mb(row.disk.database)} | ${row.kept.seconds.toFixed(1)} s, ${mb(row.kept.bytes)} | ${boardKinds.map((kind) => timing(row.boards[kind])).join(' | ')} | ${ms(row.top.p99)} / ${ms(row.bottom.p99)} ms |`,
    ),
    ...(growth.length > 0 ? ['', 'How the p99 grows with the members:', '', ...growth] : []),
  ].join('\n')
}

function formatWebhooks(rows: WebhookRow[]): string {
  return [
    webhooksTitle,
    '',
    `Written by \`npm run bench:server\` (bench/server/webhooks.ts), ${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)}): engagekit-server with the demo data, ` +
      `row 3 for a new member each time with ${writeConnections} connections for ${seconds} s, first with no webhook, then with one endpoint of \`metric.incremented\` attached ` +
      '(a receiver in the benchmark\'s process, on loopback, answering 204). Then, the backlog delivered, increments one at a time every 20 ms: the time from ' +
      'an increment\'s 200 reaching the client to its delivery reaching the receiver, p50 / p99 (a process delivers at once after its own writes, else within a second).',
    '',
    '| store | increments/s without | with one webhook | delivered during the load and after | delivery latency p50 / p99 |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.store === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${number(row.without)} | ${number(row.with)} | ${number(row.delivered)} | ${ms(row.p50)} / ${ms(row.p99)} ms (${row.latencySamples} deliveries) |`,
    ),
  ].join('\n')
}

function formatAchievements(rows: AchievementRow[]): string {
  const timing = (value: Load) => `${ms(value.p50)} / ${ms(value.p99)} ms${value.errors ? ` (${value.errors} errors)` : ''}`
  const store = (row: AchievementRow) => (row.store === 'sqlite' ? 'SQLite' : 'PostgreSQL')
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(bytes >= 1e8 ? 0 : 1)} MB`
  return [
    achievementsTitle,
    '',
    `Written by \`npm run bench:server\` (bench/server/achievements.ts), ${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)}), one engagekit-server process, autocannon on loopback, ${seconds} s per measurement. ` +
      `Increments under load are ${loadRuns} runs of each kind, interleaved (none, 20; 20, none; …), each on a server started afresh; the table shows the run of median rate and the runs' rates follow it. ` +
      `Increments are row 3 of xp for a random member of 1,000 (xp 0 to 999), ${writeConnections} connections: with no achievement and no streak, then with 20 metric achievements on xp (thresholds 25 to 500, which the increments keep crossing: ` +
      'each increment reads the achievements and one that reaches a threshold records it) and a daily streak on xp that every member has already extended today (each increment reads the member\'s streak, none extends it: the share of first increments of a day would otherwise follow the machine\'s speed; an extension\'s cost is the streaks\' benchmark\'s). ' +
      'The read is `GET …/users/{address}/achievements` for a random member, with 8 connections (as many reads as the server makes, each waiting for those ahead of it), then with 1 (one at a time: what a read takes with nothing ahead of it), on a database filled by SQL (bench/server/achievementRead.ts): the demo grown to the members shown, member i with xp = i mod 2,000, ' +
      '20 achievements on xp (thresholds 1,525 to 2,000) and every record a member past a threshold holds (about a quarter of the members hold most of the 20), then analyzed; ' +
      '"filled in" is the time of that fill, the records\' size is achievements_earned\'s table + its two indexes (the primary key and the one by member). The backfill is a new achievement at 1,000 XP on 10,000 members: the time from the request to the last member past it holding it. ' +
      'One at a time is the same increments sent one after another to the service\'s handler in the benchmark\'s own process (no HTTP), 9 rounds of 200 with and without achievements interleaved, ' +
      'the median CPU µs per increment that process spent (the service, and SQLite inside it; PostgreSQL\'s own work not counted): the cost of the work itself, which a busy machine blurs far less than the rates under load. ' +
      'On a busy or slow machine the rates under load move by tens of percent between runs, either way; the medians of interleaved runs and the CPU column are the comparisons to read. ' +
      'Aims: increments with 20 achievements and a streak at most 10% below none; the member read at 1,000,000 members on PostgreSQL p99 < 20 ms; the backfill of thousands within seconds.',
    '',
    '| store | increments/s, none | increments/s, 20 achievements and a streak | change | p50 / p99 with 20 | CPU one at a time: none / 20 | change | member read: members, p50 / p99, rate | one at a time | at 10,000 | at 10,000, one at a time | records, size, filled in | backfill at 10,000 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${store(row)} | ${number(row.none.rate)} | ${number(row.twenty.rate)} | ${(((row.twenty.rate - row.none.rate) / row.none.rate) * 100).toFixed(1)}% | ${timing(row.twenty)} | ${number(row.rounds.none)} / ${number(row.rounds.twenty)} µs | ${(((row.rounds.twenty - row.rounds.none) / row.rounds.none) * 100).toFixed(1)}% | ${number(row.read.members)}: ${timing(row.read.read)}, ${number(row.read.read.rate)}/s | ${timing(row.read.alone)} | ${timing(row.readBase.read)} | ${timing(row.readBase.alone)} | ${number(row.read.earnedRecords)}, ${mb(row.read.earnedBytes.table)} + ${mb(row.read.earnedBytes.indexes)}, ${row.read.fillSeconds.toFixed(0)} s | ${number(row.backfill.awarded)} members in ${row.backfill.seconds.toFixed(1)} s |`,
    ),
    '',
    `Runs under load, increments/s, none / with 20 achievements and a streak, in the order run: ` +
      rows.map((row) => `${store(row)} ${row.rates.none.map(number).join(', ')} / ${row.rates.twenty.map(number).join(', ')}`).join('; ') +
      '.',
    '',
    `The member's records as the store reads them (\`select key, earned_at from achievements_earned where entity_id = ? and address = ?\`, 20 members each holding 19 where members reach xp 1,999, after the load): ` +
      rows.map((row) => `${store(row)} at ${number(row.read.members)}: ${row.read.plan.text}, median ${row.read.plan.ms.toFixed(2)} ms`).join('; ') +
      '. The rest of a read\'s time is the request around it; a SQL store reads everything the read needs in one statement: the session, the entity (its member count in its row), its metrics and achievements, the rate limit, the member with their counters, and their records.',
  ].join('\n')
}

/** Puts `section` (starting with `title`) in docs/performance.md in place of its last version, else before `before`. */
async function writeSection(title: string, section: string, before: string): Promise<void> {
  const file = join(root, 'docs', 'performance.md')
  const text = existsSync(file) ? await readFile(file, 'utf8') : ''
  const start = text.indexOf(title)
  const end = start === -1 ? -1 : text.indexOf('\n## ', start + title.length)
  const next = start === -1 ? text.indexOf(`\n${before}`) : -1
  const updated =
    start !== -1
      ? `${text.slice(0, start)}${section}\n${end === -1 ? '' : text.slice(end)}`
      : next !== -1
        ? `${text.slice(0, next)}\n${section}\n${text.slice(next)}`
        : `${text.trimEnd()}\n\n${section}\n`
  await writeFile(file, updated)
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'engagekit-bench-server-'))
  try {
    if (only !== 'drivers') {
      log('Building engagekit-server…')
      await promisify(execFile)(process.execPath, [join(root, 'scripts/build-server.mjs')])
    }
    const serverBin = join(root, 'packages/server/dist/cli.js')
    const rows: Row[] = []
    const ceilings = new Map<number, { pgbench: number; sqlite: number }>()
    for (const members of only !== undefined && parts.includes(only) ? [] : sizes) {
      const snapshot = snapshotWith(members)
      for (const kind of kinds) {
        log(`  ${number(members)} members, ${kind}…`)
        rows.push({ ...(await measure(kind, members, snapshot, work, serverBin)), ceiling: undefined })
      }
      log(`  ${number(members)} members, the engines' ceilings…`)
      ceilings.set(members, { pgbench: await pgbenchCeiling(members, writeConnections, seconds, work), sqlite: await sqliteCeiling(members, seconds, work, root) })
    }
    const boardRows: BoardRow[] = []
    if (boards) {
      // Each store at 10,000 members first (ten events each), the size the large one is compared with.
      for (const [store, members, events] of [['sqlite', 10_000, 100_000], ['sqlite', 100_000, 1_000_000], ['postgres', 10_000, 100_000], ['postgres', 1_000_000, 10_000_000]] as const) {
        const scaled = members === 10_000 ? ([members, events] as const) : ([Math.round(members * boardScale), Math.round(events * boardScale)] as const)
        log(`  boards: ${store}, ${number(scaled[0])} members, ${number(scaled[1])} events…`)
        boardRows.push(await measureBoards(store, scaled[0], scaled[1], seconds, work, serverBin))
      }
    }
    let streamSection: string | undefined
    if (streams) {
      log('  1,000 event streams on one process…')
      streamSection = formatStreams(await measureStreams(serverBin, work), cpus().length)
    }
    const webhookRows: WebhookRow[] = []
    if (webhooks) {
      for (const store of ['sqlite', 'postgres'] as const) {
        log(`  webhooks: ${store}…`)
        webhookRows.push(await measureWebhooks(store, seconds, work, serverBin, writeConnections))
      }
    }
    const achievementRows: AchievementRow[] = []
    if (achievements) {
      for (const store of ['sqlite', 'postgres'] as const) {
        log(`  achievements: ${store}…`)
        const readMembers = Math.round((store === 'postgres' ? 1_000_000 : 100_000) * boardScale)
        achievementRows.push(await measureAchievements(store, { grow: snapshotWith, load, work, serverBin, root, connections: writeConnections, readMembers }))
      }
    }
    const driverRows: DriverRow[] = drivers ? await measureDrivers({ databaseUrl: benchDatabaseUrl, sizes, seconds, connections: writeConnections, log }) : []
    const section = rows.length > 0 ? format(rows, ceilings) : undefined
    const boardSection = boardRows.length > 0 ? formatBoards(boardRows) : undefined
    const webhookSection = webhookRows.length > 0 ? formatWebhooks(webhookRows) : undefined
    const achievementSection = achievementRows.length > 0 ? formatAchievements(achievementRows) : undefined
    const driverSection = driverRows.length > 0 ? formatDrivers(driverRows, seconds) : undefined
    for (const text of [section, boardSection, streamSection, webhookSection, achievementSection, driverSection]) if (text) log(`\n${text}\n`)
    if (!write) return
    if (section) await writeSection(serverLoadTitle, section, '## The sandbox under load')
    if (boardSection) await writeSection(boardsTitle, boardSection, '## The sandbox under load')
    if (streamSection) await writeSection(streamsTitle, streamSection, '## The sandbox under load')
    if (webhookSection) await writeSection(webhooksTitle, webhookSection, '## The sandbox under load')
    if (achievementSection) await writeSection(achievementsTitle, achievementSection, '## The sandbox under load')
    if (driverSection) await writeSection(driversTitle, driverSection, '## The sandbox under load')
    log('docs/performance.md updated.')
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

await main()
