/** The score a skill can reach; the spec names no scale. */
export const maxSkillScore = 100
