import * as v from '../internal/schema.js'
import { finiteNumberSchema, listSchema, looseTextSchema, nullableStringSchema, numericSchema, recordSchema, requiredTextSchema, longTextSchema, wholeNumberSchema } from './primitives.js'
import { lineRule } from './lineRule.js'

/** A level (spec 2.3) plus the requirements row 20 sets. */
export const levelSchema = recordSchema({
  communityId: looseTextSchema,
  level: finiteNumberSchema,
  xpThreshold: finiteNumberSchema,
  isEnabled: v.optional(v.boolean(), true),
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  skillIds: v.optional(v.array(v.string())),
  scores: v.optional(v.array(v.number())),
  endsAt: v.optional(nullableStringSchema),
})

/** The body of a level creation (row 22). */
export const levelCreateSchema = v.object({ level: wholeNumberSchema, xp: wholeNumberSchema })

/** The body of a level threshold update (row 24). */
export const levelUpdateSchema = v.object({ xp: wholeNumberSchema })

/** The body of a level requirements update (row 20); the spec types every field as String. */
export const levelRequirementsSchema = v.pipe(
  v.object({
    name: requiredTextSchema,
    description: longTextSchema,
    skillIds: listSchema(requiredTextSchema),
    scores: listSchema(numericSchema),
    endsAt: v.pipe(
      v.string(),
      lineRule,
      v.check((value) => value === '' || !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date'),
    ),
    XP: wholeNumberSchema,
  }),
  v.forward(
    v.check((body) => body.skillIds.length === body.scores.length, 'must have one score per skill'),
    ['scores'],
  ),
)

/** A level of an entity (spec 2.3). */
export type Level = v.InferOutput<typeof levelSchema>
