import type { Selectable } from 'kysely'
import type { JsonValue, Entity, Level, Metric, Skill, Theme, MemberRecord, StreakSetting, StoredStreak } from '../../engagekit.js'
import type { DatabaseSchema } from './DatabaseSchema.js'

type Row<T extends keyof DatabaseSchema> = Selectable<DatabaseSchema[T]>

/** An entity as stored, read back as the service's record. */
export function entityFromRow(row: Row<'entities'>): Entity {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ownerAddress: JSON.parse(row.owner_addresses) as string[],
    adminAddresses: JSON.parse(row.admin_addresses) as string[],
    contracts: JSON.parse(row.contracts) as JsonValue[],
    isEnabled: row.is_enabled === 1,
    public: row.is_public === 1,
    defaultDyNftThemeId: row.default_theme_id,
    openseaSlug: row.opensea_slug,
    twitter: row.twitter,
    discord: row.discord,
    telegram: row.telegram,
    instagram: row.instagram,
    website: row.website,
    bannerURL: row.banner_url,
    imageURL: row.image_url,
    communityURLAlias: row.community_url_alias,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
    __v: row.version,
    // Left out when unset, as the memory store's records have them.
    ...(row.time_zone !== null && row.time_zone !== undefined && { timeZone: row.time_zone }),
    ...(row.streak !== null && row.streak !== undefined && { streak: JSON.parse(row.streak) as StreakSetting }),
  }
}

/** The columns an entity's fields are kept in (any subset of them). */
export function entityColumns(entity: Partial<Entity>) {
  const columns: Partial<Omit<Row<'entities'>, 'seq' | 'member_count'>> = {}
  if (entity.id !== undefined) columns.id = entity.id
  if (entity.name !== undefined) columns.name = entity.name
  if (entity.description !== undefined) columns.description = entity.description
  if (entity.ownerAddress !== undefined) columns.owner_addresses = JSON.stringify(entity.ownerAddress)
  if (entity.adminAddresses !== undefined) columns.admin_addresses = JSON.stringify(entity.adminAddresses)
  if (entity.contracts !== undefined) columns.contracts = JSON.stringify(entity.contracts)
  if (entity.isEnabled !== undefined) columns.is_enabled = entity.isEnabled ? 1 : 0
  if (entity.public !== undefined) columns.is_public = entity.public ? 1 : 0
  if (entity.defaultDyNftThemeId !== undefined) columns.default_theme_id = entity.defaultDyNftThemeId
  if (entity.openseaSlug !== undefined) columns.opensea_slug = entity.openseaSlug
  if (entity.twitter !== undefined) columns.twitter = entity.twitter
  if (entity.discord !== undefined) columns.discord = entity.discord
  if (entity.telegram !== undefined) columns.telegram = entity.telegram
  if (entity.instagram !== undefined) columns.instagram = entity.instagram
  if (entity.website !== undefined) columns.website = entity.website
  if (entity.bannerURL !== undefined) columns.banner_url = entity.bannerURL
  if (entity.imageURL !== undefined) columns.image_url = entity.imageURL
  if (entity.communityURLAlias !== undefined) columns.community_url_alias = entity.communityURLAlias
  if (entity.createdAt !== undefined) columns.created_at = entity.createdAt
  if (entity.modifiedAt !== undefined) columns.modified_at = entity.modifiedAt
  if (entity.__v !== undefined) columns.version = entity.__v
  if (entity.timeZone !== undefined) columns.time_zone = entity.timeZone
  if (entity.streak !== undefined) columns.streak = entity.streak === null ? null : JSON.stringify(entity.streak)
  return columns
}

/** A member's streak as stored, read back. */
export const streakFromRow = (row: Row<'member_streaks'>): StoredStreak => ({
  metricId: row.metric_id,
  frequency: row.frequency as StoredStreak['frequency'],
  length: Number(row.length),
  startedAt: row.started_at,
  lastPeriod: Number(row.last_period),
  timeZone: row.time_zone,
  lastStart: row.last_start,
  lastEnd: row.last_end,
  freezes: Number(row.freezes),
  history: row.history,
})

/** The columns of a member's streak. */
export const streakColumns = (entityId: string, address: string, streak: StoredStreak) => ({
  entity_id: entityId,
  address,
  metric_id: streak.metricId,
  frequency: streak.frequency,
  length: streak.length,
  started_at: streak.startedAt,
  last_period: streak.lastPeriod,
  time_zone: streak.timeZone,
  last_start: streak.lastStart,
  last_end: streak.lastEnd,
  freezes: streak.freezes,
  history: streak.history,
})

export const memberFromRow = (row: Omit<Row<'members'>, 'hidden_from_boards'> & { hidden_from_boards?: number }): MemberRecord => ({
  address: row.address,
  chain: row.chain,
  joinedAt: row.joined_at,
  updatedAt: row.updated_at,
  ...(Number(row.hidden_from_boards ?? 0) === 1 && { hiddenFromBoards: true }),
  tokenId: row.position,
})

export const metricFromRow = (row: Row<'metrics'>): Metric => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  ...(row.max_per_member_per_day != null && { maxPerMemberPerDay: Number(row.max_per_member_per_day) }),
})

/** Row 20's fields of a level, kept together as JSON once they are set. */
export type LevelRequirements = Pick<Level, 'name' | 'description' | 'skillIds' | 'scores' | 'endsAt'>

export const requirementKeys = ['name', 'description', 'skillIds', 'scores', 'endsAt'] as const

/** The requirements among a level's fields, or null when it has none. */
export function requirementsOf(level: Partial<Level>): LevelRequirements | null {
  const present = requirementKeys.filter((key) => level[key] !== undefined)
  return present.length === 0 ? null : (Object.fromEntries(present.map((key) => [key, level[key]])))
}

export const levelFromRow = (row: Row<'levels'>): Level => ({
  communityId: row.entity_id,
  level: row.level,
  xpThreshold: row.xp_threshold,
  isEnabled: row.is_enabled === 1,
  ...(row.requirements === null ? {} : (JSON.parse(row.requirements) as LevelRequirements)),
})

export function themeFromRow(row: Row<'themes'>): Theme {
  return {
    id: row.id,
    entityID: row.entity_id,
    level: row.level,
    title: row.title,
    price: row.price,
    backgroundImageIPFS: row.background_image_ipfs,
    horizontalLogoImageIPFS: row.horizontal_logo_image_ipfs,
    squareLogoImageIPFS: row.square_logo_image_ipfs,
    backgroundColor: row.background_color,
    ...(row.accent_color1 !== null && { accentColor1: row.accent_color1 }),
    ...(row.accent_color2 !== null && { accentColor2: row.accent_color2 }),
  }
}

/** The columns a theme's fields are kept in (any subset of them). */
export function themeColumns(theme: Partial<Theme>) {
  const columns: Partial<Omit<Row<'themes'>, 'seq'>> = {}
  if (theme.id !== undefined) columns.id = theme.id
  if (theme.entityID !== undefined) columns.entity_id = theme.entityID
  if (theme.level !== undefined) columns.level = theme.level
  if (theme.title !== undefined) columns.title = theme.title
  if (theme.price !== undefined) columns.price = theme.price
  if (theme.backgroundImageIPFS !== undefined) columns.background_image_ipfs = theme.backgroundImageIPFS
  if (theme.horizontalLogoImageIPFS !== undefined) columns.horizontal_logo_image_ipfs = theme.horizontalLogoImageIPFS
  if (theme.squareLogoImageIPFS !== undefined) columns.square_logo_image_ipfs = theme.squareLogoImageIPFS
  if (theme.backgroundColor !== undefined) columns.background_color = theme.backgroundColor
  if (theme.accentColor1 !== undefined) columns.accent_color1 = theme.accentColor1
  if (theme.accentColor2 !== undefined) columns.accent_color2 = theme.accentColor2
  return columns
}

export const skillFromRow = (row: Row<'skills'>): Skill => ({
  id: row.id,
  name: row.name,
  description: row.description,
  entityID: row.entity_id === '' ? null : row.entity_id,
  parentId: row.parent_id,
  maxScore: row.max_score,
})
