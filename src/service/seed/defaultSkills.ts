import type { Skill } from '../state.js'

const skill = (key: string, name: string, description: string): Skill => ({
  id: `default-skill-${key}`,
  name,
  description,
  entityID: null,
  parentId: null,
  maxScore: 100,
})

/** The service's default skills, returned by row 17 when no entity is named. */
export function defaultSkills(): Skill[] {
  return [
    skill('communication', 'Communication', 'Explaining ideas clearly, in writing and out loud'),
    skill('collaboration', 'Collaboration', 'Working well with others toward a shared goal'),
    skill('leadership', 'Leadership', 'Setting direction and helping others do their best work'),
    skill('problem-solving', 'Problem Solving', 'Breaking hard problems down and finding a way through'),
  ]
}
