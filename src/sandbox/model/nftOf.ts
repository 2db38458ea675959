import type { SandboxEntityState, SandboxLevel, SandboxMember, SandboxTheme } from '../state.js'
import { positionOf } from './members.js'
import { themeView } from './themeView.js'

function reachedLevel(levels: readonly SandboxLevel[], xp: number): SandboxLevel | undefined {
  let reached: SandboxLevel | undefined
  for (const level of levels) {
    if (level.isEnabled && level.xpThreshold <= xp && (!reached || level.level > reached.level)) reached = level
  }
  return reached
}

// A theme's `level` is text (spec 2.5); a theme whose level is not a number only serves as the default.
function themeFor(entity: SandboxEntityState, level: number): SandboxTheme | undefined {
  let chosen: SandboxTheme | undefined
  for (const theme of entity.themes) {
    const from = Number(theme.level)
    if (theme.level.trim() !== '' && Number.isFinite(from) && from <= level && (!chosen || from > Number(chosen.level))) chosen = theme
  }
  return chosen ?? entity.themes.find((theme) => theme.id === entity.entity.defaultDyNftThemeId)
}

/**
 * The dynamic NFT of one member, computed when read so it follows their activity: the level is the highest enabled
 * level whose threshold the member's `xp` counter has reached, the theme the one made for the highest level up to it
 * (else the entity's default), and the attributes carry the level, XP and every other counter.
 */
export function nftOf(entity: SandboxEntityState, member: SandboxMember) {
  const counters = entity.counters[member.address] ?? {}
  const xpMetric = entity.metrics.find((metric) => metric.name.toLowerCase() === 'xp')
  const xp = xpMetric ? (counters[xpMetric.id] ?? 0) : 0
  const level = reachedLevel(entity.levels, xp)
  const levelNumber = level?.level ?? 0
  const theme = themeFor(entity, levelNumber)
  const tokenId = String(positionOf(entity, member) + 1)
  const title = level?.name || theme?.title || `Level ${levelNumber}`
  const { name } = entity.entity
  return {
    id: `${entity.entity.id}-${tokenId}`,
    tokenId,
    entityID: entity.entity.id,
    owner: member.address,
    name: `${name} #${tokenId}`,
    description: `${title}: level ${levelNumber} in ${name}.`,
    image: theme?.backgroundImageIPFS ?? entity.entity.imageURL,
    level: levelNumber,
    xp,
    title,
    themeId: theme?.id ?? null,
    theme: theme ? themeView(entity, theme) : null,
    attributes: [
      { trait_type: 'Level', value: levelNumber },
      { trait_type: 'XP', value: xp },
      ...entity.metrics
        .filter((metric) => metric !== xpMetric)
        .map((metric) => ({ trait_type: metric.name, value: counters[metric.id] ?? 0 })),
    ],
    updatedAt: member.updatedAt,
  }
}
