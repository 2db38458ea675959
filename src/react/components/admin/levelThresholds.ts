/** A level as the editor sees it: its number and the XP it starts at. */
export type LevelThreshold = { level: number; xp: number }

/**
 * The levels whose XP does not rise with the level number, as the editor says before sending: each problem names
 * the level and the neighbour it conflicts with.
 */
export function levelThresholdProblems(levels: readonly LevelThreshold[]): { level: number; below: number | undefined; above: number | undefined }[] {
  const sorted = [...levels].sort((a, b) => a.level - b.level)
  const problems: { level: number; below: number | undefined; above: number | undefined }[] = []
  sorted.forEach((current, index) => {
    const previous = sorted[index - 1]
    const next = sorted[index + 1]
    const below = previous && previous.xp >= current.xp ? previous.level : undefined
    const above = next && next.xp <= current.xp ? next.level : undefined
    if (below !== undefined || above !== undefined) problems.push({ level: current.level, below, above })
  })
  return problems
}

/** The level to suggest adding next: one past the highest, its XP as far past the last as the last step was (or 100). */
export function suggestNextLevel(levels: readonly LevelThreshold[]): LevelThreshold {
  const sorted = [...levels].sort((a, b) => a.level - b.level)
  const last = sorted.at(-1)
  if (!last) return { level: 1, xp: 0 }
  const before = sorted.at(-2)
  const step = before ? Math.max(last.xp - before.xp, 1) : Math.max(last.xp, 100)
  return { level: last.level + 1, xp: last.xp + step }
}
