import type { Level } from '../state.js'

/** A level an increment took a member to, as rows 3 and 4 answer it and `level.reached` tells it. */
export type LevelReached = { level: number; name: string }

/**
 * The enabled levels whose XP threshold a member's XP passed from `before` to `after` (reaching it counts), lowest
 * first; none when XP did not rise. A level without a name is called `Level N`.
 */
export function levelsCrossed(levels: readonly Level[], before: number, after: number): LevelReached[] {
  if (!(after > before)) return []
  return levels
    .filter((level) => level.isEnabled && level.xpThreshold > before && level.xpThreshold <= after)
    .sort((a, b) => a.level - b.level)
    .map((level) => ({ level: level.level, name: level.name?.trim() || `Level ${level.level}` }))
}
