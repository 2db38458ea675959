import type { EngagementEvent, EventAudience } from '../../core/schemas/events.js'
import type { CalendarPeriod, TimeWindow } from '../leaderboard/periodWindow.js'
import type { Entity, IdempotentAnswer, Level, Member, Metric, Skill, Snapshot, StoredAchievement, StoredProfileField, StoredStreak, Theme } from '../state.js'
import type { WebhookTransaction } from './WebhookTransaction.js'

/** A member, with their place in the entity's list: the token id of their NFT (from 1). */
export type MemberRecord = Member & { tokenId: number }

/** What a command may change of an entity; `__v` and `modifiedAt` move with every change. */
export type EntityChanges = Partial<Omit<Entity, 'id' | 'createdAt' | 'modifiedAt' | '__v' | 'adminAddresses'>>

/** What row 5 sets of a metric: its name, description and type, and its daily cap (null: none; left out: kept). */
export type MetricFields = Pick<Metric, 'name' | 'description' | 'type'> & { maxPerMemberPerDay?: number | null | undefined }

/** A user of the service: registered with row 25, or seeded. */
export type UserRecord = { address: string; createdAt: string; profile: Partial<Record<StoredProfileField, string>> }

/** Whose a session is, and when the session policy ends it (ISO 8601), if ever. */
export type SessionRecord = { address: string; expiresAt: string | undefined }

/** One increment: the metric and the amount (negative corrects down). */
export type CounterChange = { metric: Metric; count: number }

/** How an increment joins a user who is not a member yet. */
export type JoinTerms = { chain: string; maxMembers: number; now: string }

/** Who gave an increment, as its event records it: a caller's address, or `key:` and an API key's id. */
export type Giver = string

/**
 * An event as the store keeps it (the outbox): the event, the member it is about (`subject`, null for the entity
 * itself) and who else may read it (`audience`).
 */
export type StoredEvent = EngagementEvent & { subject: string | null; audience: EventAudience }

/** An event as a command writes it; the store gives it its id. */
export type EventDraft = StoredEvent extends infer E ? (E extends StoredEvent ? Omit<E, 'id'> : never) : never

/** What an increment did: the new value of each metric touched, and the member it added (when the user was not one). */
export type CountersAdded = { counters: { metric: Metric; counter: number }[]; joined: MemberRecord | undefined }

/**
 * Where a board's values come from: the members' counters of a metric (all time), or the sums of the increments of
 * that metric made within a window. A member without a value has 0. A window that is a calendar period names it
 * (`calendar`: the period, its time zone and the instant it was asked at), so a store may keep totals for it.
 */
export type BoardSource = { entityId: string; metricId: string; window?: TimeWindow | undefined; calendar?: BoardCalendar | undefined }

/** The calendar period a board's window is: this day, ISO week or month in a time zone, as of `nowMs`. */
export type BoardCalendar = { period: CalendarPeriod; timeZone: string; nowMs: number }

/** A member on a board. Boards are ordered by value, highest first, then by the address in lower case. */
export type BoardEntry = { address: string; value: number }

/**
 * What a command reads and writes, inside one transaction of a {@link Store}. Every method keeps the service's
 * invariants itself, so two processes over one database cannot break them: a name that is taken, a level number
 * that exists, a members cap that would be passed, a counter beyond ±(2^53 − 1) are refused with a ServiceError
 * (`conflict` or `invalid-input`) and the transaction then changes nothing. Records are copies: changing one
 * changes nothing stored.
 */
export interface Transaction extends WebhookTransaction {
  /**
   * A hint of what the call will look up first (a session by its key, an entity and its metrics, the member the path
   * names and their counters (and, with `earned`, the achievements they earned), a rate budget), for a store that can
   * fetch them together; the lookups still go through the methods below.
   */
  prefetch?(keys: { session?: string | undefined; entityId?: string | undefined; member?: string | undefined; earned?: boolean | undefined; bucket?: string | undefined }): Promise<void>
  /**
   * Where a store can read a rate budget in the transaction (with the prefetch, for `bucket`): the seconds until
   * `key` has a token again (undefined: it has one now), taking nothing; as Store.throttle's 'check'.
   */
  tokenWait?(key: string, perMinute: number, nowMs: number): Promise<number | undefined>
  /** The entity with this id. */
  entity(id: string): Promise<Entity | undefined>
  /** Applies `changes`, bumps `__v` and sets `modifiedAt`; the entity as it is now. */
  updateEntity(id: string, changes: EntityChanges, now: string): Promise<Entity>
  /** The ids of the entities `address` is a member of, in the order the entities were made. */
  entitiesOf(address: string): Promise<string[]>

  /** The member of the entity with this (checksummed) address. */
  member(entityId: string, address: string): Promise<MemberRecord | undefined>
  /** Every member, in the order they joined. */
  members(entityId: string): Promise<readonly MemberRecord[]>
  /**
   * Adds the (checksummed, distinct) addresses that are not members yet, in the order given, with this chain; the
   * members added. A conflict, and nobody joins, when the entity would pass `maxMembers`.
   */
  join(entityId: string, addresses: readonly string[], terms: JoinTerms): Promise<MemberRecord[]>

  /** The entity's metrics, in the order they were made. */
  metrics(entityId: string): Promise<Metric[]>
  /**
   * Renames or redescribes a metric, and sets its daily cap (null removes it, left out keeps it); a conflict when
   * another metric of the entity has the name (letter case ignored).
   */
  updateMetric(entityId: string, metricId: string, fields: MetricFields): Promise<Metric>
  /** A member's counters by metric id; a metric never incremented is missing. */
  counters(entityId: string, address: string): Promise<Record<string, number>>
  /**
   * Adds each count to its counter, atomically, joining the user to the entity first when needed (on `terms`) and
   * marking the member active at `terms.now`. The new value of each metric touched, once per metric, in the order
   * given, and the member added when the user joined. A counter that would leave ±(2^53 − 1) is an 'invalid-input'
   * ServiceError naming the metric.
   */
  addToCounters(entityId: string, address: string, changes: readonly CounterChange[], terms: JoinTerms, by: Giver): Promise<CountersAdded>
  /**
   * Where a store can (PostgreSQL), an increment that changes nothing but one counter, its boards and its events, as
   * one statement committed on its own (no transaction to begin and commit): adds the count to the member's counter
   * provided it still holds `before`, marks the member active, saves the member's extended `streak` (both or neither:
   * not when another increment extended that period first) and writes `events`. True once done, and the work may
   * then write nothing more. False when it changed nothing: the counter moved meanwhile, the address is no member, or
   * the work may not commit a write alone ({@link WorkOptions}); the caller then increments the ordinary way.
   */
  incrementAlone?(entityId: string, address: string, change: CounterChange & { before: number }, events: readonly EventDraft[], keepSince: string, by: Giver, now: string, streak?: StoredStreak): Promise<boolean>

  /** How many members the entity has. */
  memberCount(entityId: string): Promise<number>
  /** How many members the boards rank: the members less those hidden from boards. */
  boardMemberCount(entityId: string): Promise<number>
  /**
   * Hides a member from every board (or shows them again): their counters stay, but no board, rank or count of ranked
   * members holds them while hidden. The member as they are now; 'not-found' when the address is no member.
   */
  setHiddenFromBoards(entityId: string, address: string, hidden: boolean): Promise<MemberRecord>
  /**
   * The member's sum of the positive counts of each metric given, within the window, by metric id (0 when none). Read
   * after taking the member's turn: concurrent increments of the same member wait for this transaction, so a daily
   * cap checked on it holds in every process.
   */
  positiveTotals(entityId: string, address: string, metricIds: readonly string[], window: TimeWindow): Promise<Record<string, number>>
  /**
   * How many members have a value other than 0; with `above`, only those whose value is higher; with `equal` and
   * `before`, only those with that value whose address comes before `before` in lower case.
   */
  boardCount(source: BoardSource, filter: { above?: number; equal?: number; before?: string }): Promise<number>
  /**
   * Members with a positive (`sign` 1) or negative (-1) value, in board order, after `after` (or before it, read
   * backwards, with `reverse`), at most `limit`.
   */
  boardPage(source: BoardSource, page: { sign: 1 | -1; after?: BoardEntry | undefined; reverse?: boolean; limit: number }): Promise<BoardEntry[]>
  /** The addresses of members whose value is 0, by address in lower case, after `after` (before it with `reverse`). */
  zeroPage(source: BoardSource, page: { after?: string | undefined; reverse?: boolean; limit: number }): Promise<string[]>
  /** How many members with value 0 come before `address` (in lower case). */
  zeroCountBefore(source: BoardSource, address: string): Promise<number>
  /** A member's value: their counter, or their sum in the window; 0 without one. */
  boardValue(source: BoardSource, address: string): Promise<number>

  /** The entity's levels, in the order they were made. */
  levels(entityId: string): Promise<Level[]>
  /** Adds a level; a conflict when the entity has that level number. */
  createLevel(level: Level): Promise<Level>
  /** Changes a level's threshold or requirements; the level as it is now. */
  updateLevel(entityId: string, level: number, changes: Partial<Omit<Level, 'communityId' | 'level'>>): Promise<Level>
  deleteLevel(entityId: string, level: number): Promise<void>

  /** The entity's achievements, in the order they were made, each with how many members earned it. */
  achievements(entityId: string): Promise<AchievementRecord[]>
  /** Adds an achievement; a conflict when the entity has one with that key. */
  createAchievement(entityId: string, achievement: StoredAchievement): Promise<AchievementRecord>
  /** Changes an achievement's fields (never its key); 'not-found' when there is none with that key. */
  updateAchievement(entityId: string, key: string, changes: Partial<Omit<StoredAchievement, 'key' | 'createdAt'>>): Promise<AchievementRecord>
  /** Deletes an achievement and the record of everyone who earned it. */
  deleteAchievement(entityId: string, key: string): Promise<void>
  /**
   * Records that each address earned each achievement, at `at`, where it has not been recorded already (once per
   * achievement and member, in every process: a second record of the same pair is no change). The pairs recorded by
   * this call, in the order given; each achievement's completions grow by as many.
   */
  earnAchievements(entityId: string, earned: readonly AchievementEarning[], at: string): Promise<AchievementEarning[]>
  /** When a member earned each achievement they earned, by key. */
  earnedAchievements(entityId: string, address: string): Promise<Record<string, string>>
  /** Members whose counter of the metric is at least `threshold`, by address, after `after`, at most `limit`. */
  membersReaching(entityId: string, metricId: string, threshold: number, after: string, limit: number): Promise<string[]>
  /** Achievements of any entity whose members past their trigger still get it (`backfill` not null), at most `limit`. */
  pendingBackfills(limit: number): Promise<{ entityId: string; key: string }[]>

  /** The entity's themes, in the order they were made. */
  themes(entityId: string): Promise<Theme[]>
  /** Adds a theme under a new id the store gives it. */
  createTheme(theme: Omit<Theme, 'id'>): Promise<Theme>
  updateTheme(entityId: string, themeId: string, changes: Partial<Omit<Theme, 'id' | 'entityID'>>): Promise<Theme>
  deleteTheme(entityId: string, themeId: string): Promise<void>

  /** An entity's skills, or with null the service's default skills, in the order they were made. */
  skills(entityId: string | null): Promise<Skill[]>
  /** Adds skills of one entity under new ids; a conflict when a name is taken or repeats (letter case ignored). */
  createSkills(skills: readonly Omit<Skill, 'id'>[]): Promise<Skill[]>
  /** A member's skill scores by skill id. */
  skillScores(entityId: string, address: string): Promise<Record<string, number>>

  user(address: string): Promise<UserRecord | undefined>
  /** The users of these addresses that exist, in any order. */
  usersOf(addresses: readonly string[]): Promise<UserRecord[]>
  /** The users that are members of the entity, in any order: read from the users' side, as most members have none. */
  memberUsers(entityId: string): Promise<UserRecord[]>
  /** The user with this address, made now when there is none (`isNew`). */
  ensureUser(address: string, now: string): Promise<{ user: UserRecord; isNew: boolean }>
  /** Sets the given profile fields; the others keep their value. */
  updateProfile(address: string, fields: UserRecord['profile']): Promise<UserRecord>
  /** The session stored under this key (`sessionKey(signature)`: the hash, never the signature). */
  session(key: string): Promise<SessionRecord | undefined>
  /**
   * Stores a session of a user under its key, ending at `expiresAt` (or never). A key already stored is left as it
   * is: registering a signature again never extends its session.
   */
  registerSession(address: string, key: string, expiresAt: string | undefined): Promise<void>
  /** Ends the session stored under this key, in every process: false when there was none. */
  endSession(key: string): Promise<boolean>
  /** Records a Sign-In with Ethereum nonce as used: false when it already was (each nonce signs in once). */
  useNonce(nonce: string): Promise<boolean>

  /** An API key by the SHA-256 of the key (hex). */
  apiKeyByHash(hash: string): Promise<ApiKeyRecord | undefined>
  /** An entity's API keys, revoked ones included, in the order they were made. */
  apiKeys(entityId: string): Promise<ApiKeyRecord[]>
  /** Adds an API key under a new id the store gives it. */
  createApiKey(key: Omit<ApiKeyRecord, 'id' | 'lastUsedAt' | 'revokedAt'>): Promise<ApiKeyRecord>
  /** Marks a key revoked at `now`: it is refused from then on, in every process. */
  revokeApiKey(entityId: string, keyId: string, now: string): Promise<void>

  /**
   * Writes events in this transaction, in the order given: they stand or fall with it. Each gets an id higher than
   * any event's before it, and the events of one entity become readable in the order of their ids (a reader that
   * has seen id n never sees a lower one appear later). Events older than `keepSince` (ISO 8601) may be removed on
   * the way, which the store does at most once a minute.
   */
  appendEvents(events: readonly EventDraft[], keepSince: string): Promise<void>
  /** An entity's events with an id above `after` (0: from the oldest kept), oldest first, at most `limit`. */
  eventsAfter(entityId: string, after: number, limit: number): Promise<StoredEvent[]>
  /**
   * The ids around the kept events, whatever their entity: `first`, the oldest kept (every event below it may have
   * been removed; `last` + 1 when none is kept), and `last`, the newest given (0 when none ever was, as far as the
   * store can tell). A stream resumes from an id `n` without a gap only when `first - 1 <= n <= last`.
   */
  eventBounds(): Promise<{ first: number; last: number }>

  /** The first answer to a write with this caller's `Idempotency-Key`, when one was given at or after `since` (ISO 8601). */
  idempotentAnswer(owner: string, key: string, since: string): Promise<IdempotentAnswer | undefined>
  /**
   * Keeps the first answer to a write with an `Idempotency-Key`, in the write's transaction (replacing one older than
   * `since`). When another write with the same key got there first, it throws a ConcurrentWrite: run again, the
   * command finds that write's answer.
   */
  rememberAnswer(owner: string, key: string, answer: IdempotentAnswer, since: string): Promise<void>

  /**
   * A member's streak as its last extension left it (see StoredStreak), if they ever had one, and the time zone their
   * profile sets, if any: one read, as every increment of a streak's metric needs both.
   */
  memberStreak(entityId: string, address: string): Promise<MemberStreakRecord>
  /**
   * Keeps a member's streak, replacing the one kept unless that one already counts a later or the same period of
   * the same metric and frequency (another process extended it first): false then, and nothing changes.
   */
  saveMemberStreak(entityId: string, address: string, streak: StoredStreak): Promise<boolean>

  /** The image kept under `name` (its SHA-256 and extension), if any. */
  upload(name: string): Promise<UploadRecord | undefined>
  /** Keeps an image under its name; an image already kept under it stays as it is (the name is its content's hash). */
  keepUpload(upload: UploadRecord): Promise<void>
}

/** An achievement as a store reads it: as stored, and how many members earned it. */
export type AchievementRecord = StoredAchievement & { completions: number }

/** One member earning one achievement. */
export type AchievementEarning = { key: string; address: string }

/** A member's stored streak and their profile's time zone, each when there is one. */
export type MemberStreakRecord = { streak: StoredStreak | undefined; timeZone: string | undefined }

/** An image a user uploaded, as kept: its bytes without metadata, named by their SHA-256. */
export type UploadRecord = {
  /** The SHA-256 of `bytes` (hex) and the format's extension: `…e3b0.png`. */
  name: string
  /** The content-type it is served with. */
  type: string
  bytes: Uint8Array
  /** Who uploaded it first (checksummed address). */
  by: string
  /** ISO 8601. */
  createdAt: string
}

/** An API key as the store keeps it: never the key, only its SHA-256. */
export type ApiKeyRecord = {
  id: string
  entityId: string
  name: string
  prefix: string
  hash: string
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

/** What a snapshot holds besides the data: the sessions' hashes and ends, when `sessions` (default false). */
export type SnapshotOptions = { sessions?: boolean | undefined }

/** Whether a store's work may change data. Reads may run without a transaction's cost; writes never interleave halfway. */
export type WorkOptions = {
  write: boolean
  /**
   * The work changes data through one Transaction method at most, which the store makes atomic on its own: a store
   * may then spare it a transaction (an increment is one statement on PostgreSQL).
   */
  single?: boolean
  /**
   * The work may commit its first write on its own when nothing follows it (see Transaction.incrementAlone): the
   * caller writes nothing after the command (no idempotency record).
   */
  alone?: boolean
}

/**
 * Where the service keeps its data: the sandbox's memory, SQLite or PostgreSQL. Every command runs inside
 * {@link Store.run}; nothing of the service's rules lives in a store.
 */
export interface Store {
  /**
   * Runs `work`. With `write`, in a transaction: every change or, when `work` throws, none. Once it resolves, its
   * changes are durable as far as the store goes (on disk for SQL stores).
   */
  run<T>(work: (tx: Transaction) => Promise<T>, options: WorkOptions): Promise<T>
  /**
   * Counts one request of `key` against a budget of `perMinute`, refilled evenly over the minute, in its own
   * transaction (a refused request still counts). The seconds to wait when over it, else undefined. With `'check'`,
   * only tells: the seconds until the budget has room again, taking nothing.
   */
  throttle(key: string, perMinute: number, nowMs: number, mode?: 'take' | 'check'): Promise<number | undefined>
  /**
   * Notes that an API key was used at `now`, in a transaction of its own (bookkeeping for the owner's list, no
   * decision rests on it); a store may skip a note within a minute of the last.
   */
  noteApiKeyUse(keyId: string, now: string): Promise<void>
  /**
   * Everything stored, as a snapshot (the format `createSandbox({ seed })` and `engagekit-server import` read). The
   * sessions (their hashes) only with `sessions: true`.
   */
  snapshot(options?: SnapshotOptions): Promise<Snapshot>
  /**
   * Calls `listener` after each commit that wrote events (never before: what it reads then is there), with the
   * entities they belong to; `null` when the store cannot tell which (another process wrote, a poll saw it). A store
   * that shares its database with other processes tells of their commits too, where it can (PostgreSQL's
   * `LISTEN`). Returns how to stop. A store without it is polled by the streams.
   */
  subscribeEvents?(listener: (entityIds: readonly string[] | null) => void): () => void
  /** Releases connections and files; the store is unusable afterwards. Safe to call twice. */
  close(): Promise<void>
}
