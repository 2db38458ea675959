import type { Kysely, Selectable } from 'kysely'
import { ServiceError } from '../../engagekit.js'
import type { AchievementEarning, AchievementRecord, StoredAchievement } from '../../engagekit.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import type { SqlDialect } from './SqlDialect.js'
import { isUniqueViolation } from './sqlErrors.js'

type Db = Kysely<DatabaseSchema>

/** An achievement as a store reads it, from its row. */
export const achievementFromRow = (row: Selectable<DatabaseSchema['achievements']>): AchievementRecord => ({
  key: row.key,
  name: row.name,
  description: row.description,
  imageUrl: row.image_url,
  trigger: JSON.parse(row.trigger) as StoredAchievement['trigger'],
  createdAt: row.created_at,
  backfill: row.backfill,
  completions: Number(row.completions),
})

/** The row of an achievement of an entity. */
export const achievementColumns = (entityId: string, achievement: StoredAchievement) => ({
  entity_id: entityId,
  key: achievement.key,
  name: achievement.name,
  description: achievement.description,
  image_url: achievement.imageUrl,
  trigger: JSON.stringify(achievement.trigger),
  created_at: achievement.createdAt,
  backfill: achievement.backfill,
})

/** The SQL stores' achievements (see Transaction): the statements, on the connection the transaction gives. */
export const sqlAchievements = {
  async list(db: Db, entityId: string): Promise<AchievementRecord[]> {
    const rows = await db.selectFrom('achievements').selectAll().where('entity_id', '=', entityId).orderBy('seq').execute()
    return rows.map(achievementFromRow)
  },

  async create(db: Db, entityId: string, achievement: StoredAchievement): Promise<AchievementRecord> {
    try {
      const row = await db.insertInto('achievements').values(achievementColumns(entityId, achievement)).returningAll().executeTakeFirstOrThrow()
      return achievementFromRow(row)
    } catch (error) {
      if (isUniqueViolation(error)) throw new ServiceError('conflict', `entity ${entityId} already has an achievement with the key ${achievement.key}`)
      throw error
    }
  },

  async update(db: Db, entityId: string, key: string, changes: Partial<Omit<StoredAchievement, 'key' | 'createdAt'>>): Promise<AchievementRecord> {
    const { name, description, imageUrl, trigger, backfill } = changes
    const row = await db
      .updateTable('achievements')
      .set({
        ...(name !== undefined && { name }),
        ...(description !== undefined && { description }),
        ...(imageUrl !== undefined && { image_url: imageUrl }),
        ...(trigger !== undefined && { trigger: JSON.stringify(trigger) }),
        ...(backfill !== undefined && { backfill }),
      })
      .where('entity_id', '=', entityId)
      .where('key', '=', key)
      .returningAll()
      .executeTakeFirst()
    if (!row) throw new ServiceError('not-found', `achievement ${key} not found in entity ${entityId}`)
    return achievementFromRow(row)
  },

  async delete(db: Db, entityId: string, key: string): Promise<void> {
    // The achievement first: an earning under way holds its row (see earn), so the records are deleted after it commits.
    await db.deleteFrom('achievements').where('entity_id', '=', entityId).where('key', '=', key).execute()
    await db.deleteFrom('achievements_earned').where('entity_id', '=', entityId).where('key', '=', key).execute()
  },

  /**
   * Inserts the pairs not recorded yet (`on conflict do nothing`: a pair another process recorded at the same time is
   * skipped, never counted twice) and moves each achievement's completions by the rows actually inserted.
   */
  async earn(db: Db, dialect: SqlDialect, entityId: string, earnings: readonly AchievementEarning[], at: string): Promise<AchievementEarning[]> {
    // The achievements that still exist, their rows held to the commit on PostgreSQL (in one order, so two earnings
    // never wait on each other): one deleted meanwhile is earned by nobody, and its deletion waits for this one.
    let existing = db.selectFrom('achievements').select('key').where('entity_id', '=', entityId).where('key', 'in', [...new Set(earnings.map(({ key }) => key))]).orderBy('key')
    if (dialect === 'postgres') existing = existing.forUpdate()
    const known = new Set((await existing.execute()).map((row) => row.key))
    const earned = earnings.filter(({ key }) => known.has(key))
    const recorded: AchievementEarning[] = []
    for (let start = 0; start < earned.length; start += 500) {
      const rows = await db
        .insertInto('achievements_earned')
        .values(earned.slice(start, start + 500).map(({ key, address }) => ({ entity_id: entityId, key, address, earned_at: at })))
        .onConflict((conflict) => conflict.columns(['entity_id', 'key', 'address']).doNothing())
        .returning(['key', 'address'])
        .execute()
      recorded.push(...rows)
    }
    const counts = new Map<string, number>()
    for (const { key } of recorded) counts.set(key, (counts.get(key) ?? 0) + 1)
    for (const [key, count] of counts) {
      await db
        .updateTable('achievements')
        .set((eb) => ({ completions: eb('completions', '+', count) }))
        .where('entity_id', '=', entityId)
        .where('key', '=', key)
        .execute()
    }
    // In the order given, as the rows' order is not the statement's.
    const inserted = new Set(recorded.map(({ key, address }) => `${key} ${address}`))
    return earned.filter(({ key, address }) => inserted.has(`${key} ${address}`)).map(({ key, address }) => ({ key, address }))
  },

  async earnedBy(db: Db, entityId: string, address: string): Promise<Record<string, string>> {
    const rows = await db.selectFrom('achievements_earned').select(['key', 'earned_at']).where('entity_id', '=', entityId).where('address', '=', address).execute()
    return Object.fromEntries(rows.map((row) => [row.key, row.earned_at]))
  },

  async reaching(db: Db, entityId: string, metricId: string, threshold: number, after: string, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('counters')
      .select('counters.address')
      .where('counters.entity_id', '=', entityId)
      .where('counters.metric_id', '=', metricId)
      .where('counters.value', '>=', threshold)
      .where('counters.address', '>', after)
      .orderBy('counters.address')
      .limit(limit)
      .execute()
    return rows.map((row) => row.address)
  },

  async pending(db: Db, limit: number): Promise<{ entityId: string; key: string }[]> {
    const rows = await db.selectFrom('achievements').select(['entity_id', 'key']).where('backfill', 'is not', null).orderBy('seq').limit(limit).execute()
    return rows.map((row) => ({ entityId: row.entity_id, key: row.key }))
  },
}
