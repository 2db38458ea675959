import type { Entity, Level, Metric, Theme } from '../state.js'
import type { MemberRecord } from '../store/Store.js'
import { themeView } from './themeView.js'

/** What a member's NFT is drawn from: their entity's metrics, levels and themes, and their own counters. */
export type NftSources = {
  entity: Entity
  metrics: readonly Metric[]
  levels: readonly Level[]
  themes: readonly Theme[]
  counters: Readonly<Record<string, number>>
}

function reachedLevel(levels: readonly Level[], xp: number): Level | undefined {
  let reached: Level | undefined
  for (const level of levels) {
    if (level.isEnabled && level.xpThreshold <= xp && (!reached || level.level > reached.level)) reached = level
  }
  return reached
}

// A theme's `level` is text (spec 2.5); a theme whose level is not a number only serves as the default.
function themeFor(entity: Entity, themes: readonly Theme[], level: number): Theme | undefined {
  let chosen: Theme | undefined
  for (const theme of themes) {
    const from = Number(theme.level)
    if (theme.level.trim() !== '' && Number.isFinite(from) && from <= level && (!chosen || from > Number(chosen.level))) chosen = theme
  }
  return chosen ?? themes.find((theme) => theme.id === entity.defaultDyNftThemeId)
}

/**
 * The dynamic NFT of one member, computed when read so it follows their activity: the level is the highest enabled
 * level whose threshold the member's `xp` counter has reached, the theme the one made for the highest level up to it
 * (else the entity's default), and the attributes carry the level, XP and every other counter.
 */
export function nftOf(member: MemberRecord, { entity, metrics, levels, themes, counters }: NftSources) {
  const xpMetric = metrics.find((metric) => metric.name.toLowerCase() === 'xp')
  const xp = xpMetric ? (counters[xpMetric.id] ?? 0) : 0
  const level = reachedLevel(levels, xp)
  const levelNumber = level?.level ?? 0
  const theme = themeFor(entity, themes, levelNumber)
  const tokenId = String(member.tokenId)
  const title = level?.name || theme?.title || `Level ${levelNumber}`
  const { name } = entity
  return {
    id: `${entity.id}-${tokenId}`,
    tokenId,
    entityID: entity.id,
    owner: member.address,
    name: `${name} #${tokenId}`,
    description: `${title}: level ${levelNumber} in ${name}.`,
    image: theme?.backgroundImageIPFS ?? entity.imageURL,
    level: levelNumber,
    xp,
    title,
    themeId: theme?.id ?? null,
    theme: theme ? themeView(entity, theme) : null,
    attributes: [
      { trait_type: 'Level', value: levelNumber },
      { trait_type: 'XP', value: xp },
      ...metrics
        .filter((metric) => metric !== xpMetric)
        .map((metric) => ({ trait_type: metric.name, value: counters[metric.id] ?? 0 })),
    ],
    updatedAt: member.updatedAt,
  }
}
