import type { Level } from '../../../core/schemas/level.js'
import { levelThresholdProblems } from '../admin/levelThresholds.js'
import type { LevelEditorLabels } from './LevelEditorLabels.js'

/**
 * Why `xp` cannot be the threshold of `level` among `levels`, in words, or undefined when it fits: thresholds
 * rise with the level, so the editor says so before anything is sent.
 */
export function levelXpProblem(levels: readonly Level[], level: number, xp: number, labels: LevelEditorLabels): string | undefined {
  const thresholds = [...levels.filter((other) => other.level !== level).map((other) => ({ level: other.level, xp: other.xpThreshold })), { level, xp }]
  const problem = levelThresholdProblems(thresholds).find((candidate) => candidate.level === level)
  if (!problem) return undefined
  const xpOf = (other: number) => thresholds.find((candidate) => candidate.level === other)!.xp
  return problem.below !== undefined ? labels.xpNotAbove(problem.below, xpOf(problem.below)) : labels.xpNotBelow(problem.above!, xpOf(problem.above!))
}
