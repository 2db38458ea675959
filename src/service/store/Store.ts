import type { ProfileField } from '../../core/schemas/profile.js'
import type { SandboxEntity, SandboxLevel, SandboxMember, SandboxMetric, SandboxSkill, SandboxSnapshot, SandboxTheme } from '../state.js'

/** A member, with their place in the entity's list: the token id of their NFT (from 1). */
export type MemberRecord = SandboxMember & { tokenId: number }

/** What a command may change of an entity; `__v` and `modifiedAt` move with every change. */
export type EntityChanges = Partial<Omit<SandboxEntity, 'id' | 'createdAt' | 'modifiedAt' | '__v' | 'adminAddresses'>>

/** A user of the service: registered with row 25, or seeded. */
export type UserRecord = { address: string; createdAt: string; profile: Partial<Record<ProfileField, string>> }

/** Whose a registered signature is, and when the session policy ends it (ISO 8601), if ever. */
export type SessionRecord = { address: string; expiresAt: string | undefined }

/** One increment: the metric and the amount (negative corrects down). */
export type CounterChange = { metric: SandboxMetric; count: number }

/** How an increment joins a user who is not a member yet. */
export type JoinTerms = { chain: string; maxMembers: number; now: string }

/**
 * What a command reads and writes, inside one transaction of a {@link Store}. Every method keeps the service's
 * invariants itself, so two processes over one database cannot break them: a name that is taken, a level number
 * that exists, a members cap that would be passed, a counter beyond ±(2^53 − 1) are refused with a ServiceError
 * (`conflict` or `invalid-input`) and the transaction then changes nothing. Records are copies: changing one
 * changes nothing stored.
 */
export interface Transaction {
  /**
   * A hint of what the call will look up first (the session of a signature, an entity and its metrics), for a store
   * that can fetch them together; the lookups still go through the methods below.
   */
  prefetch?(keys: { signature?: string | undefined; entityId?: string | undefined }): Promise<void>
  /** The entity with this id. */
  entity(id: string): Promise<SandboxEntity | undefined>
  /** Applies `changes`, bumps `__v` and sets `modifiedAt`; the entity as it is now. */
  updateEntity(id: string, changes: EntityChanges, now: string): Promise<SandboxEntity>
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
  metrics(entityId: string): Promise<SandboxMetric[]>
  /** Renames or redescribes a metric; a conflict when another metric of the entity has the name (letter case ignored). */
  updateMetric(entityId: string, metricId: string, fields: Pick<SandboxMetric, 'name' | 'description' | 'type'>): Promise<SandboxMetric>
  /** A member's counters by metric id; a metric never incremented is missing. */
  counters(entityId: string, address: string): Promise<Record<string, number>>
  /**
   * Adds each count to its counter, atomically, joining the user to the entity first when needed (on `terms`) and
   * marking the member active at `terms.now`. The new value of each metric touched, once per metric, in the order
   * given. A counter that would leave ±(2^53 − 1) is an 'invalid-input' ServiceError naming the metric.
   */
  addToCounters(entityId: string, address: string, changes: readonly CounterChange[], terms: JoinTerms): Promise<{ metric: SandboxMetric; counter: number }[]>

  /** The entity's levels, in the order they were made. */
  levels(entityId: string): Promise<SandboxLevel[]>
  /** Adds a level; a conflict when the entity has that level number. */
  createLevel(level: SandboxLevel): Promise<SandboxLevel>
  /** Changes a level's threshold or requirements; the level as it is now. */
  updateLevel(entityId: string, level: number, changes: Partial<Omit<SandboxLevel, 'communityId' | 'level'>>): Promise<SandboxLevel>
  deleteLevel(entityId: string, level: number): Promise<void>

  /** The entity's themes, in the order they were made. */
  themes(entityId: string): Promise<SandboxTheme[]>
  /** Adds a theme under a new id the store gives it. */
  createTheme(theme: Omit<SandboxTheme, 'id'>): Promise<SandboxTheme>
  updateTheme(entityId: string, themeId: string, changes: Partial<Omit<SandboxTheme, 'id' | 'entityID'>>): Promise<SandboxTheme>
  deleteTheme(entityId: string, themeId: string): Promise<void>

  /** An entity's skills, or with null the service's default skills, in the order they were made. */
  skills(entityId: string | null): Promise<SandboxSkill[]>
  /** Adds skills of one entity under new ids; a conflict when a name is taken or repeats (letter case ignored). */
  createSkills(skills: readonly Omit<SandboxSkill, 'id'>[]): Promise<SandboxSkill[]>
  /** A member's skill scores by skill id. */
  skillScores(entityId: string, address: string): Promise<Record<string, number>>

  user(address: string): Promise<UserRecord | undefined>
  /** The user with this address, made now when there is none (`isNew`). */
  ensureUser(address: string, now: string): Promise<{ user: UserRecord; isNew: boolean }>
  /** Sets the given profile fields; the others keep their value. */
  updateProfile(address: string, fields: UserRecord['profile']): Promise<UserRecord>
  /** Who registered this (canonical) signature. */
  session(signature: string): Promise<SessionRecord | undefined>
  /** Registers a signature for a user, ending at `expiresAt` (or never); registering it again renews it. */
  registerSignature(address: string, signature: string, expiresAt: string | undefined): Promise<void>
  /** Records a Sign-In with Ethereum nonce as used: false when it already was (each nonce signs in once). */
  useNonce(nonce: string): Promise<boolean>
}

/** Whether a store's work may change data. Reads may run without a transaction's cost; writes never interleave halfway. */
export type WorkOptions = {
  write: boolean
  /**
   * The work changes data through one Transaction method at most, which the store makes atomic on its own: a store
   * may then spare it a transaction (an increment is one statement on PostgreSQL).
   */
  single?: boolean
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
   * transaction (a refused request still counts). The seconds to wait when over it, else undefined.
   */
  throttle(key: string, perMinute: number, nowMs: number): Promise<number | undefined>
  /** Everything stored, as a snapshot (the format `createSandbox({ seed })` and `engagekit-server import` read). */
  snapshot(): Promise<SandboxSnapshot>
  /** Releases connections and files; the store is unusable afterwards. Safe to call twice. */
  close(): Promise<void>
}
