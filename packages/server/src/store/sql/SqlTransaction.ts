import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import { maxCounter, ServiceError, slotOf, ConcurrentWrite } from '../../engagekit.js'
import type { AchievementEarning, AchievementRecord, StoredAchievement, JsonValue, Entity, IdempotentAnswer, Level, Metric, Skill, Theme, ApiKeyRecord, CounterChange, EntityChanges, EventDraft, Giver, JoinTerms, MemberRecord, MetricFields, SessionRecord, StoredStreak, Transaction, UploadRecord, UserRecord, DeliveryChanges, DeliveryRecord, WebhookChanges, WebhookRecord, WebhookTransaction } from '../../engagekit.js'
import { allTime, periodKeysAt } from './boardPeriods.js'
import { addToTotals, moveMemberCounts } from './boardTotals.js'
import type { BoardWindowKeeper } from './boardWindowKeeper.js'
import { boardQueries } from './boardQueries.js'
import { keptKeysAt } from './boardWindows.js'
import { sqlBoardReads, type BoardReads } from './sqlBoardReads.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { appendOutbox, pruneOutbox, readOutbox, readOutboxBounds, type OutboxClock } from './outbox.js'
import { incrementStopped, memberIncrement } from './memberIncrement.js'
import { tokenWaitOf, waitForToken } from './waitForToken.js'
import { readPrefetch } from './readPrefetch.js'
import { readPrefetchSqlite } from './readPrefetchSqlite.js'
import {
  entityColumns, entityFromRow, levelFromRow, memberFromRow, metricFromRow, requirementsOf, skillFromRow, streakColumns, streakFromRow, themeColumns, themeFromRow,
} from './rows.js'
import type { SqlDialect } from './SqlDialect.js'
import { isCheckViolation, isUniqueViolation } from './sqlErrors.js'
import { sqlWebhookTransaction } from './sqlWebhooks.js'
import { achievementFromRow, sqlAchievements } from './sqlAchievements.js'

type Db = Kysely<DatabaseSchema>

/**
 * Where a transaction's statements go: reads anywhere until it writes (PostgreSQL reads need no transaction of their
 * own), writes on one connection in one transaction, begun on the first.
 */
export type SqlSession = {
  read(): Db
  write(): Promise<Db>
  /**
   * Runs several statements that must stand or fall together: inside the transaction when there is one, else (a
   * command that makes one change, run without a transaction) in a transaction of their own.
   */
  atomic<T>(statements: (db: Db) => Promise<T>): Promise<T>
  /** Any connection, outside the transaction: what others have committed. */
  committed(): Db
  /**
   * Where the work may commit a write alone: runs `statement` (atomic on its own) outside any transaction when
   * nothing was written before (inside the transaction otherwise). `statement` answers whether it changed anything:
   * once it did, further writes are refused; when it did not, they may follow.
   */
  alone?(statement: (db: Db) => Promise<boolean>): Promise<boolean>
  /**
   * PostgreSQL, a work whose writes commit together: the events it appends are held and written last, by
   * `writeHeldEvents` just before the commit, so that the entity's events lock (outbox.ts), which their write takes
   * and the commit releases, is held for one statement rather than for the rest of the work.
   */
  holdsEvents?: boolean
}

const keyFromRow = (row: Selectable<DatabaseSchema['api_keys']>): ApiKeyRecord => ({
  id: row.id,
  entityId: row.entity_id,
  name: row.name,
  prefix: row.prefix,
  hash: row.hash,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
})

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
  /** The entities this transaction wrote events of, told to the store's listeners once it commits. */
  readonly eventsOf = new Set<string>()
  /** The events appended and not written yet, with the latest retention given (SqlSession.holdsEvents). */
  private heldEvents: { events: EventDraft[]; keepSince: string } | undefined
  /** What a prefetch found, used once by the lookups it answers. */
  private prefetched: {
    sessionKey?: string
    session?: SessionRecord | undefined
    entityId?: string
    entity?: Entity | undefined
    metrics?: Metric[]
    achievements?: AchievementRecord[]
    /** The entity's member count, from its row. */
    memberCount?: number
    /** What the member the path names earned (asked for with `earned`), key → when. */
    earned?: { address: string; records: Record<string, string> }
    /** The member the path names (undefined: no member), with their counters. */
    member?: { address: string; record: MemberRecord | undefined; counters: Record<string, number>; streak: StoredStreak | undefined; timeZone: string | undefined }
  } = {}
  /**
   * The entity's levels the prefetch found, kept past the transaction's first write (which no increment makes to the
   * levels: XP crossing them is read after the counter moves) until this transaction changes a level.
   */
  private prefetchedLevels: { entityId: string; levels: Level[] } | undefined
  /**
   * SQLite: the streak and time zone of the member the prefetch found, kept past the counters' write (which leaves
   * both as they were) until any other write: the prefetch read them in this transaction, which no other writer can
   * enter, so the streak the increment extends is not read a second time.
   */
  private keptStreak: { entityId: string; address: string; streak: StoredStreak | undefined; timeZone: string | undefined } | undefined
  /** A rate budget the prefetch read, used once. */
  private prefetchedBucket: { key: string; bucket: { tokens: number; at: number } | undefined } | undefined

  async tokenWait(key: string, perMinute: number, nowMs: number) {
    const prefetched = this.prefetchedBucket
    this.prefetchedBucket = undefined
    if (prefetched?.key === key) return tokenWaitOf(prefetched.bucket, perMinute, nowMs)
    return waitForToken(this.db, key, perMinute, nowMs)
  }

  constructor(
    private readonly connections: SqlSession,
    private readonly dialect: SqlDialect,
    private readonly outboxClock: OutboxClock = { prunedAt: Number.NEGATIVE_INFINITY },
    boardWindows?: BoardWindowKeeper,
  ) {
    this.hooks = sqlWebhookTransaction(() => this.db, () => this.writer(), dialect)
    this.boards = sqlBoardReads(() => this.db, boardWindows)
    const { alone } = connections
    if (dialect === 'postgres' && alone) {
      this.incrementAlone = async (entityId, address, change, events, keepSince, by, now, streak) => {
        this.prefetched = {}
        const done = await alone(async (db) => {
          const counters = await memberIncrement(db, { entityId, address, changes: [{ metricId: change.metric.id, count: change.count }], now, by, expect: { before: change.before, events, streak } })
          return counters !== undefined && counters.length === 1
        }).catch((error: unknown) => {
          // A counter out of range (the ordinary way refuses it, naming the metric), or a streak another increment
          // extended first: nothing changed.
          if (isCheckViolation(error) || (error as { code?: unknown } | null)?.code === incrementStopped) return false
          throw error
        })
        if (!done) return false
        for (const event of events) this.eventsOf.add(event.entityId)
        await pruneOutbox(this.connections.committed(), this.outboxClock, keepSince)
        return true
      }
    }
  }

  /** The webhooks' part (sqlWebhooks.ts), which the methods at the end hand on to. */
  private readonly hooks: WebhookTransaction

  /**
   * PostgreSQL, a command that may commit its write alone (WorkOptions.alone): the increment of one counter with its
   * events, in one statement (memberIncrement.ts) committed on its own, when the counter still holds `before`.
   */
  readonly incrementAlone?: Transaction['incrementAlone']

  /** Where reads go: the transaction's connection once it has written, else any connection. */
  private get db(): Db {
    return this.connections.read()
  }

  /** The transaction's connection, begun on first use; what was prefetched may change from here on. */
  private writer(): Promise<Db> {
    this.prefetched = {}
    this.keptStreak = undefined
    return this.connections.write()
  }

  /**
   * What every command looks up first, in one statement (readPrefetch.ts on PostgreSQL, readPrefetchSqlite.ts on
   * SQLite): a session by its key, an entity and its rules, the member the path names, a rate budget. The lookups
   * that follow take their answer from it.
   */
  async prefetch(keys: { session?: string | undefined; entityId?: string | undefined; member?: string | undefined; earned?: boolean | undefined; bucket?: string | undefined }): Promise<void> {
    if (keys.session === undefined && keys.entityId === undefined && keys.bucket === undefined) return
    const row = this.dialect === 'postgres' ? await readPrefetch(this.db, keys) : await readPrefetchSqlite(this.db, keys, this.connections.committed())
    if (!row) return
    if (keys.bucket !== undefined) this.prefetchedBucket = { key: keys.bucket, bucket: row.bucket ?? undefined }
    if (keys.session !== undefined) this.prefetched = { ...this.prefetched, sessionKey: keys.session, session: row.session ? { address: row.session.address, expiresAt: row.session.expires_at ?? undefined } : undefined }
    if (keys.entityId !== undefined) {
      this.prefetched = { ...this.prefetched, entityId: keys.entityId, entity: row.entity ? entityFromRow(row.entity) : undefined }
      if (row.entity) this.prefetched.metrics = (row.metrics ?? []).map(metricFromRow)
      if (row.entity) this.prefetched.achievements = (row.achievements ?? []).map(achievementFromRow)
      if (row.entity) this.prefetched.memberCount = Number(row.entity.member_count)
      if (row.entity && keys.earned && keys.member !== undefined) this.prefetched.earned = { address: keys.member, records: row.earned ?? {} }
      this.prefetchedLevels = row.entity ? { entityId: keys.entityId, levels: (row.levels ?? []).map(levelFromRow) } : undefined
      if (row.entity && keys.member !== undefined) {
        const found = row.member
        this.prefetched.member = {
          address: keys.member,
          record: found ? memberFromRow(found.row) : undefined,
          counters: found?.counters ?? {},
          streak: found?.streak ? streakFromRow(found.streak) : undefined,
          timeZone: found?.time_zone ?? undefined,
        }
      }
    }
  }

  async entity(id: string) {
    if (this.prefetched.entityId === id && 'entity' in this.prefetched) {
      // Made from its row for this call alone: handed out once, then read again.
      const { entity } = this.prefetched
      delete this.prefetched.entity
      return entity
    }
    const row = await this.db.selectFrom('entities').selectAll().where('id', '=', id).executeTakeFirst()
    return row && entityFromRow(row)
  }

  async updateEntity(id: string, changes: EntityChanges, now: string) {
    const db = await this.writer()
    const row = await db
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
    const prefetched = this.prefetchedMember(entityId, address)
    if (prefetched) return prefetched.record && { ...prefetched.record }
    const row = await this.db.selectFrom('members').selectAll().where('entity_id', '=', entityId).where('address', '=', address).executeTakeFirst()
    return row && memberFromRow(row)
  }

  async members(entityId: string) {
    const rows = await this.db.selectFrom('members').selectAll().where('entity_id', '=', entityId).orderBy('position').execute()
    return rows.map(memberFromRow)
  }

  async join(entityId: string, addresses: readonly string[], terms: JoinTerms) {
    if (addresses.length === 0) return []
    await this.writer()
    return this.connections.atomic((db) => this.joinOn(db, entityId, addresses, terms))
  }

  private async joinOn(db: Db, entityId: string, addresses: readonly string[], { chain, maxMembers, now }: JoinTerms) {
    // Joins of one entity take turns on its row, so a member is added once and positions stay one per member.
    if (this.dialect === 'postgres') await db.selectFrom('entities').select('member_count').where('id', '=', entityId).forUpdate().execute()
    const existing = new Set<string>()
    for (let start = 0; start < addresses.length; start += 500) {
      const rows = await db
        .selectFrom('members')
        .select('address')
        .where('entity_id', '=', entityId)
        .where('address', 'in', addresses.slice(start, start + 500))
        .execute()
      for (const row of rows) existing.add(row.address)
    }
    const joining = addresses.filter((address) => !existing.has(address))
    if (joining.length === 0) return []
    const counted = await db
      .updateTable('entities')
      .set((eb) => ({ member_count: eb('member_count', '+', joining.length) }))
      .where('id', '=', entityId)
      .where((eb) => eb(eb('member_count', '+', joining.length), '<=', maxMembers))
      .returning('member_count')
      .executeTakeFirst()
    if (!counted) throw new ServiceError('conflict', `entity ${entityId} would have more than ${maxMembers} members, the most this service keeps`)
    const first = counted.member_count - joining.length + 1
    const rows = joining.map((address, index) => ({ entity_id: entityId, address, position: first + index, chain, joined_at: now, updated_at: now }))
    for (let start = 0; start < rows.length; start += 500) await db.insertInto('members').values(rows.slice(start, start + 500)).execute()
    return rows.map(memberFromRow)
  }

  async metrics(entityId: string) {
    if (this.prefetched.entityId === entityId && this.prefetched.metrics) return this.prefetched.metrics.map((metric) => ({ ...metric }))
    const rows = await this.db.selectFrom('metrics').selectAll().where('entity_id', '=', entityId).orderBy('seq').execute()
    return rows.map(metricFromRow)
  }

  async updateMetric(entityId: string, metricId: string, fields: MetricFields) {
    const db = await this.writer()
    const cap = fields.maxPerMemberPerDay === undefined ? {} : { max_per_member_per_day: fields.maxPerMemberPerDay }
    try {
      const row = await db
        .updateTable('metrics')
        .set({ name: fields.name, name_key: fields.name.toLowerCase(), description: fields.description, type: fields.type, ...cap })
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

  /** What the prefetch found of this member, while nothing was written. */
  private prefetchedMember(entityId: string, address: string) {
    const { member } = this.prefetched
    return this.prefetched.entityId === entityId && member?.address === address ? member : undefined
  }

  async counters(entityId: string, address: string) {
    const prefetched = this.prefetchedMember(entityId, address)
    if (prefetched) return { ...prefetched.counters }
    const rows = await this.db.selectFrom('counters').select(['metric_id', 'value']).where('entity_id', '=', entityId).where('address', '=', address).execute()
    return Object.fromEntries(rows.map((row) => [row.metric_id, row.value]))
  }

  async addToCounters(entityId: string, address: string, changes: readonly CounterChange[], terms: JoinTerms, by: Giver) {
    const member = this.dialect === 'sqlite' ? this.prefetchedMember(entityId, address) : undefined
    const db = await this.writer()
    if (member?.record) this.keptStreak = { entityId, address, streak: member.streak, timeZone: member.timeZone }
    // A metric named twice moves by the sum of its counts.
    const totals = new Map<string, { metric: Metric; count: number }>()
    for (const { metric, count } of changes) totals.set(metric.id, { metric, count: (totals.get(metric.id)?.count ?? 0) + count })
    const beyond = (metric: Metric) => new ServiceError('invalid-input', `count would take the counter ${metric.name} beyond ±${maxCounter}, the largest a counter holds exactly`)
    try {
      let joined: MemberRecord | undefined
      if (this.dialect === 'postgres') {
        const counted =
          (await this.addToMemberCounters(db, entityId, address, totals, terms.now, by)) ??
          (await this.connections.atomic(async (trx) => {
            ;[joined] = await this.joinOn(trx, entityId, [address], terms)
            return this.addToMemberCounters(trx, entityId, address, totals, terms.now, by)
          }))
        return { counters: [...totals.values()].map(({ metric }) => ({ metric, counter: counted!.get(metric.id)! })), joined }
      }
      const touched = await db.updateTable('members').set({ updated_at: terms.now }).where('entity_id', '=', entityId).where('address', '=', address).executeTakeFirst()
      if (touched.numUpdatedRows === 0n) [joined] = await this.join(entityId, [address], terms)
      const changed: { metric: Metric; counter: number }[] = []
      for (const { metric, count } of totals.values()) {
        const row = await db
          .insertInto('counters')
          .values({ entity_id: entityId, address, metric_id: metric.id, value: count })
          .onConflict((conflict) => conflict.columns(['entity_id', 'address', 'metric_id']).doUpdateSet((eb) => ({ value: eb('counters.value', '+', eb.ref('excluded.value')) })))
          .returning('value')
          .executeTakeFirst()
          .catch((error: unknown) => {
            throw isCheckViolation(error) ? beyond(metric) : error
          })
        changed.push({ metric, counter: row!.value })
      }
      const at = Date.parse(terms.now)
      const slot = slotOf(at)
      const rows = [...totals.values()]
      await db.insertInto('events').values(rows.map(({ metric, count }) => ({ entity_id: entityId, address, metric_id: metric.id, amount: count, at: terms.now, by }))).execute()
      for (const { metric, count } of rows) {
        await db
          .insertInto('activity')
          .values({ entity_id: entityId, metric_id: metric.id, slot, address, total: count })
          .onConflict((conflict) => conflict.columns(['entity_id', 'metric_id', 'slot', 'address']).doUpdateSet((eb) => ({ total: eb('activity.total', '+', eb.ref('excluded.total')) })))
          .execute()
      }
      // The member's totals of the day, week and month, and the counts per value bucket their values move between.
      const moves = changed.map(({ metric, counter }) => ({ entityId, metricId: metric.id, period: allTime, from: counter - totals.get(metric.id)!.count, to: counter, address }))
      const periods = [...periodKeysAt(at), ...(await keptKeysAt(db, entityId, at).execute()).map((row) => Number(row.period))]
      await addToTotals(db, rows.flatMap(({ metric, count }) => periods.map((period) => ({ entityId, metricId: metric.id, period, address, amount: count }))), moves)
      return { counters: changed, joined }
    } catch (error) {
      if (!isCheckViolation(error)) throw error
      // The table's check refused the statement, whole: the counter it refused is the one the count takes out of range.
      const current = await this.connections
        .committed()
        .selectFrom('counters')
        .select(['metric_id', 'value'])
        .where('entity_id', '=', entityId)
        .where('address', '=', address)
        .execute()
        .catch(() => [])
      const value = (id: string) => current.find((row) => row.metric_id === id)?.value ?? 0
      throw beyond([...totals].find(([id, { count }]) => !(Math.abs(value(id) + count) <= maxCounter))?.[1].metric ?? changes[0]!.metric)
    }
  }

  /**
   * PostgreSQL, in one statement (atomic on its own): marks the member active, adds to each counter, records each
   * increment as an event and in its slot's sum; the counters' check refuses it whole when a counter would leave its
   * range. The new values by metric id, or undefined when the address is no member of the entity (nothing changed).
   */
  private async addToMemberCounters(db: Db, entityId: string, address: string, totals: Map<string, { count: number }>, now: string, by: Giver): Promise<Map<string, number> | undefined> {
    const changes = [...totals].map(([metricId, { count }]) => ({ metricId, count }))
    const row = await memberIncrement(db, { entityId, address, changes, now, by })
    return row && new Map(row.map(({ id, value }) => [id, value]))
  }

  async memberCount(entityId: string) {
    const { memberCount } = this.prefetched
    if (this.prefetched.entityId === entityId && memberCount !== undefined) {
      delete this.prefetched.memberCount
      return memberCount
    }
    return boardQueries.memberCount(this.db, entityId)
  }

  boardMemberCount(entityId: string) {
    return boardQueries.boardMemberCount(this.db, entityId)
  }

  async setHiddenFromBoards(entityId: string, address: string, hidden: boolean) {
    await this.writer()
    return this.connections.atomic(async (db) => {
      // Only a change moves the counts: the update's condition decides it, once, whatever runs at the same time.
      const row = await db
        .updateTable('members')
        .set({ hidden_from_boards: hidden ? 1 : 0 })
        .where('entity_id', '=', entityId)
        .where('address', '=', address)
        .where('hidden_from_boards', '=', hidden ? 0 : 1)
        .returningAll()
        .executeTakeFirst()
      if (row) {
        await moveMemberCounts(db, entityId, address, hidden)
        return memberFromRow(row)
      }
      const member = await db.selectFrom('members').selectAll().where('entity_id', '=', entityId).where('address', '=', address).executeTakeFirst()
      if (!member) throw new ServiceError('not-found', `user ${address} is not a member of entity ${entityId}`)
      return memberFromRow(member)
    })
  }

  async positiveTotals(entityId: string, address: string, metricIds: readonly string[], window: { fromMs: number; toMs: number }) {
    const db = await this.writer()
    if (this.dialect === 'postgres') {
      // A capped increment of one address takes turns with every other, member or not yet (one lock per entity and
      // address, held to the commit: a lock on the member's row would let a join, which has no row to lock yet, run
      // beside an increment that found the row), so the day's sum read next is the one this increment adds to.
      await sql`select pg_advisory_xact_lock(hashtextextended(${`engagekit cap ${entityId} ${address.toLowerCase()}`}, 0))`.execute(db)
    }
    const totals: Record<string, number> = Object.fromEntries(metricIds.map((id) => [id, 0]))
    if (metricIds.length === 0) return totals
    const rows = await db
      .selectFrom('events')
      .select(['metric_id', sql<number>`sum(amount)`.as('total')])
      .where('entity_id', '=', entityId)
      .where('address', '=', address)
      .where('metric_id', 'in', [...metricIds])
      .where('at', '>=', new Date(window.fromMs).toISOString())
      .where('at', '<', new Date(window.toMs).toISOString())
      .where('amount', '>', 0)
      .groupBy('metric_id')
      .execute()
    for (const row of rows) totals[row.metric_id] = Number(row.total)
    return totals
  }

  /** The boards' reads (sqlBoardReads.ts), which the methods below hand on to. */
  private readonly boards: BoardReads
  boardCount: Transaction['boardCount'] = (source, filter) => this.boards.boardCount(source, filter)
  boardPage: Transaction['boardPage'] = (source, page) => this.boards.boardPage(source, page)
  zeroPage: Transaction['zeroPage'] = (source, page) => this.boards.zeroPage(source, page)
  zeroCountBefore: Transaction['zeroCountBefore'] = (source, address) => this.boards.zeroCountBefore(source, address)
  boardValue: Transaction['boardValue'] = (source, address) => this.boards.boardValue(source, address)

  async levels(entityId: string) {
    if (this.prefetchedLevels?.entityId === entityId) return structuredClone(this.prefetchedLevels.levels)
    const rows = await this.db.selectFrom('levels').selectAll().where('entity_id', '=', entityId).orderBy('seq').execute()
    return rows.map(levelFromRow)
  }

  async createLevel(level: Level) {
    this.prefetchedLevels = undefined
    const db = await this.writer()
    const requirements = requirementsOf(level)
    try {
      await db
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

  async updateLevel(entityId: string, number: number, changes: Partial<Omit<Level, 'communityId' | 'level'>>) {
    this.prefetchedLevels = undefined
    const db = await this.writer()
    let query = db.selectFrom('levels').selectAll().where('entity_id', '=', entityId).where('level', '=', number)
    if (this.dialect === 'postgres') query = query.forUpdate()
    const current = await query.executeTakeFirst()
    if (!current) throw new ServiceError('not-found', `level ${number} not found in entity ${entityId}`)
    const requirements = requirementsOf({ ...levelFromRow(current), ...changes })
    const row = await db
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
    this.prefetchedLevels = undefined
    const db = await this.writer()
    await db.deleteFrom('levels').where('entity_id', '=', entityId).where('level', '=', number).execute()
  }

  async achievements(entityId: string) {
    if (this.prefetched.entityId === entityId && this.prefetched.achievements) {
      // Handed out once, like the entity: a second call reads them again.
      const { achievements } = this.prefetched
      delete this.prefetched.achievements
      return achievements
    }
    return sqlAchievements.list(this.db, entityId)
  }

  async createAchievement(entityId: string, achievement: StoredAchievement) {
    return sqlAchievements.create(await this.writer(), entityId, achievement)
  }

  async updateAchievement(entityId: string, key: string, changes: Partial<Omit<StoredAchievement, 'key' | 'createdAt'>>) {
    return sqlAchievements.update(await this.writer(), entityId, key, changes)
  }

  async deleteAchievement(entityId: string, key: string) {
    await sqlAchievements.delete(await this.writer(), entityId, key)
  }

  async earnAchievements(entityId: string, earned: readonly AchievementEarning[], at: string) {
    if (earned.length === 0) return []
    return sqlAchievements.earn(await this.writer(), this.dialect, entityId, earned, at)
  }

  async earnedAchievements(entityId: string, address: string) {
    const { earned } = this.prefetched
    if (this.prefetched.entityId === entityId && earned?.address === address) {
      delete this.prefetched.earned
      return { ...earned.records }
    }
    return sqlAchievements.earnedBy(this.db, entityId, address)
  }

  async membersReaching(entityId: string, metricId: string, threshold: number, after: string, limit: number) {
    return sqlAchievements.reaching(this.db, entityId, metricId, threshold, after, limit)
  }

  async pendingBackfills(limit: number) {
    return sqlAchievements.pending(this.db, limit)
  }

  async themes(entityId: string) {
    const rows = await this.db.selectFrom('themes').selectAll().where('entity_id', '=', entityId).orderBy('seq').execute()
    return rows.map(themeFromRow)
  }

  /** The next number of the ids the store gives (`theme_101`): the snapshot's `sequence`. */
  private async nextId(prefix: string): Promise<string> {
    const db = await this.writer()
    const row = await db
      .updateTable('sequences')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('name', '=', 'records')
      .returning('value')
      .executeTakeFirstOrThrow()
    return `${prefix}_${row.value}`
  }

  async createTheme(theme: Omit<Theme, 'id'>) {
    const db = await this.writer()
    const stored: Theme = { id: await this.nextId('theme'), ...theme }
    await db
      .insertInto('themes')
      .values({ accent_color1: null, accent_color2: null, ...themeColumns(stored) } as Insertable<DatabaseSchema['themes']>)
      .execute()
    return stored
  }

  async updateTheme(entityId: string, themeId: string, changes: Partial<Omit<Theme, 'id' | 'entityID'>>) {
    const db = await this.writer()
    const row = await db
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
    const db = await this.writer()
    await db.deleteFrom('themes').where('entity_id', '=', entityId).where('id', '=', themeId).execute()
  }

  async skills(entityId: string | null) {
    const rows = await this.db.selectFrom('skills').selectAll().where('entity_id', '=', entityId ?? '').orderBy('seq').execute()
    return rows.map(skillFromRow)
  }

  async createSkills(skills: readonly Omit<Skill, 'id'>[]) {
    const db = await this.writer()
    const [first] = skills
    if (!first) return []
    const entityId = first.entityID ?? ''
    // Names are unique within an entity (letter case ignored), including within one multi-create: the message names the first taken.
    const keys = skills.map((skill) => skill.name.toLowerCase())
    const taken = new Set(
      (await db.selectFrom('skills').select('name_key').where('entity_id', '=', entityId).where('name_key', 'in', keys).execute()).map((row) => row.name_key),
    )
    for (const [index, key] of keys.entries()) {
      if (taken.has(key)) throw new ServiceError('conflict', `entity ${entityId} already has a skill named ${skills[index]!.name}`)
      taken.add(key)
    }
    const created: Skill[] = []
    for (const skill of skills) created.push({ id: await this.nextId('skill'), ...skill })
    try {
      await db
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

  async usersOf(addresses: readonly string[]) {
    if (addresses.length === 0) return []
    const rows = await this.db.selectFrom('users').select(['address', 'created_at', 'profile']).where('address', 'in', [...addresses]).execute()
    return rows.map(userFromRow)
  }

  async memberUsers(entityId: string) {
    const rows = await this.db
      .selectFrom('users')
      .innerJoin('members', (join) => join.onRef('members.address', '=', 'users.address').on('members.entity_id', '=', entityId))
      .select(['users.address', 'users.created_at', 'users.profile'])
      .execute()
    return rows.map(userFromRow)
  }

  async ensureUser(address: string, now: string) {
    const db = await this.writer()
    const inserted = await db
      .insertInto('users')
      .values({ address, created_at: now, profile: '{}' })
      .onConflict((conflict) => conflict.column('address').doNothing())
      .returning(['address', 'created_at', 'profile'])
      .executeTakeFirst()
    if (inserted) return { user: userFromRow(inserted), isNew: true }
    return { user: (await this.user(address))!, isNew: false }
  }

  async updateProfile(address: string, fields: UserRecord['profile']) {
    const db = await this.writer()
    let query = db.selectFrom('users').select(['address', 'created_at', 'profile']).where('address', '=', address)
    if (this.dialect === 'postgres') query = query.forUpdate()
    const current = await query.executeTakeFirst()
    if (!current) throw new ServiceError('not-found', `user ${address} not found`)
    const user = userFromRow(current)
    Object.assign(user.profile, fields)
    await db.updateTable('users').set({ profile: JSON.stringify(user.profile) }).where('address', '=', address).execute()
    return user
  }

  async session(key: string): Promise<SessionRecord | undefined> {
    if (this.prefetched.sessionKey === key) return this.prefetched.session
    const row = await this.db.selectFrom('sessions').select(['address', 'expires_at']).where('hash', '=', key).executeTakeFirst()
    return row && { address: row.address, expiresAt: row.expires_at ?? undefined }
  }

  async registerSession(address: string, key: string, expiresAt: string | undefined) {
    const db = await this.writer()
    await db
      .insertInto('sessions')
      .values({ hash: key, address, expires_at: expiresAt ?? null })
      .onConflict((conflict) => conflict.column('hash').doNothing())
      .execute()
  }

  async endSession(key: string) {
    const db = await this.writer()
    const row = await db.deleteFrom('sessions').where('hash', '=', key).returning('hash').executeTakeFirst()
    return row !== undefined
  }

  async useNonce(nonce: string) {
    const db = await this.writer()
    const row = await db
      .insertInto('nonces')
      .values({ nonce })
      .onConflict((conflict) => conflict.column('nonce').doNothing())
      .returning('nonce')
      .executeTakeFirst()
    return row !== undefined
  }

  async apiKeyByHash(hash: string) {
    const row = await this.db.selectFrom('api_keys').selectAll().where('hash', '=', hash).executeTakeFirst()
    return row && keyFromRow(row)
  }

  async apiKeys(entityId: string) {
    const rows = await this.db.selectFrom('api_keys').selectAll().where('entity_id', '=', entityId).orderBy('created_at').orderBy('id').execute()
    return rows.map(keyFromRow)
  }

  async createApiKey(key: Omit<ApiKeyRecord, 'id' | 'lastUsedAt' | 'revokedAt'>) {
    const id = await this.nextId('key')
    const db = await this.writer()
    await db
      .insertInto('api_keys')
      .values({ id, entity_id: key.entityId, name: key.name, prefix: key.prefix, hash: key.hash, created_at: key.createdAt, last_used_at: null, revoked_at: null })
      .execute()
    return { ...key, id, lastUsedAt: null, revokedAt: null }
  }

  async revokeApiKey(entityId: string, keyId: string, now: string) {
    const db = await this.writer()
    const revoked = await db.updateTable('api_keys').set({ revoked_at: now }).where('entity_id', '=', entityId).where('id', '=', keyId).executeTakeFirst()
    if (revoked.numUpdatedRows === 0n) throw new ServiceError('not-found', `API key ${keyId} not found in entity ${entityId}`)
  }

  async appendEvents(events: readonly EventDraft[], keepSince: string) {
    if (events.length === 0) return
    const db = await this.writer()
    if (this.connections.holdsEvents) {
      this.heldEvents = { events: [...(this.heldEvents?.events ?? []), ...events], keepSince }
    } else {
      await appendOutbox(db, this.dialect, this.outboxClock, events, keepSince)
    }
    for (const event of events) this.eventsOf.add(event.entityId)
  }

  /** Writes the events held for the commit, in the order they were appended (see SqlSession.holdsEvents). */
  async writeHeldEvents(): Promise<void> {
    const held = this.heldEvents
    if (!held) return
    this.heldEvents = undefined
    await appendOutbox(await this.connections.write(), this.dialect, this.outboxClock, held.events, held.keepSince)
  }

  eventBounds() {
    return readOutboxBounds(this.db)
  }

  eventsAfter(entityId: string, after: number, limit: number) {
    return readOutbox(this.db, entityId, after, limit)
  }

  async idempotentAnswer(owner: string, key: string, since: string): Promise<IdempotentAnswer | undefined> {
    const row = await this.db.selectFrom('idempotency').select(['request', 'result', 'at']).where('owner', '=', owner).where('key', '=', key).where('at', '>=', since).executeTakeFirst()
    return row && { request: row.request, result: JSON.parse(row.result) as JsonValue, at: row.at }
  }

  async rememberAnswer(owner: string, key: string, answer: IdempotentAnswer, since: string) {
    const db = await this.writer()
    // An answer older than a day gives way; a fresh one means another write with this key got there first.
    const kept = await db
      .insertInto('idempotency')
      .values({ owner, key, request: answer.request, result: JSON.stringify(answer.result), at: answer.at })
      .onConflict((conflict) => conflict.columns(['owner', 'key']).doUpdateSet({ request: answer.request, result: JSON.stringify(answer.result), at: answer.at }).where('idempotency.at', '<', since))
      .returning('key')
      .executeTakeFirst()
    if (!kept) throw new ConcurrentWrite(`another write with the Idempotency-Key ${key} was answered first`)
    // Answers past the window are cleared now and then, as new keys come.
    if (Math.random() < 0.01) await db.deleteFrom('idempotency').where('at', '<', since).execute()
  }

  async upload(name: string): Promise<UploadRecord | undefined> {
    const row = await this.db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst()
    return row && { name, type: row.type, bytes: new Uint8Array(row.bytes), by: row.uploaded_by, createdAt: row.created_at }
  }

  async keepUpload({ name, type, bytes, by, createdAt }: UploadRecord) {
    const db = await this.writer()
    // Both drivers bind a Buffer as binary.
    const stored = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    await db.insertInto('uploads').values({ name, type, bytes: stored, uploaded_by: by, created_at: createdAt }).onConflict((conflict) => conflict.column('name').doNothing()).execute()
  }

  webhooks = (entityId: string) => this.hooks.webhooks(entityId)
  webhook = (id: string) => this.hooks.webhook(id)
  createWebhook = (hook: WebhookRecord) => this.hooks.createWebhook(hook)
  updateWebhook = (id: string, changes: WebhookChanges) => this.hooks.updateWebhook(id, changes)
  deleteWebhook = (id: string) => this.hooks.deleteWebhook(id)
  latestEventId = (entityId: string) => this.hooks.latestEventId(entityId)
  claimWebhooks = (after: string, limit: number) => this.hooks.claimWebhooks(after, limit)
  addDeliveries = (deliveries: readonly Omit<DeliveryRecord, 'id'>[]) => this.hooks.addDeliveries(deliveries)
  claimDeliveries = (now: string, limit: number) => this.hooks.claimDeliveries(now, limit)
  updateDelivery = (id: string, changes: DeliveryChanges) => this.hooks.updateDelivery(id, changes)
  deliveries = (webhookId: string, limit: number) => this.hooks.deliveries(webhookId, limit)
  delivery = (webhookId: string, deliveryId: string) => this.hooks.delivery(webhookId, deliveryId)
  pruneDeliveries = (before: string, limit: number) => this.hooks.pruneDeliveries(before, limit)

  async memberStreak(entityId: string, address: string) {
    const prefetched = this.prefetchedMember(entityId, address)
    const kept = prefetched?.record ? prefetched : this.keptStreak?.entityId === entityId && this.keptStreak.address === address ? this.keptStreak : undefined
    if (kept) return { streak: kept.streak && structuredClone(kept.streak), timeZone: kept.timeZone }
    // Both in one statement: the streak (if any) and the profile (if any), joined to a row of one.
    const { rows } = await sql<Partial<Selectable<DatabaseSchema['member_streaks']>> & { profile: string | null }>`
      select member_streaks.*, users.profile as profile from (select 1 as one) as here
      left join member_streaks on member_streaks.entity_id = ${entityId} and member_streaks.address = ${address}
      left join users on users.address = ${address}
    `.execute(this.db)
    const row = rows[0]
    const profile = row?.profile ? (JSON.parse(row.profile) as UserRecord['profile']) : {}
    const streak = row?.metric_id ? streakFromRow(row as Selectable<DatabaseSchema['member_streaks']>) : undefined
    return { streak, timeZone: profile.timeZone }
  }

  async saveMemberStreak(entityId: string, address: string, streak: StoredStreak) {
    const db = await this.writer()
    const { entity_id: _entity, address: _address, ...changes } = streakColumns(entityId, address, streak)
    // Another process's extension of this period or a later one stays (PostgreSQL re-checks the condition on the row
    // as that process committed it).
    const saved = await db
      .insertInto('member_streaks')
      .values(streakColumns(entityId, address, streak))
      .onConflict((conflict) =>
        conflict
          .columns(['entity_id', 'address'])
          .doUpdateSet(changes)
          .where((eb) => eb.or([eb('member_streaks.last_period', '<', streak.lastPeriod), eb('member_streaks.metric_id', '<>', streak.metricId), eb('member_streaks.frequency', '<>', streak.frequency)])),
      )
      .returning('address')
      .executeTakeFirst()
    return saved !== undefined
  }
}
