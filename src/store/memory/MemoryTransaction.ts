import { maxCounter } from '../../service/limits.js'
import { ServiceError } from '../../service/ServiceError.js'
import type { ApiKey, EntityState, IdempotentAnswer, Level, Member, Metric, Skill, ServiceState, StoredAchievement, StoredStreak, Theme, User } from '../../service/state.js'
import type { AchievementEarning, ApiKeyRecord, BoardEntry, BoardSource, CounterChange, EntityChanges, EventDraft, Giver, JoinTerms, MemberRecord, MetricFields, SessionRecord, Transaction, UploadRecord, UserRecord } from '../../service/store/Store.js'
import type { TimeWindow } from '../../service/leaderboard/periodWindow.js'
import { fromBase64, toBase64 } from '../../service/uploads/base64.js'
import { compareEntries } from '../../service/leaderboard/compareEntries.js'
import { standingsOf, type Standings } from './boardStandings.js'
import { memberPosition } from './memberIndex.js'
import { MemoryAchievements } from './memoryAchievements.js'
import { appendToOutbox, outboxAfter, type MemoryOutbox } from './memoryOutbox.js'
import { userBySessionKey } from './sessionIndex.js'
import type { DeliveryChanges, DeliveryRecord, WebhookChanges, WebhookRecord, WebhookTransaction } from '../../service/store/WebhookTransaction.js'
import { createMemoryWebhooks, memoryWebhookTransaction, type MemoryWebhooks } from './memoryWebhooks.js'

/** Puts `target` back as it is now, in place (other objects may hold it), when the transaction is taken back. */
function keep(undo: (() => void)[], target: object): void {
  const copy = { ...target }
  undo.push(() => {
    for (const key of Object.keys(target)) if (!Object.hasOwn(copy, key)) delete (target as Record<string, unknown>)[key]
    Object.assign(target, copy)
  })
}

const memberRecord = (member: Member, position: number): MemberRecord => ({ ...member, tokenId: position + 1 })
const keyRecord = (entityId: string, key: ApiKey): ApiKeyRecord => ({ ...key, entityId })
const userRecord = (user: User): UserRecord => ({ address: user.address, createdAt: user.createdAt, profile: { ...user.profile } })

/**
 * The sandbox's state tree as a store's transaction. Reads copy what they return; every write first records how to
 * take itself back, so a transaction that fails is undone whole (`undo` run in reverse). A read-only transaction
 * has no undo list and refuses to write.
 */
export class MemoryTransaction implements Transaction {
  /** Boards ranked in this transaction, by source: ranked once, read by several calls. */
  private readonly boards = new Map<string, Standings>()

  constructor(
    private readonly state: ServiceState,
    private readonly undo: (() => void)[] | null,
    private readonly outbox: MemoryOutbox,
    webhookData: MemoryWebhooks = createMemoryWebhooks(),
  ) {
    this.hooks = memoryWebhookTransaction(webhookData, outbox, () => this.writes())
  }

  /** The webhooks' part (memoryWebhooks.ts), which the methods at the end hand on to. */
  private readonly hooks: WebhookTransaction

  private writes(): (() => void)[] {
    if (!this.undo) throw new Error('a read-only transaction may not change data')
    this.boards.clear()
    return this.undo
  }

  private find(entityId: string): EntityState | undefined {
    // Only the state's own keys are entities: `constructor` or `__proto__` is an id like any other, and not found.
    return Object.hasOwn(this.state.entities, entityId) ? this.state.entities[entityId] : undefined
  }

  private of(entityId: string): EntityState {
    const found = this.find(entityId)
    if (!found) throw new ServiceError('not-found', `entity ${entityId} not found`)
    return found
  }

  async entity(id: string) {
    const found = this.find(id)
    return found && structuredClone(found.entity)
  }

  async updateEntity(id: string, changes: EntityChanges, now: string) {
    const { entity } = this.of(id)
    keep(this.writes(), entity)
    Object.assign(entity, structuredClone(changes), { __v: entity.__v + 1, modifiedAt: now })
    // Unset, as the SQL stores read it: left out rather than null.
    if (entity.timeZone === null) delete entity.timeZone
    if (entity.streak === null) delete entity.streak
    return structuredClone(entity)
  }

  async entitiesOf(address: string) {
    return Object.entries(this.state.entities)
      .filter(([, entity]) => memberPosition(entity.members, address) >= 0)
      .map(([id]) => id)
  }

  async member(entityId: string, address: string) {
    const found = this.find(entityId)
    const position = found ? memberPosition(found.members, address) : -1
    return position < 0 ? undefined : memberRecord(found!.members[position]!, position)
  }

  async members(entityId: string) {
    return this.of(entityId).members.map(memberRecord)
  }

  async join(entityId: string, addresses: readonly string[], { chain, maxMembers, now }: JoinTerms) {
    const { entity, members } = this.of(entityId)
    const joining = addresses.filter((address) => memberPosition(members, address) < 0)
    if (joining.length === 0) return []
    if (members.length + joining.length > maxMembers) {
      throw new ServiceError('conflict', `entity ${entity.id} would have more than ${maxMembers} members, the most this service keeps`)
    }
    const before = members.length
    this.writes().push(() => {
      members.length = before
    })
    return joining.map((address) => {
      members.push({ address, chain, joinedAt: now, updatedAt: now })
      return memberRecord(members[members.length - 1]!, members.length - 1)
    })
  }

  async metrics(entityId: string) {
    return this.of(entityId).metrics.map((metric) => ({ ...metric }))
  }

  async updateMetric(entityId: string, metricId: string, fields: MetricFields) {
    const { entity, metrics } = this.of(entityId)
    const metric = metrics.find((candidate) => candidate.id === metricId)
    if (!metric) throw new ServiceError('not-found', `metric ${metricId} not found in entity ${entity.id}`)
    const name = fields.name.toLowerCase()
    if (metrics.some((other) => other !== metric && other.name.toLowerCase() === name)) {
      throw new ServiceError('conflict', `entity ${entity.id} already has a metric named ${fields.name}`)
    }
    keep(this.writes(), metric)
    Object.assign(metric, { name: fields.name, description: fields.description, type: fields.type })
    if (fields.maxPerMemberPerDay === null) delete metric.maxPerMemberPerDay
    else if (fields.maxPerMemberPerDay !== undefined) metric.maxPerMemberPerDay = fields.maxPerMemberPerDay
    return { ...metric }
  }

  async counters(entityId: string, address: string) {
    const { counters } = this.of(entityId)
    return { ...(Object.hasOwn(counters, address) ? counters[address] : undefined) }
  }

  async addToCounters(entityId: string, address: string, changes: readonly CounterChange[], terms: JoinTerms, by: Giver) {
    const state = this.of(entityId)
    const current = Object.hasOwn(state.counters, address) ? state.counters[address] : undefined
    // A metric named twice moves by the sum of its counts. Every new value is worked out and checked before anything moves.
    const totals = new Map<string, { metric: Metric; count: number }>()
    for (const { metric, count } of changes) totals.set(metric.id, { metric, count: (totals.get(metric.id)?.count ?? 0) + count })
    const touched = new Map<string, { metric: Metric; counter: number }>()
    for (const [id, { metric, count }] of totals) {
      const counter = (current?.[id] ?? 0) + count
      if (!(Math.abs(counter) <= maxCounter)) {
        throw new ServiceError('invalid-input', `count would take the counter ${metric.name} beyond ±${maxCounter}, the largest a counter holds exactly`)
      }
      touched.set(id, { metric, counter })
    }
    const [joined] = await this.join(entityId, [address], terms)
    const undo = this.writes()
    if (current) keep(undo, current)
    else undo.push(() => delete state.counters[address])
    const counters = current ?? (state.counters[address] = {})
    for (const [id, { counter }] of touched) counters[id] = counter
    const member = state.members[memberPosition(state.members, address)]!
    keep(undo, member)
    member.updatedAt = terms.now
    const had = state.events !== undefined
    const events = (state.events ??= [])
    const logged = events.length
    undo.push(() => {
      if (had) events.length = logged
      else delete state.events
    })
    for (const [id, { count }] of totals) events.push({ address, metric: id, amount: count, at: terms.now, by })
    return { counters: [...touched.values()], joined }
  }

  private board(source: BoardSource): Standings {
    const key = JSON.stringify(source)
    let standings = this.boards.get(key)
    if (!standings) this.boards.set(key, (standings = standingsOf(this.of(source.entityId), source)))
    return standings
  }

  async memberCount(entityId: string) {
    return this.of(entityId).members.length
  }

  async boardMemberCount(entityId: string) {
    return this.of(entityId).members.filter((member) => member.hiddenFromBoards !== true).length
  }

  async setHiddenFromBoards(entityId: string, address: string, hidden: boolean) {
    const { entity, members } = this.of(entityId)
    const position = memberPosition(members, address)
    if (position < 0) throw new ServiceError('not-found', `user ${address} is not a member of entity ${entity.id}`)
    const member = members[position]!
    keep(this.writes(), member)
    if (hidden) member.hiddenFromBoards = true
    else delete member.hiddenFromBoards
    return memberRecord(member, position)
  }

  async positiveTotals(entityId: string, address: string, metricIds: readonly string[], { fromMs, toMs }: TimeWindow) {
    const totals: Record<string, number> = Object.fromEntries(metricIds.map((id) => [id, 0]))
    for (const event of this.of(entityId).events ?? []) {
      if (event.address !== address || event.amount <= 0 || !Object.hasOwn(totals, event.metric)) continue
      const at = Date.parse(event.at)
      if (at >= fromMs && at < toMs) totals[event.metric]! += event.amount
    }
    return totals
  }

  async boardCount(source: BoardSource, { above, equal, before }: { above?: number; equal?: number; before?: string }) {
    const key = before?.toLowerCase()
    return this.board(source).valued.filter(
      (entry) => (above === undefined || entry.value > above) && (equal === undefined || (entry.value === equal && key !== undefined && entry.address.toLowerCase() < key)),
    ).length
  }

  async boardPage(source: BoardSource, { sign, after, reverse = false, limit }: { sign: 1 | -1; after?: BoardEntry | undefined; reverse?: boolean; limit: number }) {
    const entries = this.board(source).valued.filter((entry) => Math.sign(entry.value) === sign)
    const rest = after === undefined ? entries : entries.filter((entry) => (reverse ? compareEntries(entry, after) < 0 : compareEntries(entry, after) > 0))
    return (reverse ? rest.reverse() : rest).slice(0, limit).map((entry) => ({ ...entry }))
  }

  async zeroPage(source: BoardSource, { after, reverse = false, limit }: { after?: string | undefined; reverse?: boolean; limit: number }) {
    const key = after?.toLowerCase()
    const rest = key === undefined ? this.board(source).zero : this.board(source).zero.filter((address) => (reverse ? address.toLowerCase() < key : address.toLowerCase() > key))
    return (reverse ? [...rest].reverse() : rest).slice(0, limit)
  }

  async zeroCountBefore(source: BoardSource, address: string) {
    const key = address.toLowerCase()
    return this.board(source).zero.filter((other) => other.toLowerCase() < key).length
  }

  async boardValue(source: BoardSource, address: string) {
    return this.board(source).values.get(address) ?? 0
  }

  async levels(entityId: string) {
    return this.of(entityId).levels.map((level) => structuredClone(level))
  }

  async createLevel(level: Level) {
    const state = this.of(level.communityId)
    if (state.levels.some((existing) => existing.level === level.level)) {
      throw new ServiceError('conflict', `entity ${state.entity.id} already has level ${level.level}`)
    }
    const stored = structuredClone(level)
    const levels = state.levels
    this.writes().push(() => {
      state.levels = levels.filter((candidate) => candidate !== stored)
    })
    levels.push(stored)
    return structuredClone(stored)
  }

  async updateLevel(entityId: string, number: number, changes: Partial<Omit<Level, 'communityId' | 'level'>>) {
    const state = this.of(entityId)
    const level = state.levels.find((candidate) => candidate.level === number)
    if (!level) throw new ServiceError('not-found', `level ${number} not found in entity ${state.entity.id}`)
    keep(this.writes(), level)
    Object.assign(level, structuredClone(changes))
    return structuredClone(level)
  }

  async deleteLevel(entityId: string, number: number) {
    const state = this.of(entityId)
    const levels = state.levels
    this.writes().push(() => {
      state.levels = levels
    })
    state.levels = levels.filter((candidate) => candidate.level !== number)
  }

  private achievementsOf(entityId: string): MemoryAchievements {
    return new MemoryAchievements(this.of(entityId))
  }

  async achievements(entityId: string) {
    return this.achievementsOf(entityId).list()
  }

  async createAchievement(entityId: string, achievement: StoredAchievement) {
    const { result, undo } = this.achievementsOf(entityId).create(achievement)
    this.writes().push(undo)
    return result
  }

  async updateAchievement(entityId: string, key: string, changes: Partial<Omit<StoredAchievement, 'key' | 'createdAt'>>) {
    const { result, undo } = this.achievementsOf(entityId).update(key, changes)
    this.writes().push(undo)
    return result
  }

  async deleteAchievement(entityId: string, key: string) {
    const achievements = this.achievementsOf(entityId)
    const undo = this.writes()
    undo.push(achievements.delete(key))
  }

  async earnAchievements(entityId: string, earned: readonly AchievementEarning[], at: string) {
    const achievements = this.achievementsOf(entityId)
    const undo = this.writes()
    const { result, undo: back } = achievements.earn(earned, at)
    undo.push(back)
    return result
  }

  async earnedAchievements(entityId: string, address: string) {
    return this.achievementsOf(entityId).earnedBy(address)
  }

  async membersReaching(entityId: string, metricId: string, threshold: number, after: string, limit: number) {
    return this.achievementsOf(entityId).reaching(metricId, threshold, after, limit)
  }

  async pendingBackfills(limit: number) {
    return Object.entries(this.state.entities)
      .flatMap(([entityId, state]) => (state.achievements ?? []).filter((achievement) => achievement.backfill !== null).map(({ key }) => ({ entityId, key })))
      .slice(0, limit)
  }

  async themes(entityId: string) {
    return this.of(entityId).themes.map((theme) => ({ ...theme }))
  }

  private nextId(prefix: string): string {
    const { state } = this
    const sequence = state.sequence
    this.writes().push(() => {
      state.sequence = sequence
    })
    return `${prefix}_${++state.sequence}`
  }

  async createTheme(theme: Omit<Theme, 'id'>) {
    const state = this.of(theme.entityID)
    const stored: Theme = { id: this.nextId('theme'), ...theme }
    const themes = state.themes
    this.writes().push(() => {
      state.themes = themes.filter((candidate) => candidate !== stored)
    })
    themes.push(stored)
    return { ...stored }
  }

  async updateTheme(entityId: string, themeId: string, changes: Partial<Omit<Theme, 'id' | 'entityID'>>) {
    const state = this.of(entityId)
    const theme = state.themes.find((candidate) => candidate.id === themeId)
    if (!theme) throw new ServiceError('not-found', `theme ${themeId} not found in entity ${state.entity.id}`)
    keep(this.writes(), theme)
    Object.assign(theme, changes)
    return { ...theme }
  }

  async deleteTheme(entityId: string, themeId: string) {
    const state = this.of(entityId)
    const themes = state.themes
    this.writes().push(() => {
      state.themes = themes
    })
    state.themes = themes.filter((candidate) => candidate.id !== themeId)
  }

  async skills(entityId: string | null) {
    const skills = entityId === null ? this.state.defaultSkills : this.of(entityId).skills
    return skills.map((skill) => ({ ...skill }))
  }

  async createSkills(skills: readonly Omit<Skill, 'id'>[]) {
    const [first] = skills
    if (!first) return []
    const state = this.of(first.entityID ?? '')
    // Names are unique within an entity (letter case ignored), including within one multi-create.
    const taken = new Set(state.skills.map((skill) => skill.name.toLowerCase()))
    for (const { name } of skills) {
      if (taken.has(name.toLowerCase())) throw new ServiceError('conflict', `entity ${state.entity.id} already has a skill named ${name}`)
      taken.add(name.toLowerCase())
    }
    const created = skills.map((skill): Skill => ({ id: this.nextId('skill'), ...skill }))
    const before = state.skills.length
    this.writes().push(() => {
      state.skills.length = before
    })
    state.skills.push(...created)
    return created.map((skill) => ({ ...skill }))
  }

  async skillScores(entityId: string, address: string) {
    const { skillScores } = this.of(entityId)
    return { ...(Object.hasOwn(skillScores, address) ? skillScores[address] : undefined) }
  }

  private stored(address: string): User | undefined {
    return Object.hasOwn(this.state.users, address) ? this.state.users[address] : undefined
  }

  async user(address: string) {
    const user = this.stored(address)
    return user && userRecord(user)
  }

  async usersOf(addresses: readonly string[]) {
    return addresses.flatMap((address) => {
      const user = this.stored(address)
      return user ? [userRecord(user)] : []
    })
  }

  async memberUsers(entityId: string) {
    return this.usersOf((this.state.entities[entityId]?.members ?? []).map((member) => member.address))
  }

  async ensureUser(address: string, now: string) {
    const existing = this.stored(address)
    if (existing) return { user: userRecord(existing), isNew: false }
    const { users } = this.state
    this.writes().push(() => delete users[address])
    const user: User = (users[address] = { address, createdAt: now, profile: {} })
    return { user: userRecord(user), isNew: true }
  }

  async updateProfile(address: string, fields: UserRecord['profile']) {
    const user = this.stored(address)
    if (!user) throw new ServiceError('not-found', `user ${address} not found`)
    keep(this.writes(), user.profile)
    Object.assign(user.profile, fields)
    return userRecord(user)
  }

  async session(key: string): Promise<SessionRecord | undefined> {
    const user = userBySessionKey(this.state, key)
    return user && { address: user.address, expiresAt: user.sessions?.[key]?.expiresAt }
  }

  async registerSession(address: string, key: string, expiresAt: string | undefined) {
    const user = this.stored(address)
    if (!user) throw new ServiceError('not-found', `user ${address} not found`)
    if (user.sessions && Object.hasOwn(user.sessions, key)) return
    keep(this.writes(), user)
    user.sessions = { ...user.sessions, [key]: expiresAt === undefined ? {} : { expiresAt } }
  }

  async endSession(key: string) {
    const user = userBySessionKey(this.state, key)
    if (!user?.sessions) return false
    keep(this.writes(), user)
    const rest = Object.entries(user.sessions).filter(([known]) => known !== key)
    if (rest.length > 0) user.sessions = Object.fromEntries(rest)
    else delete user.sessions
    return true
  }

  async useNonce(nonce: string) {
    const { state } = this
    if (state.usedNonces && Object.hasOwn(state.usedNonces, nonce)) return false
    const had = state.usedNonces !== undefined
    this.writes().push(() => {
      if (had) delete state.usedNonces![nonce]
      else delete state.usedNonces
    })
    ;(state.usedNonces ??= {})[nonce] = true
    return true
  }

  async apiKeyByHash(hash: string) {
    for (const [entityId, state] of Object.entries(this.state.entities)) {
      const key = state.apiKeys?.find((candidate) => candidate.hash === hash)
      if (key) return keyRecord(entityId, key)
    }
    return undefined
  }

  async apiKeys(entityId: string) {
    return (this.of(entityId).apiKeys ?? []).map((key) => keyRecord(entityId, key))
  }

  async createApiKey({ entityId, ...fields }: Omit<ApiKeyRecord, 'id' | 'lastUsedAt' | 'revokedAt'>) {
    const state = this.of(entityId)
    const key: ApiKey = { id: this.nextId('key'), ...fields, lastUsedAt: null, revokedAt: null }
    const had = state.apiKeys !== undefined
    const keys = (state.apiKeys ??= [])
    this.writes().push(() => {
      keys.splice(keys.indexOf(key), 1)
      if (!had) delete state.apiKeys
    })
    keys.push(key)
    return keyRecord(entityId, key)
  }

  async revokeApiKey(entityId: string, keyId: string, now: string) {
    const key = this.of(entityId).apiKeys?.find((candidate) => candidate.id === keyId)
    if (!key) throw new ServiceError('not-found', `API key ${keyId} not found in entity ${entityId}`)
    keep(this.writes(), key)
    key.revokedAt = now
  }

  async appendEvents(events: readonly EventDraft[], keepSince: string) {
    const undo = this.writes()
    undo.push(appendToOutbox(this.outbox, events, keepSince))
  }

  async eventsAfter(entityId: string, after: number, limit: number) {
    return outboxAfter(this.outbox, entityId, after, limit)
  }

  async eventBounds() {
    return { first: this.outbox.events[0]?.id ?? this.outbox.lastId + 1, last: this.outbox.lastId }
  }

  async idempotentAnswer(owner: string, key: string, since: string) {
    const answer = this.state.idempotency?.[`${owner} ${key}`]
    return answer && answer.at >= since ? structuredClone(answer) : undefined
  }

  async rememberAnswer(owner: string, key: string, answer: IdempotentAnswer, since: string) {
    const { state } = this
    const id = `${owner} ${key}`
    const answers = (state.idempotency ??= {})
    const previous = Object.hasOwn(answers, id) ? answers[id] : undefined
    this.writes().push(() => {
      if (previous) answers[id] = previous
      else delete answers[id]
    })
    // Answers older than a day are dropped as new ones come, so the state does not grow with every key ever sent.
    for (const [other, kept] of Object.entries(answers)) if (kept.at < since) delete answers[other]
    answers[id] = structuredClone(answer)
  }

  async upload(name: string): Promise<UploadRecord | undefined> {
    const kept = this.state.uploads && Object.hasOwn(this.state.uploads, name) ? this.state.uploads[name]! : undefined
    return kept && { name, type: kept.type, bytes: fromBase64(kept.data), by: kept.by, createdAt: kept.createdAt }
  }

  async keepUpload({ name, type, bytes, by, createdAt }: UploadRecord) {
    const uploads = (this.state.uploads ??= {})
    if (Object.hasOwn(uploads, name)) return
    this.writes().push(() => delete uploads[name])
    uploads[name] = { type, data: toBase64(bytes), by, createdAt }
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
    const streaks = this.find(entityId)?.streaks
    const user = Object.hasOwn(this.state.users, address) ? this.state.users[address] : undefined
    return { streak: streaks && Object.hasOwn(streaks, address) ? structuredClone(streaks[address]) : undefined, timeZone: user?.profile.timeZone }
  }

  async saveMemberStreak(entityId: string, address: string, streak: StoredStreak) {
    const state = this.of(entityId)
    const streaks = (state.streaks ??= {})
    const previous = Object.hasOwn(streaks, address) ? streaks[address] : undefined
    if (previous && previous.metricId === streak.metricId && previous.frequency === streak.frequency && previous.lastPeriod >= streak.lastPeriod) return false
    this.writes().push(() => {
      if (previous) streaks[address] = previous
      else delete streaks[address]
    })
    streaks[address] = structuredClone(streak)
    return true
  }
}
