import type { ProfileField } from '../core/schemas/profile.js'

/** Any value JSON can carry; the service's state holds nothing else. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** An entity as stored: the read shape of spec 2.1 plus its `adminAddresses`. */
export type Entity = {
  id: string
  name: string
  description: string
  ownerAddress: string[]
  adminAddresses: string[]
  contracts: JsonValue[]
  isEnabled: boolean
  public: boolean
  defaultDyNftThemeId: string | null
  openseaSlug: string
  twitter: string
  discord: string
  telegram: string
  instagram: string
  website: string
  bannerURL: string
  imageURL: string
  communityURLAlias: string
  createdAt: string
  modifiedAt: string
  __v: number
  /** The IANA time zone of the entity's periods, for members who set none (null or missing: UTC). */
  timeZone?: string | null
  /** The entity's streak, when it has one. */
  streak?: StreakSetting | null
}

/** An entity's streak as stored and shown on its record: the metric (its name when set, and its id), the period and the freezes. */
export type StreakSetting = {
  metric: string
  metricId: string
  frequency: 'daily' | 'weekly'
  freezes: { initial: number; earnEveryDays: number; max: number }
}

/**
 * A member's streak as stored, as its last extension left it; what happened since (periods frozen or missed) is
 * worked out from it and the clock when it is read.
 */
export type StoredStreak = {
  /** The metric and period of the streak it counts for: a record of another definition reads as no streak. */
  metricId: string
  frequency: 'daily' | 'weekly'
  /** Periods extended in a row. */
  length: number
  /** The first instant of the streak's first period (ISO 8601). */
  startedAt: string
  /** The last period extended: its number (see streakPeriod), the time zone it was counted in, its first and end instants. */
  lastPeriod: number
  timeZone: string
  lastStart: string
  lastEnd: string
  /** Freezes held after the last extension. */
  freezes: number
  /** The last periods up to the last extended one, oldest first, at most 14: `e` extended, `f` frozen, `m` missed. */
  history: string
}

/** A profile's fields as stored: spec 2.6's and the member's time zone. */
export type StoredProfileField = ProfileField | 'timeZone'

/** A member of an entity; the role is derived from the entity's owner and admin lists. */
export type Member = {
  address: string
  chain: string
  joinedAt: string
  /** When the member joined or one of their counters last changed: the NFT's `updatedAt`. */
  updatedAt: string
  /** Left off the boards by the owners or admins (staff, bots, test wallets): true, else missing. */
  hiddenFromBoards?: boolean
}

/** A metric an entity tracks. */
export type Metric = {
  id: string
  name: string
  description: string
  type: string
  /** How much one member may add to the metric in a day of the entity's time zone (positive counts); missing: no cap. */
  maxPerMemberPerDay?: number
}

/** A level of an entity, with the requirements row 20 sets once it has been called. */
export type Level = {
  communityId: string
  level: number
  xpThreshold: number
  isEnabled: boolean
  name?: string
  description?: string
  skillIds?: string[]
  scores?: number[]
  endsAt?: string | null
}

/** A dynamic NFT theme (spec 2.5) of an entity. */
export type Theme = {
  id: string
  entityID: string
  level: string
  title: string
  price: string
  backgroundImageIPFS: string
  horizontalLogoImageIPFS: string
  squareLogoImageIPFS: string
  backgroundColor: string
  accentColor1?: string
  accentColor2?: string
}

/** A skill; `entityID` is null for the service's default skills. */
export type Skill = {
  id: string
  name: string
  description: string
  entityID: string | null
  parentId: string | null
  maxScore: number
}

/** Everything the service keeps about one entity. */
export type EntityState = {
  entity: Entity
  members: Member[]
  metrics: Metric[]
  /** Counters by member address, then by metric id. A missing counter reads as 0. */
  counters: Record<string, Record<string, number>>
  levels: Level[]
  themes: Theme[]
  skills: Skill[]
  /** Skill scores by member address, then by skill id. A missing score reads as 0. */
  skillScores: Record<string, Record<string, number>>
  /** Every increment accepted (rows 3 and 4), oldest first: what the boards of a day, week or month add up. */
  events?: Increment[]
  /** The entity's API keys, revoked ones included (kept for the record). */
  apiKeys?: ApiKey[]
  /** The entity's achievements, in the order they were made. */
  achievements?: StoredAchievement[]
  /** Who earned each achievement and when: by achievement key, then by member address (ISO 8601). */
  achievementsEarned?: Record<string, Record<string, string>>
  /** The members' streaks, by member address. */
  streaks?: Record<string, StoredStreak>
}

/** What earns an achievement, as stored: a metric's threshold (the metric by id), a streak's length, or an award. */
export type StoredTrigger = { type: 'metric'; metricId: string; threshold: number } | { type: 'streak'; length: number } | { type: 'manual' }

/** An achievement of an entity, as stored. */
export type StoredAchievement = {
  /** Lower-case letters, digits and dashes; unique in the entity. */
  key: string
  name: string
  description: string
  imageUrl: string
  trigger: StoredTrigger
  /** ISO 8601. */
  createdAt: string
  /**
   * Members already past a metric trigger who still get it (after it was made or its threshold lowered): the address
   * after which the awarding resumes ('' from the first), or null when there is nothing left to do.
   */
  backfill: string | null
}

/** One accepted increment of one metric of one member: its amount, when, and who gave it. */
export type Increment = {
  address: string
  /** The metric's id. */
  metric: string
  amount: number
  /** ISO 8601. */
  at: string
  /** Who gave it: the caller's address, or `key:` and the id of the API key it came with. */
  by: string
}

/** An API key of an entity, as stored: never the key itself, only its SHA-256. */
export type ApiKey = {
  id: string
  name: string
  /** The first characters of the key, to tell keys apart in a list. */
  prefix: string
  /** SHA-256 of the key, hex. */
  hash: string
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

/** The first answer to a write that carried an `Idempotency-Key`, replayed for the same key and body for 24 hours. */
export type IdempotentAnswer = {
  /** SHA-256 of the request it answered (method, path, body). */
  request: string
  /** The command's result, as JSON. */
  result: JsonValue
  /** ISO 8601. */
  at: string
}

/** An image a user uploaded, as the state keeps it (see `POST /api/uploads`): its bytes without metadata, base64. */
export type StoredUpload = {
  /** The content-type it is served with. */
  type: string
  /** The image, base64. */
  data: string
  /** Who uploaded it first. */
  by: string
  /** ISO 8601. */
  createdAt: string
}

/** A session registered through row 25, as stored: when it ends (ISO 8601), if ever. */
export type UserSession = { expiresAt?: string }

/** A registered (or seeded) user of the service. */
export type User = {
  address: string
  createdAt: string
  profile: Partial<Record<StoredProfileField, string>>
  /**
   * The sessions registered through row 25 (one per token signed), by the SHA-256 (hex) of each canonical signature:
   * never the signature itself. Left out of a server's export unless it is made `--with-sessions`.
   */
  sessions?: Record<string, UserSession>
  /** Snapshots of older versions only: signatures in plaintext, read as sessions under their hashes and never written. */
  signatures?: string[]
  /** Snapshots of older versions only: when the sessions of `signatures` end, by signature. */
  sessionExpiry?: Record<string, string>
}

/** The whole state of the service, as the memory store holds it and snapshots carry it; plain JSON, keyed by entity id and by checksummed address. */
export type ServiceState = {
  version: 1
  /** Feeds the ids of new themes and skills, so runs are deterministic. */
  sequence: number
  entities: Record<string, EntityState>
  users: Record<string, User>
  /** The skills row 17 returns without `entityID`. */
  defaultSkills: Skill[]
  /** The nonces of the Sign-In with Ethereum messages registered under a session policy that checks them. */
  usedNonces?: Record<string, true>
  /** First answers to writes with an `Idempotency-Key`, by caller and key (`{caller} {key}`). */
  idempotency?: Record<string, IdempotentAnswer>
  /** The images users uploaded, by name (the SHA-256 of the bytes and the extension). */
  uploads?: Record<string, StoredUpload>
}

/** A JSON-serializable deep copy of a {@link ServiceState}: what `export` writes and `import` and `createSandbox({ seed })` restore. */
export type Snapshot = ServiceState
