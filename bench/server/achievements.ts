// The cost of achievements (npm run bench:server -- --only achievements): increments/s on engagekit-server with no
// achievement and with 20 metric achievements on the incremented metric, a member's achievements read at scale
// (achievementRead.ts: 1,000,000 members on PostgreSQL, 100,000 on SQLite), and how long the backfill of a new achievement takes at 10,000 members. Written to docs/performance.md
// ("## Achievements under load").
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import type { Snapshot, StoredAchievement, StreakSetting } from '../../src/service/state.js'
import { extendStreak, streakAt } from '../../src/service/streaks/streakAt.js'
import { measureAchievementRead, type AchievementRead } from './achievementRead.js'
import { incrementRounds } from './achievementRounds.js'
import { startTarget } from './targets.js'

/** A load's outcome, as run.ts measures it. */
export type AchievementLoad = { rate: number; p50: number; p99: number; errors: number }
type LoadFn = (urls: string[], connections: number, request: (url: string) => Record<string, unknown>) => Promise<AchievementLoad>

export type AchievementRow = {
  store: 'sqlite' | 'postgres'
  /** Of the runs under load of each, the one of median rate. */
  none: AchievementLoad
  twenty: AchievementLoad
  /** Every run's rate, in the order run (interleaved). */
  rates: { none: number[]; twenty: number[] }
  /** Median µs per increment, one at a time in this process, rounds interleaved. */
  rounds: { none: number; twenty: number }
  read: AchievementRead
  /** The same read at 10,000 members, what the large one is compared with. */
  readBase: AchievementRead
  backfill: { members: number; awarded: number; seconds: number }
}

/**
 * `snapshot` without the demo's achievements and streak, or with achievements on xp at these thresholds, earned by
 * the members past them, and a daily streak on xp that every member has already extended today (UTC), as in a
 * community whose members come back more than once a day: every increment reads the member's streak and none
 * extends it, whatever the share of first increments of the day a run happens to make (a slow machine makes fewer
 * increments per member in the same seconds). What an extension costs is `npm run bench:streaks`'s.
 */
export function withXpAchievements(snapshot: Snapshot, thresholds: readonly number[]): { snapshot: Snapshot; earnedRecords: number } {
  const entity = snapshot.entities[demo.entityId]!
  delete entity.achievements
  delete entity.achievementsEarned
  delete entity.entity.streak
  delete entity.streaks
  if (thresholds.length === 0) return { snapshot, earnedRecords: 0 }
  const streak: StreakSetting = { metric: 'xp', metricId: 'aurora-xp', frequency: 'daily', freezes: { initial: 1, earnEveryDays: 7, max: 3 } }
  entity.entity.streak = streak
  const today = extendStreak(streakAt(undefined, streak, 'UTC', Date.now()), undefined, streak, 'UTC')!
  entity.streaks = Object.fromEntries(entity.members.map((member) => [member.address, { ...today }]))
  entity.achievements = thresholds.map(
    (threshold): StoredAchievement => ({ key: `xp-${threshold}`, name: `${threshold} XP`, description: '', imageUrl: '', trigger: { type: 'metric', metricId: 'aurora-xp', threshold }, createdAt: '2026-01-01T00:00:00.000Z', backfill: null }),
  )
  const earned: Record<string, Record<string, string>> = {}
  let earnedRecords = 0
  for (const threshold of thresholds) {
    const who: Record<string, string> = {}
    for (const member of entity.members) {
      if ((entity.counters[member.address]?.['aurora-xp'] ?? 0) >= threshold) {
        who[member.address] = '2026-01-01T00:00:00.000Z'
        earnedRecords++
      }
    }
    if (Object.keys(who).length > 0) earned[`xp-${threshold}`] = who
  }
  entity.achievementsEarned = earned
  return { snapshot, earnedRecords }
}

const steps = (from: number, count: number, step: number) => Array.from({ length: count }, (_, index) => from + index * step)

/** Runs under load of each kind, interleaved (none, 20; 20, none; none, 20): a machine's slow minutes fall on both. */
export const loadRuns = 5

/** Of `loads`, the one of median rate. */
const medianLoad = (loads: readonly AchievementLoad[]): AchievementLoad => [...loads].sort((a, b) => a.rate - b.rate)[Math.floor(loads.length / 2)]!

/** Measures one store; `grow(members)` is the demo grown to that many members (xp = index mod 2,000). */
export async function measureAchievements(
  store: 'sqlite' | 'postgres',
  context: { grow: (members: number) => Snapshot; load: LoadFn; work: string; serverBin: string; root: string; connections: number; readMembers: number },
): Promise<AchievementRow> {
  const { grow, load, work, serverBin, root, connections, readMembers } = context
  const randomMember = (members: number) => `0x${String(Math.floor(Math.random() * members)).padStart(40, '0')}`

  async function run<T>(snapshot: Snapshot, measure: (urls: string[], path: (tail: string) => string) => Promise<T>): Promise<T> {
    const target = await startTarget(store, snapshot, work, serverBin, root)
    try {
      const admin = await createSandboxSession({ fetch: (request: Request) => fetch(request) }, demo.accounts.admin.privateKey, { baseUrl: target.urls[0] })
      const auth = new URLSearchParams({ address: admin.address, signature: admin.signature }).toString()
      return await measure(target.urls, (tail) => `/api/entities/${demo.entityId}${tail}?${auth}`)
    } finally {
      await target.stop()
    }
  }
  const increments = (members: number) => (urls: string[], path: (tail: string) => string) =>
    load(urls, connections, () => ({
      requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"count":1}', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: path(`/users/${randomMember(members)}/metrics/xp`) }) }],
    }))

  // 1,000 members (xp 0 to 999): none, and 20 thresholds from 25 to 500 that increments keep crossing, interleaved.
  const loads: Record<'none' | 'twenty', AchievementLoad[]> = { none: [], twenty: [] }
  for (let pair = 0; pair < loadRuns; pair++) {
    for (const kind of pair % 2 === 0 ? (['none', 'twenty'] as const) : (['twenty', 'none'] as const)) {
      loads[kind].push(await run(withXpAchievements(grow(1000), kind === 'none' ? [] : steps(25, 20, 25)).snapshot, increments(1000)))
    }
  }
  const [none, twenty] = [medianLoad(loads.none), medianLoad(loads.twenty)]

  const rounds = await incrementRounds(store, { none: withXpAchievements(grow(1000), []).snapshot, twenty: withXpAchievements(grow(1000), steps(25, 20, 25)).snapshot }, 1000, work)

  // At 10,000 members and at `readMembers`, filled by SQL: a random member's achievements (20, the quarter of members past 1,525 XP holding most records).
  const readBase = await measureAchievementRead(store, 10_000, steps(1525, 20, 25), { load, work, serverBin })
  const read = await measureAchievementRead(store, readMembers, steps(1525, 20, 25), { load, work, serverBin })

  // 10,000 members: a new achievement at 1,000 XP, which half of them are past; the time until the last has it.
  const backfill = await run(withXpAchievements(grow(10_000), []).snapshot, async (urls, path) => {
    const started = performance.now()
    const created = await fetch(`${urls[0]}${path('/achievements')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'xp-1000', name: 'Thousand', trigger: { type: 'metric', metric: 'xp', threshold: 1000 } }),
    })
    if (!created.ok) throw new Error(`creating the achievement answered ${created.status}`)
    // The demo's own members past 1,000 XP (Maya, Daniel) and the grown ones (from the tenth on, xp = index mod 2,000).
    const expected = 2 + Array.from({ length: 10_000 }, (_, index) => index).filter((index) => index >= 9 && index % 2000 >= 1000).length
    for (;;) {
      const list = (await (await fetch(`${urls[0]}${path('/achievements')}`)).json()) as { data: { key: string; completions: number }[] }
      const completions = list.data.find((achievement) => achievement.key === 'xp-1000')?.completions ?? 0
      if (completions >= expected) return { members: 10_000, awarded: completions, seconds: (performance.now() - started) / 1000 }
      if (performance.now() - started > 120_000) throw new Error(`the backfill awarded ${completions} of ${expected} in two minutes`)
      await new Promise((done) => setTimeout(done, 20))
    }
  })
  return { store, none, twenty, rates: { none: loads.none.map(({ rate }) => rate), twenty: loads.twenty.map(({ rate }) => rate) }, rounds: { none: rounds['none']!, twenty: rounds['twenty']! }, read, readBase, backfill }
}
