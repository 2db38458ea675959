// npm run bench:streaks: what a streak costs an increment. The service's handler in this process (no HTTP, no load
// tool: the difference is the point, not the ceiling), on the memory store and on SQLite (a file), with the demo
// entity's streak on the metric every increment names, then with no streak, in alternating rounds so a busy machine
// weighs on both alike. Each round is a new day of the service's clock (which stands still within it, as the outbox's
// hourly pruning would otherwise dominate): each member's first increment extends their streak, the next ones find
// their day extended already. Prints increments/s per store and mode (the median of the rounds).
// Options: --seconds <n> per round (default 2), --rounds <n> (default 3), --members <n> (default 1000), --only <memory|sqlite>.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServiceHandler } from '../../src/http/createServiceHandler.js'
import { buildSandbox } from '../../src/sandbox/buildSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { resolveLimits } from '../../src/service/limits.js'
import { demo } from '../../src/service/seed/demo.js'
import { seedState } from '../../src/service/seed/seedState.js'
import type { Snapshot } from '../../src/service/state.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'

const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const seconds = Number(option('--seconds')) || 2
const rounds = Number(option('--rounds')) || 3
const members = Number(option('--members')) || 1000
const only = option('--only')
const baseUrl = 'http://bench.local'
const limits = resolveLimits({ registrationsPerMinute: false, writesPerMinute: false, maxMembersPerEntity: 10_000_000 })

type Mode = 'streak' | 'none'

/** The demo data with `members` members, and the demo entity's streak on xp (or none). */
function snapshotFor(mode: Mode): Snapshot {
  const snapshot = seedState('demo', Date.parse('2026-03-01T12:00:00Z'))
  const entity = snapshot.entities[demo.entityId]!
  for (let index = entity.members.length; index < members; index++) {
    const address = `0x${String(index).padStart(40, '0')}`
    entity.members.push({ address, chain: 'ethereum', joinedAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })
    entity.counters[address] = { 'aurora-xp': index % 2000 }
  }
  if (mode === 'none') delete entity.entity.streak
  else entity.entity.streak = { metric: 'xp', metricId: 'aurora-xp', frequency: 'daily', freezes: { initial: 1, earnEveryDays: 7, max: 3 } }
  return snapshot
}

type Service = { fetch(request: Request): Promise<Response>; close(): Promise<void> }

async function open(kind: 'memory' | 'sqlite', mode: Mode, clock: { ms: number }, dir: string): Promise<Service> {
  const now = () => new Date(clock.ms)
  if (kind === 'memory') {
    const sandbox = buildSandbox({ seed: snapshotFor(mode), now, limits })
    return { fetch: (request) => sandbox.fetch(request), close: async () => undefined }
  }
  const store = await openSqlStore(join(dir, `${mode}.db`))
  await store.load(snapshotFor(mode))
  const handler = createServiceHandler({ store, now, limits })
  return { fetch: handler.fetch, close: () => store.close() }
}

/** Increments for `seconds`, one at a time: the rate. */
async function round(service: Service, session: { address: string; signature: string }, clock: { ms: number }): Promise<number> {
  const headers = { 'content-type': 'application/json', 'x-engagekit-address': session.address, 'x-engagekit-signature': session.signature }
  // A new day each round: each member's first increment of it extends their streak, the next ones find it extended.
  clock.ms += 86_400_000
  const end = performance.now() + seconds * 1000
  let count = 0
  while (performance.now() < end) {
    const member = `0x${String(Math.floor(Math.random() * members)).padStart(40, '0')}`
    const response = await service.fetch(new Request(`${baseUrl}/api/entities/${demo.entityId}/users/${member}/metrics/xp`, { method: 'POST', headers, body: '{"count":"1"}' }))
    if (response.status !== 200) throw new Error(`increment answered ${response.status}: ${await response.text()}`)
    count++
  }
  return count / seconds
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const dir = await mkdtemp(join(tmpdir(), 'engagekit-streaks-bench-'))
try {
  for (const kind of (['memory', 'sqlite'] as const).filter((kind) => only === undefined || kind === only)) {
    const rates: Record<Mode, number[]> = { streak: [], none: [] }
    const clocks = { streak: { ms: Date.parse('2026-03-01T12:00:00Z') }, none: { ms: Date.parse('2026-03-01T12:00:00Z') } }
    const services = { streak: await open(kind, 'streak', clocks.streak, dir), none: await open(kind, 'none', clocks.none, dir) }
    const sessions = {
      streak: await createSandboxSession(services.streak, demo.accounts.admin.privateKey, { baseUrl }),
      none: await createSandboxSession(services.none, demo.accounts.admin.privateKey, { baseUrl }),
    }
    for (let index = 0; index < rounds; index++) {
      for (const mode of index % 2 === 0 ? (['none', 'streak'] as const) : (['streak', 'none'] as const)) rates[mode].push(await round(services[mode], sessions[mode], clocks[mode]))
    }
    await services.streak.close()
    await services.none.close()
    const [none, streak] = [median(rates.none), median(rates.streak)]
    process.stdout.write(`${kind}: ${Math.round(none)} increments/s without a streak, ${Math.round(streak)} with one (${(((streak - none) / none) * 100).toFixed(1)}%)\n`)
  }
} finally {
  await rm(dir, { recursive: true, force: true })
}
