import type { Level } from '../../../core/schemas/level.js'

/** The levels a member can reach, lowest first: enabled, with a number and a threshold (the service's order). */
export function enabledLevels(levels: readonly (Level | null | undefined)[] | undefined): Level[] {
  return (Array.isArray(levels) ? levels : [])
    .filter((level): level is Level => Boolean(level) && level!.isEnabled !== false && Number.isFinite(level!.level) && Number.isFinite(level!.xpThreshold))
    .sort((a, b) => a.xpThreshold - b.xpThreshold || a.level - b.level)
}

/** A level's name when it has one worth showing. */
export function levelDisplayName(level: { name?: unknown } | undefined): string | undefined {
  return typeof level?.name === 'string' && level.name.trim() !== '' ? level.name.trim() : undefined
}
