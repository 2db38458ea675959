import type { Insertable, Kysely } from 'kysely'
import { maxCounter } from '../../service/limits.js'
import { ServiceError } from '../../service/ServiceError.js'
import type { SandboxLevel, SandboxMetric, SandboxSkill, SandboxTheme } from '../../service/state.js'
import type { CounterChange, EntityChanges, JoinTerms, SessionRecord, Transaction, UserRecord } from '../../service/store/Store.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import {
  entityColumns, entityFromRow, levelFromRow, memberFromRow, metricFromRow, requirementsOf, skillFromRow, themeColumns, themeFromRow,
} from './rows.js'
import type { SqlDialect } from './SqlDialect.js'
import { isCheckViolation, isUniqueViolation } from './sqlErrors.js'

type Db = Kysely<DatabaseSchema>

const userFromRow = (row: { address: string; created_at: string; profile: string }): UserRecord => ({
  address: row.address,
  createdAt: row.created_at,
  profile: JSON.parse(row.profile) as UserRecord['profile'],
})

/**
 * A store transaction on SQLite or PostgreSQL. Counters move by one atomic upsert each; the rules' limits are the
 * schema's constraints (unique names and numbers, the counter range) or a conditional update (the members cap), so
 * they hold however many processes write. Rows a write reads before it changes them are locked first on
 * PostgreSQL (`for update`); SQLite runs one write at a time.
 */
export class SqlTransaction implements Transaction {
  constructor(
    private readonly db: Db,
    private readonly dialect: SqlDialect,
  ) {}

  async entity(id: string) {
    const row = await this.db.selectFrom('entities').selectAll().where('id', '=', id).executeTakeFirst()
    return row && entityFromRow(row)
  }

  async updateEntity(id: string, changes: EntityChanges, now: string) {
    const row = await this.db
      .updateTable('entities')
      .set((eb) => ({ ...entityColumns(changes), modified_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    if (!row) throw new ServiceError('not-found', `entity ${id} not found`)
    return entityFromRow(row)
  }

  async entitiesOf(address: string) {
    const rows = await this.db
      .selectFrom('members')
      .innerJoin('entities', 'entities.id', 'members.entity_id')
      .select('entities.id')
      .where('members.address', '=', address)
      .orderBy('entities.seq')
      .execute()
    return rows.map((row) => row.id)
  }

  async member(entityId: string, address: string) {
    const row = await this.db.selectFrom('members').selectAll().where('entity_id', '=', entityId).where('address', '=', address).executeTakeFirst()
    return row && memberFromRow(row)
  }

  async members(entityId: string) {
    const rows = await this.db.selectFrom('members').selectAll().where('entity_id', '=', entityId).orderBy('position').execute()
    return rows.map(memberFromRow)
  }

  async join(entityId: string, addresses: readonly string[], { chain, maxMembers, now }: JoinTerms) {
    if (addresses.length === 0) return []
    // Joins of one entity take turns on its row, so a member is added once and positions stay one per member.
    if (this.dialect === 'postgres') await this.db.selectFrom('entities').select('member_count').where('id', '=', entityId).forUpdate().execute()
    const existing = new Set<string>()
    for (let start = 0; start < addresses.length; start += 500) {
      const rows = await this.db
        .selectFrom('members')
        .select('address')
        .where('entity_id', '=', entityId)
        .where('address', 'in', addresses.slice(start, start + 500))
        .execute()
      for (const row of rows) existing.add(row.address)
    }
    const joining = addresses.filter((address) => !existing.has(address))
    if (joining.length === 0) return []
    const counted = await this.db
      .updateTable('entities')
      .set((eb) => ({ member_count: eb('member_count', '+', joining.length) }))
      .where('id', '=', entityId)
      .where((eb) => eb(eb('member_count', '+', joining.length), '<=', maxMembers))
      .returning('member_count')
      .executeTakeFirst()
    if (!counted) throw new ServiceError('conflict', `entity ${entityId} would have more than ${maxMembers} members, the most this service keeps`)
    const first = counted.member_count - joining.length + 1
    const rows = joining.map((address, index) => ({ entity_id: entityId, address, position: first + index, chain, joined_at: now, updated_at: now }))
    for (let start = 0; start < rows.length; start += 500) await this.db.insertInto('members').values(rows.slice(start, start + 500)).execute()
    return rows.map(memberFromRow)
  }

  async metrics(entityId: string) {
    const rows = await this.db.selectFrom('metrics').selectAll().where('entity_id', '=', entityId).orderBy('seq').execute()
    return rows.map(metricFromRow)
  }

  async updateMetric(entityId: string, metricId: string, fields: Pick<SandboxMetric, 'name' | 'description' | 'type'>) {
    try {
      const row = await this.db
        .updateTable('metrics')
        .set({ name: fields.name, name_key: fields.name.toLowerCase(), description: fields.description, type: fields.type })
        .where('entity_id', '=', entityId)
        .where('id', '=', metricId)
        .returningAll()
        .executeTakeFirst()
      if (!row) throw new ServiceError('not-found', `metric ${metricId} not found in entity ${entityId}`)
      return metricFromRow(row)
    } catch (error) {
      if (isUniqueViolation(error)) throw new ServiceError('conflict', `entity ${entityId} already has a metric named ${fields.name}`)
      throw error
    }
  }

  async counters(entityId: string, address: string) {
    const rows = await this.db.selectFrom('counters').select(['metric_id', 'value']).where('entity_id', '=', entityId).where('address', '=', address).execute()
    return Object.fromEntries(rows.map((row) => [row.metric_id, row.value]))
  }

  async addToCounters(entityId: string, address: string, changes: readonly CounterChange[], terms: JoinTerms) {
    const totals = new Map<string, { metric: SandboxMetric; count: number }>()
    for (const { metric, count } of changes) totals.set(metric.id, { metric, count: (totals.get(metric.id)?.count ?? 0) + count })
    const touched = await this.db
      .updateTable('members')
      .set({ updated_at: terms.now })
      .where('entity_id', '=', entityId)
      .where('address', '=', address)
      .executeTakeFirst()
    if (touched.numUpdatedRows === 0n) await this.join(entityId, [address], terms)
    const changed: { metric: SandboxMetric; counter: number }[] = []
    for (const { metric, count } of totals.values()) {
      try {
        const row = await this.db
          .insertInto('counters')
          .values({ entity_id: entityId, address, metric_id: metric.id, value: count })
          .onConflict((conflict) => conflict.columns(['entity_id', 'address', 'metric_id']).doUpdateSet((eb) => ({ value: eb('counters.value', '+', eb.ref('excluded.value')) })))
          .returning('value')
          .executeTakeFirstOrThrow()
        changed.push({ metric, counter: row.value })
      } catch (error) {
        if (isCheckViolation(error)) {
          throw new ServiceError('invalid-input', `count would take the counter ${metric.name} beyond ±${maxCounter}, the largest a counter holds exactly`)
        }
        throw error
      }
    }
    return changed
  }

  async levels(entityId: string) {
    const rows = await this.db.selectFrom('levels').selectAll().where('entity_id', '=', entityId).orderBy('seq').execute()
    return rows.map(levelFromRow)
  }

  async createLevel(level: SandboxLevel) {
    const requirements = requirementsOf(level)
    try {
      await this.db
        .insertInto('levels')
        .values({
          entity_id: level.communityId,
          level: level.level,
          xp_threshold: level.xpThreshold,
          is_enabled: level.isEnabled ? 1 : 0,
          requirements: requirements && JSON.stringify(requirements),
        })
        .execute()
    } catch (error) {
      if (isUniqueViolation(error)) throw new ServiceError('conflict', `entity ${level.communityId} already has level ${level.level}`)
      throw error
    }
    return structuredClone(level)
  }

  async updateLevel(entityId: string, number: number, changes: Partial<Omit<SandboxLevel, 'communityId' | 'level'>>) {
    let query = this.db.selectFrom('levels').selectAll().where('entity_id', '=', entityId).where('level', '=', number)
    if (this.dialect === 'postgres') query = query.forUpdate()
    const current = await query.executeTakeFirst()
    if (!current) throw new ServiceError('not-found', `level ${number} not found in entity ${entityId}`)
    const requirements = requirementsOf({ ...levelFromRow(current), ...changes })
    const row = await this.db
      .updateTable('levels')
      .set({
        xp_threshold: changes.xpThreshold ?? current.xp_threshold,
        is_enabled: changes.isEnabled === undefined ? current.is_enabled : changes.isEnabled ? 1 : 0,
        requirements: requirements && JSON.stringify(requirements),
      })
      .where('seq', '=', current.seq)
      .returningAll()
      .executeTakeFirstOrThrow()
    return levelFromRow(row)
  }

  async deleteLevel(entityId: string, number: number) {
    await this.db.deleteFrom('levels').where('entity_id', '=', entityId).where('level', '=', number).execute()
  }

  async themes(entityId: string) {
    const rows = await this.db.selectFrom('themes').selectAll().where('entity_id', '=', entityId).orderBy('seq').execute()
    return rows.map(themeFromRow)
  }

  /** The next number of the ids the store gives (`theme_101`): the snapshot's `sequence`. */
  private async nextId(prefix: string): Promise<string> {
    const row = await this.db
      .updateTable('sequences')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('name', '=', 'records')
      .returning('value')
      .executeTakeFirstOrThrow()
    return `${prefix}_${row.value}`
  }

  async createTheme(theme: Omit<SandboxTheme, 'id'>) {
    const stored: SandboxTheme = { id: await this.nextId('theme'), ...theme }
    await this.db
      .insertInto('themes')
      .values({ accent_color1: null, accent_color2: null, ...themeColumns(stored) } as Insertable<DatabaseSchema['themes']>)
      .execute()
    return stored
  }

  async updateTheme(entityId: string, themeId: string, changes: Partial<Omit<SandboxTheme, 'id' | 'entityID'>>) {
    const row = await this.db
      .updateTable('themes')
      .set(themeColumns(changes))
      .where('entity_id', '=', entityId)
      .where('id', '=', themeId)
      .returningAll()
      .executeTakeFirst()
    if (!row) throw new ServiceError('not-found', `theme ${themeId} not found in entity ${entityId}`)
    return themeFromRow(row)
  }

  async deleteTheme(entityId: string, themeId: string) {
    await this.db.deleteFrom('themes').where('entity_id', '=', entityId).where('id', '=', themeId).execute()
  }

  async skills(entityId: string | null) {
    const rows = await this.db.selectFrom('skills').selectAll().where('entity_id', '=', entityId ?? '').orderBy('seq').execute()
    return rows.map(skillFromRow)
  }

  async createSkills(skills: readonly Omit<SandboxSkill, 'id'>[]) {
    const [first] = skills
    if (!first) return []
    const entityId = first.entityID ?? ''
    // Names are unique within an entity (letter case ignored), including within one multi-create: the message names the first taken.
    const keys = skills.map((skill) => skill.name.toLowerCase())
    const taken = new Set(
      (await this.db.selectFrom('skills').select('name_key').where('entity_id', '=', entityId).where('name_key', 'in', keys).execute()).map((row) => row.name_key),
    )
    for (const [index, key] of keys.entries()) {
      if (taken.has(key)) throw new ServiceError('conflict', `entity ${entityId} already has a skill named ${skills[index]!.name}`)
      taken.add(key)
    }
    const created: SandboxSkill[] = []
    for (const skill of skills) created.push({ id: await this.nextId('skill'), ...skill })
    try {
      await this.db
        .insertInto('skills')
        .values(created.map((skill) => ({ entity_id: entityId, id: skill.id, name: skill.name, name_key: skill.name.toLowerCase(), description: skill.description, parent_id: skill.parentId, max_score: skill.maxScore })))
        .execute()
    } catch (error) {
      // Another process took a name between the check and the insert.
      if (isUniqueViolation(error)) throw new ServiceError('conflict', `entity ${entityId} already has a skill named ${first.name}`)
      throw error
    }
    return created
  }

  async skillScores(entityId: string, address: string) {
    const rows = await this.db.selectFrom('skill_scores').select(['skill_id', 'score']).where('entity_id', '=', entityId).where('address', '=', address).execute()
    return Object.fromEntries(rows.map((row) => [row.skill_id, row.score]))
  }

  async user(address: string) {
    const row = await this.db.selectFrom('users').select(['address', 'created_at', 'profile']).where('address', '=', address).executeTakeFirst()
    return row && userFromRow(row)
  }

  async ensureUser(address: string, now: string) {
    const inserted = await this.db
      .insertInto('users')
      .values({ address, created_at: now, profile: '{}' })
      .onConflict((conflict) => conflict.column('address').doNothing())
      .returning(['address', 'created_at', 'profile'])
      .executeTakeFirst()
    if (inserted) return { user: userFromRow(inserted), isNew: true }
    return { user: (await this.user(address))!, isNew: false }
  }

  async updateProfile(address: string, fields: UserRecord['profile']) {
    let query = this.db.selectFrom('users').select(['address', 'created_at', 'profile']).where('address', '=', address)
    if (this.dialect === 'postgres') query = query.forUpdate()
    const current = await query.executeTakeFirst()
    if (!current) throw new ServiceError('not-found', `user ${address} not found`)
    const user = userFromRow(current)
    Object.assign(user.profile, fields)
    await this.db.updateTable('users').set({ profile: JSON.stringify(user.profile) }).where('address', '=', address).execute()
    return user
  }

  async session(signature: string): Promise<SessionRecord | undefined> {
    const row = await this.db.selectFrom('signatures').select(['address', 'expires_at']).where('signature', '=', signature).executeTakeFirst()
    return row && { address: row.address, expiresAt: row.expires_at ?? undefined }
  }

  async registerSignature(address: string, signature: string, expiresAt: string | undefined) {
    await this.db
      .insertInto('signatures')
      .values({ signature, address, expires_at: expiresAt ?? null })
      .onConflict((conflict) => conflict.column('signature').doUpdateSet({ expires_at: expiresAt ?? null }))
      .execute()
  }

  async useNonce(nonce: string) {
    const row = await this.db
      .insertInto('nonces')
      .values({ nonce })
      .onConflict((conflict) => conflict.column('nonce').doNothing())
      .returning('nonce')
      .executeTakeFirst()
    return row !== undefined
  }
}
