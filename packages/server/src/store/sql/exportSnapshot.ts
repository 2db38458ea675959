import type { Kysely } from 'kysely'
import type { JsonValue, EntityState, Snapshot, User, SnapshotOptions } from '../../engagekit.js'
import { toBase64 } from '../../engagekit.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import type { SqlDialect } from './SqlDialect.js'
import { achievementFromRow } from './sqlAchievements.js'
import { entityFromRow, levelFromRow, metricFromRow, skillFromRow, streakFromRow, themeFromRow } from './rows.js'

/** Rows by one column's value, each group in the rows' order. */
function groupBy<T, K extends keyof T>(rows: readonly T[], key: K): Map<T[K], T[]> {
  const groups = new Map<T[K], T[]>()
  for (const row of rows) {
    const group = groups.get(row[key])
    if (group) group.push(row)
    else groups.set(row[key], [row])
  }
  return groups
}

/** `{ [address]: { [id]: value } }` from rows of one entity. */
function table<T extends { address: string }>(rows: readonly T[], id: (row: T) => string, value: (row: T) => number) {
  const result: Record<string, Record<string, number>> = {}
  for (const row of rows) (result[row.address] ??= {})[id(row)] = value(row)
  return result
}

/** `{ [key]: { [address]: earnedAt } }` from rows of one entity. */
function earnedTable(rows: readonly { key: string; address: string; earned_at: string }[]) {
  const result: Record<string, Record<string, string>> = {}
  for (const row of rows) (result[row.key] ??= {})[row.address] = row.earned_at
  return result
}

/**
 * The whole database as a sandbox snapshot (version 1): what `createSandbox({ seed })` and `engagekit-server import`
 * read, so a community moves between the sandbox, SQLite and PostgreSQL without loss. The sessions (their hashes,
 * never a signature) only with `sessions`. Read in one transaction, so
 * the snapshot is consistent while a server keeps writing.
 */
export function exportSnapshot(db: Kysely<DatabaseSchema>, dialect: SqlDialect, options: SnapshotOptions = {}): Promise<Snapshot> {
  // Repeatable read on PostgreSQL: every table as of one moment. SQLite's read transaction is that already.
  const transaction = dialect === 'postgres' ? db.transaction().setIsolationLevel('repeatable read') : db.transaction()
  return transaction.execute(async (trx) => {
    const entities = await trx.selectFrom('entities').selectAll().orderBy('seq').execute()
    const members = groupBy(await trx.selectFrom('members').selectAll().orderBy('entity_id').orderBy('position').execute(), 'entity_id')
    const metrics = groupBy(await trx.selectFrom('metrics').selectAll().orderBy('seq').execute(), 'entity_id')
    const counters = groupBy(await trx.selectFrom('counters').selectAll().execute(), 'entity_id')
    const levels = groupBy(await trx.selectFrom('levels').selectAll().orderBy('seq').execute(), 'entity_id')
    const themes = groupBy(await trx.selectFrom('themes').selectAll().orderBy('seq').execute(), 'entity_id')
    const skills = groupBy(await trx.selectFrom('skills').selectAll().orderBy('seq').execute(), 'entity_id')
    const scores = groupBy(await trx.selectFrom('skill_scores').selectAll().execute(), 'entity_id')
    const users = await trx.selectFrom('users').selectAll().orderBy('seq').execute()
    const sessions = options.sessions ? groupBy(await trx.selectFrom('sessions').selectAll().orderBy('seq').execute(), 'address') : new Map<string, never[]>()
    const nonces = await trx.selectFrom('nonces').select('nonce').execute()
    const events = groupBy(await trx.selectFrom('events').selectAll().orderBy('seq').execute(), 'entity_id')
    const keys = groupBy(await trx.selectFrom('api_keys').selectAll().orderBy('created_at').orderBy('id').execute(), 'entity_id')
    const answers = await trx.selectFrom('idempotency').selectAll().execute()
    const achievements = groupBy(await trx.selectFrom('achievements').selectAll().orderBy('seq').execute(), 'entity_id')
    const earned = groupBy(await trx.selectFrom('achievements_earned').selectAll().orderBy('key').orderBy('address').execute(), 'entity_id')
    const streaks = groupBy(await trx.selectFrom('member_streaks').selectAll().orderBy('entity_id').orderBy('address').execute(), 'entity_id')
    const uploads = await trx.selectFrom('uploads').selectAll().orderBy('created_at').orderBy('name').execute()
    const sequence = await trx.selectFrom('sequences').select('value').where('name', '=', 'records').executeTakeFirstOrThrow()

    const snapshot: Snapshot = {
      version: 1,
      sequence: sequence.value,
      entities: Object.fromEntries(
        entities.map((row): [string, EntityState] => [
          row.id,
          {
            entity: entityFromRow(row),
            members: (members.get(row.id) ?? []).map((member) => ({
              address: member.address,
              chain: member.chain,
              joinedAt: member.joined_at,
              updatedAt: member.updated_at,
              ...(Number(member.hidden_from_boards) === 1 && { hiddenFromBoards: true }),
            })),
            metrics: (metrics.get(row.id) ?? []).map(metricFromRow),
            counters: table(counters.get(row.id) ?? [], (counter) => counter.metric_id, (counter) => counter.value),
            levels: (levels.get(row.id) ?? []).map(levelFromRow),
            themes: (themes.get(row.id) ?? []).map(themeFromRow),
            skills: (skills.get(row.id) ?? []).map(skillFromRow),
            skillScores: table(scores.get(row.id) ?? [], (score) => score.skill_id, (score) => score.score),
            ...(events.has(row.id) && {
              events: events.get(row.id)!.map((event) => ({ address: event.address, metric: event.metric_id, amount: event.amount, at: event.at, by: event.by })),
            }),
            ...(keys.has(row.id) && {
              apiKeys: keys.get(row.id)!.map((key) => ({ id: key.id, name: key.name, prefix: key.prefix, hash: key.hash, createdAt: key.created_at, lastUsedAt: key.last_used_at, revokedAt: key.revoked_at })),
            }),
            ...(achievements.has(row.id) && {
              achievements: achievements.get(row.id)!.map((achievement) => {
                const { completions: _completions, ...stored } = achievementFromRow(achievement)
                return stored
              }),
            }),
            ...(earned.has(row.id) && { achievementsEarned: earnedTable(earned.get(row.id)!) }),
            ...(streaks.has(row.id) && { streaks: Object.fromEntries(streaks.get(row.id)!.map((streak) => [streak.address, streakFromRow(streak)])) }),
          },
        ]),
      ),
      users: Object.fromEntries(
        users.map((row): [string, User] => {
          const user: User = { address: row.address, createdAt: row.created_at, profile: JSON.parse(row.profile) as User['profile'] }
          const own = sessions.get(row.address) ?? []
          if (own.length > 0) user.sessions = Object.fromEntries(own.map((session) => [session.hash, session.expires_at === null ? {} : { expiresAt: session.expires_at }]))
          return [row.address, user]
        }),
      ),
      defaultSkills: (skills.get('') ?? []).map(skillFromRow),
    }
    if (nonces.length > 0) snapshot.usedNonces = Object.fromEntries(nonces.map((row) => [row.nonce, true as const]))
    if (answers.length > 0) {
      snapshot.idempotency = Object.fromEntries(answers.map((row) => [`${row.owner} ${row.key}`, { request: row.request, result: JSON.parse(row.result) as JsonValue, at: row.at }]))
    }
    if (uploads.length > 0) {
      snapshot.uploads = Object.fromEntries(uploads.map((row) => [row.name, { type: row.type, data: toBase64(new Uint8Array(row.bytes)), by: row.uploaded_by, createdAt: row.created_at }]))
    }
    return snapshot
  })
}
