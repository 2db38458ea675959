import { sql, type Kysely } from 'kysely'
import { fromBase64, readSnapshot, slotOf } from '../../engagekit.js'
import { countCounters, totalsOf, uncountHidden } from './backfillBoards.js'
import { addToTotals } from './boardTotals.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { entityColumns, requirementsOf, streakColumns, themeColumns } from './rows.js'
import type { SqlDialect } from './SqlDialect.js'
import { achievementColumns } from './sqlAchievements.js'

/** Rows per INSERT: well within both engines' limits on bound parameters. */
const batchSize = 500

async function insertAll<T extends keyof DatabaseSchema>(db: Kysely<DatabaseSchema>, table: T, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + batchSize) as never)
      .execute()
  }
}

// Servers starting together on one empty PostgreSQL database seed it once: the second waits here, then finds data.
const seedLockId = 0x656b7364

/** The tables a snapshot fills, emptied before it is loaded. */
const tables = ['entities', 'members', 'metrics', 'counters', 'levels', 'themes', 'skills', 'skill_scores', 'users', 'sessions', 'nonces', 'events', 'activity', 'board_totals', 'board_counts', 'board_count_deltas', 'board_windows', 'api_keys', 'idempotency', 'uploads', 'achievements', 'achievements_earned', 'member_streaks'] as const

/**
 * Loads a sandbox snapshot (or the data of a sandbox data file), checked first (a TypeError naming the first bad
 * field), into a database that holds no entity and no user; false (with `ifEmpty`, else an error) when it does. Run
 * it in a transaction: a snapshot is loaded whole or not at all.
 */
export async function importSnapshot(db: Kysely<DatabaseSchema>, dialect: SqlDialect, input: unknown, ifEmpty: boolean): Promise<boolean> {
  const snapshot = readSnapshot(input)
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${seedLockId})`.execute(db)
  const entity = await db.selectFrom('entities').select('id').limit(1).executeTakeFirst()
  const user = await db.selectFrom('users').select('address').limit(1).executeTakeFirst()
  if (entity || user) {
    if (ifEmpty) return false
    throw new Error('the database already holds entities or users: a snapshot is only loaded into a new database')
  }
  for (const table of tables) await db.deleteFrom(table).execute()

  await db.updateTable('sequences').set({ value: snapshot.sequence }).where('name', '=', 'records').execute()
  for (const [id, state] of Object.entries(snapshot.entities)) {
    await db
      .insertInto('entities')
      .values({ ...(entityColumns(state.entity) as Required<ReturnType<typeof entityColumns>>), id, member_count: state.members.length })
      .execute()
    await insertAll(
      db,
      'members',
      state.members.map((member, index) => ({ entity_id: id, address: member.address, position: index + 1, chain: member.chain, joined_at: member.joinedAt, updated_at: member.updatedAt, hidden_from_boards: member.hiddenFromBoards === true ? 1 : 0 })),
    )
    await insertAll(
      db,
      'metrics',
      state.metrics.map((metric) => ({ entity_id: id, id: metric.id, name: metric.name, name_key: metric.name.toLowerCase(), description: metric.description, type: metric.type, max_per_member_per_day: metric.maxPerMemberPerDay ?? null })),
    )
    await insertAll(
      db,
      'counters',
      Object.entries(state.counters).flatMap(([address, values]) => Object.entries(values).map(([metric, value]) => ({ entity_id: id, address, metric_id: metric, value }))),
    )
    await insertAll(
      db,
      'levels',
      state.levels.map((level) => {
        const requirements = requirementsOf(level)
        return { entity_id: id, level: level.level, xp_threshold: level.xpThreshold, is_enabled: level.isEnabled ? 1 : 0, requirements: requirements && JSON.stringify(requirements) }
      }),
    )
    await insertAll(
      db,
      'themes',
      state.themes.map((theme) => ({ accent_color1: null, accent_color2: null, ...themeColumns(theme), entity_id: id })),
    )
    await insertAll(
      db,
      'skills',
      state.skills.map((skill) => ({ entity_id: id, id: skill.id, name: skill.name, name_key: skill.name.toLowerCase(), description: skill.description, parent_id: skill.parentId, max_score: skill.maxScore })),
    )
    await insertAll(
      db,
      'skill_scores',
      Object.entries(state.skillScores).flatMap(([address, values]) => Object.entries(values).map(([skill, score]) => ({ entity_id: id, address, skill_id: skill, score }))),
    )
    const events = state.events ?? []
    await insertAll(db, 'events', events.map((event) => ({ entity_id: id, address: event.address, metric_id: event.metric, amount: event.amount, at: event.at, by: event.by })))
    // The slot sums the boards of a day, week or month read, made from the events.
    const slots = new Map<string, { entity_id: string; metric_id: string; slot: number; address: string; total: number }>()
    for (const event of events) {
      const slot = slotOf(Date.parse(event.at))
      if (!Number.isFinite(slot)) continue
      const key = `${event.metric} ${slot} ${event.address}`
      const sum = slots.get(key)
      if (sum) sum.total += event.amount
      else slots.set(key, { entity_id: id, metric_id: event.metric, slot, address: event.address, total: event.amount })
    }
    await insertAll(db, 'activity', [...slots.values()])
    // The totals per UTC day, ISO week and month the boards of a period read, from the same events.
    await addToTotals(db, totalsOf(events.map((event) => ({ entity_id: id, metric_id: event.metric, address: event.address, amount: event.amount, at: event.at }))))
    await insertAll(
      db,
      'api_keys',
      (state.apiKeys ?? []).map((key) => ({ id: key.id, entity_id: id, name: key.name, prefix: key.prefix, hash: key.hash, created_at: key.createdAt, last_used_at: key.lastUsedAt, revoked_at: key.revokedAt })),
    )
    const earned = state.achievementsEarned ?? {}
    await insertAll(
      db,
      'achievements',
      (state.achievements ?? []).map((achievement) => ({ ...achievementColumns(id, achievement), completions: Object.keys(Object.hasOwn(earned, achievement.key) ? earned[achievement.key]! : {}).length })),
    )
    await insertAll(
      db,
      'achievements_earned',
      Object.entries(earned).flatMap(([key, who]) => Object.entries(who).map(([address, at]) => ({ entity_id: id, key, address, earned_at: at }))),
    )
    await insertAll(db, 'member_streaks', Object.entries(state.streaks ?? {}).map(([address, streak]) => streakColumns(id, address, streak)))
  }
  await insertAll(
    db,
    'idempotency',
    Object.entries(snapshot.idempotency ?? {}).map(([id, answer]) => {
      const split = id.indexOf(' ')
      return { owner: id.slice(0, split), key: id.slice(split + 1), request: answer.request, result: JSON.stringify(answer.result), at: answer.at }
    }),
  )
  await insertAll(
    db,
    'skills',
    snapshot.defaultSkills.map((skill) => ({ entity_id: '', id: skill.id, name: skill.name, name_key: skill.name.toLowerCase(), description: skill.description, parent_id: skill.parentId, max_score: skill.maxScore })),
  )
  const users = Object.values(snapshot.users)
  await insertAll(
    db,
    'users',
    users.map((user) => ({ address: user.address, created_at: user.createdAt, profile: JSON.stringify(user.profile) })),
  )
  await insertAll(
    db,
    'sessions',
    users.flatMap((user) => Object.entries(user.sessions ?? {}).map(([hash, session]) => ({ hash, address: user.address, expires_at: session.expiresAt ?? null }))),
  )
  await insertAll(
    db,
    'nonces',
    Object.keys(snapshot.usedNonces ?? {}).map((nonce) => ({ nonce })),
  )
  // The members per value bucket of every all-time board; the events imported have their totals already.
  await countCounters(db)
  await uncountHidden(db)
  await db.updateTable('board_backfill').set((eb) => ({ done: eb.ref('cutoff') })).execute()
  // One image per statement: each can be megabytes.
  for (const [name, upload] of Object.entries(snapshot.uploads ?? {})) {
    await db.insertInto('uploads').values({ name, type: upload.type, bytes: Buffer.from(fromBase64(upload.data)), uploaded_by: upload.by, created_at: upload.createdAt }).execute()
  }
  return true
}
