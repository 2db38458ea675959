import type { Level } from '../../../core/schemas/level.js'

/** Where a user stands: the level reached, the band it spans and what is left to the next one. */
export type LevelState = {
  xp: number
  /** The highest enabled level reached; undefined below the first threshold (level 0) or without levels. */
  current: Level | undefined
  /** Its number; 0 when none is reached. */
  level: number
  next: Level | undefined
  /** XP where the current band starts (the current level's threshold, else 0). */
  bandStart: number
  /** 0 to 100 within the band; 100 at the top level. */
  percent: number
  hasLevels: boolean
  isMax: boolean
}

const usable = (level: Level | null | undefined): level is Level =>
  Boolean(level) && level!.isEnabled !== false && Number.isFinite(level!.level) && Number.isFinite(level!.xpThreshold)

/** The level a counter reaches, as the service computes it: the highest enabled level whose threshold is met. */
export function levelState(levels: readonly (Level | null | undefined)[] | undefined, xpValue: number | undefined): LevelState {
  const xp = Number.isFinite(xpValue) ? xpValue! : 0
  const enabled = (levels ?? []).filter(usable).sort((a, b) => a.xpThreshold - b.xpThreshold || a.level - b.level)
  const current = enabled.filter((level) => level.xpThreshold <= xp).at(-1)
  const next = enabled.find((level) => level.xpThreshold > xp)
  const bandStart = current ? Math.min(current.xpThreshold, xp) : 0
  const hasLevels = enabled.length > 0
  const isMax = hasLevels && !next
  let percent = 0
  if (isMax) percent = 100
  else if (next) percent = Math.max(0, Math.min(100, ((xp - bandStart) / Math.max(1, next.xpThreshold - bandStart)) * 100))
  return { xp, current, level: current?.level ?? 0, next, bandStart, percent, hasLevels, isMax }
}
