import * as v from '../../core/internal/schema.js'
import { forceAddSchema } from '../../core/schemas/entity.js'
import { levelRequirementsSchema } from '../../core/schemas/level.js'
import { incrementMetricSchema, incrementMetricsSchema } from '../../core/schemas/metric.js'
import { skillCreateSchema, skillsCreateSchema } from '../../core/schemas/skill.js'
import { themeUpdateRequestSchema } from '../../core/schemas/theme.js'
import { userCreateSchema } from '../../core/schemas/user.js'
import { idSchema } from '../../core/internal/params.js'
import { getLeaderboardEndpoint } from '../../core/actions/getLeaderboard.js'

/**
 * The request of an endpoint as it goes over the wire, where the definition shapes it in code (its `query` or `body`
 * function): the query's fields and the body's schema under the spec's names. Every other endpoint sends its input
 * (less the path's parameters) as its POST body, and nothing in the query.
 */
export const requestShapes: Record<string, { query?: v.ObjectEntries; body?: v.Schema<any, any> }> = {
  createUser: { query: userCreateSchema.entries },
  getLeaderboard: { query: getLeaderboardEndpoint.input! },
  listSkills: { query: { entityID: v.optional(idSchema) } },
  createSkill: { body: skillCreateSchema },
  createSkills: { body: skillsCreateSchema },
  forceAddUsers: { body: forceAddSchema },
  incrementMetric: { body: incrementMetricSchema },
  incrementMetrics: { body: incrementMetricsSchema },
  updateLevelRequirements: { body: levelRequirementsSchema },
  updateTheme: { body: themeUpdateRequestSchema },
}
