import type { Skill } from '../state.js'

/** A skill as read, with the caller's score in it (0 until they have one). */
export function skillView(skill: Skill, scores: Readonly<Record<string, number>> | undefined) {
  return { ...skill, score: scores?.[skill.id] ?? 0 }
}
