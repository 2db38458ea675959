import type { Generated } from 'kysely'

/**
 * The tables of the SQL stores, as Kysely sees them. One schema for SQLite and PostgreSQL: text, integer and
 * double precision columns only; booleans are 0 or 1, lists and JSON values are JSON text, times ISO 8601 text
 * (which sorts as time does). `seq` columns keep the order records were made in, which the API shows lists in.
 */
export interface DatabaseSchema {
  entities: {
    seq: Generated<number>
    id: string
    name: string
    description: string
    owner_addresses: string
    admin_addresses: string
    contracts: string
    is_enabled: number
    is_public: number
    default_theme_id: string | null
    opensea_slug: string
    twitter: string
    discord: string
    telegram: string
    instagram: string
    website: string
    banner_url: string
    image_url: string
    community_url_alias: string
    created_at: string
    modified_at: string
    version: number
    /** How many members the entity has: the last member's position, and what the members cap is checked against. */
    member_count: number
    /** The IANA time zone of the entity's periods, or null (UTC). */
    time_zone: string | null
    /** The entity's streak as JSON, or null. */
    streak: string | null
  }
  members: {
    entity_id: string
    address: string
    /** Place in the entity's list, from 1: the member's NFT token id. */
    position: number
    chain: string
    joined_at: string
    updated_at: string
    /** 1 when the member is left off the boards, else 0. */
    hidden_from_boards: Generated<number>
  }
  metrics: {
    seq: Generated<number>
    entity_id: string
    id: string
    name: string
    /** The name in lower case: names are unique per entity, letter case ignored. */
    name_key: string
    description: string
    type: string
    /** The metric's cap per member and day, or null for none. */
    max_per_member_per_day: number | null
  }
  counters: {
    entity_id: string
    address: string
    metric_id: string
    value: number
  }
  levels: {
    seq: Generated<number>
    entity_id: string
    level: number
    xp_threshold: number
    is_enabled: number
    /** Row 20's fields, as JSON, once set: name, description, skillIds, scores, endsAt. */
    requirements: string | null
  }
  themes: {
    seq: Generated<number>
    entity_id: string
    id: string
    level: string
    title: string
    price: string
    background_image_ipfs: string
    horizontal_logo_image_ipfs: string
    square_logo_image_ipfs: string
    background_color: string
    accent_color1: string | null
    accent_color2: string | null
  }
  skills: {
    seq: Generated<number>
    /** '' for the service's default skills. */
    entity_id: string
    id: string
    name: string
    name_key: string
    description: string
    parent_id: string | null
    max_score: number
  }
  skill_scores: {
    entity_id: string
    address: string
    skill_id: string
    score: number
  }
  users: {
    seq: Generated<number>
    address: string
    created_at: string
    /** The profile fields that are set, as a JSON object. */
    profile: string
  }
  /** Sessions under the SHA-256 (hex) of their canonical signature: never the signature. */
  sessions: {
    seq: Generated<number>
    hash: string
    address: string
    expires_at: string | null
  }
  nonces: {
    nonce: string
  }
  rate_limits: {
    key: string
    tokens: number
    at: number
  }
  sequences: {
    name: string
    value: number
  }
  events: {
    seq: Generated<number>
    entity_id: string
    address: string
    metric_id: string
    amount: number
    at: string
    by: string
  }
  /** Changes worth telling, each written with its change (docs/api.md, "Events"); `id` only grows. */
  outbox: {
    id: Generated<number>
    entity_id: string
    type: string
    at: string
    /** The member the event is about; null for the entity itself. */
    subject: string | null
    /** Who else may read it: 'entity' or 'admins'. */
    audience: string
    /** The event's data, JSON. */
    data: string
  }
  /** A member's sum of a metric's increments in one 15-minute slot. */
  activity: {
    entity_id: string
    metric_id: string
    slot: number
    address: string
    total: number
  }
  /** A member's total of a metric in one UTC day, ISO week or month (`period`, see boardPeriods.ts). */
  board_totals: {
    entity_id: string
    metric_id: string
    period: number
    address: string
    value: number
  }
  /** How many members hold a value in the bucket starting at `low` (valueBuckets.ts), per metric and period (0: all time). */
  board_counts: {
    entity_id: string
    metric_id: string
    period: number
    low: number
    members: number
  }
  /** A window of another time zone whose totals are kept (boardWindows.ts); `period` its key in board_totals. */
  board_windows: {
    entity_id: string
    period: number
    from_ms: number | string
    to_ms: number | string
    since_ms: number | string
    filled: number
    filled_to: Generated<string>
  }
  /** Moves between buckets not yet added to board_counts (PostgreSQL's increments write them; the store folds them in). */
  board_count_deltas: {
    seq: Generated<number>
    entity_id: string
    metric_id: string
    period: number
    low: number
    members: number
  }
  /** How far the period totals of the events kept before them were added up: events up to `cutoff`, done up to `done`. */
  board_backfill: {
    name: string
    cutoff: number
    done: number
  }
  api_keys: {
    id: string
    entity_id: string
    name: string
    prefix: string
    /** SHA-256 of the key, hex: the key itself is never stored. */
    hash: string
    created_at: string
    last_used_at: string | null
    revoked_at: string | null
  }
  idempotency: {
    /** The caller's address, or `key:` and an API key's id. */
    owner: string
    key: string
    /** SHA-256 of the request answered. */
    request: string
    /** The command's result, JSON. */
    result: string
    at: string
  }
  uploads: {
    /** The SHA-256 of the bytes (hex) and the format's extension. */
    name: string
    /** The content-type it is served with. */
    type: string
    /** The image without its metadata (BLOB on SQLite, BYTEA on PostgreSQL). */
    bytes: Uint8Array
    /** Who uploaded it first. */
    uploaded_by: string
    created_at: string
  }
  webhooks: {
    id: string
    entity_id: string
    url: string
    /** The event types asked for, a JSON array (empty: all). */
    events: string
    description: string
    /** The signing secret (`whsec_…`), needed to sign: kept as it is, never listed or logged. */
    secret: string
    previous_secret: string | null
    previous_secret_until: string | null
    created_at: string
    disabled_at: string | null
    disabled_reason: string | null
    /** The last outbox id turned into deliveries (bigint on PostgreSQL, read as text). */
    cursor: number | string
    failing_since: string | null
  }
  webhook_deliveries: {
    id: Generated<number | string>
    webhook_id: string
    event_id: number | string
    type: string
    message_id: string
    body: string
    status: string
    attempts: number
    next_attempt_at: string | null
    last_attempt_at: string | null
    response_code: number | null
    duration_ms: number | null
    error: string | null
    created_at: string
  }
  /** An entity's achievements, in the order they were made. */
  achievements: {
    seq: Generated<number>
    entity_id: string
    key: string
    name: string
    description: string
    image_url: string
    /** The stored trigger, JSON: `{ type: 'metric', metricId, threshold }`, `{ type: 'streak', length }` or `{ type: 'manual' }`. */
    trigger: string
    created_at: string
    /** Where awarding the members already past it resumes ('' from the first); null when there is nothing to do. */
    backfill: string | null
    /** How many members earned it, moved with every record below. */
    completions: Generated<number>
  }
  /** Who earned which achievement, and when: once per (entity, key, address). */
  achievements_earned: {
    entity_id: string
    key: string
    address: string
    earned_at: string
  }
  /** Each member's streak as its last extension left it (StoredStreak). */
  member_streaks: {
    entity_id: string
    address: string
    metric_id: string
    frequency: string
    length: number
    started_at: string
    last_period: number
    time_zone: string
    last_start: string
    last_end: string
    freezes: number
    /** The last periods, oldest first: `e` extended, `f` frozen, `m` missed. */
    history: string
  }
}
