import * as v from '../internal/schema.js'
import { finiteNumberSchema, listSchema, longTextSchema, looseTextSchema, nullableStringSchema, recordSchema, requiredTextSchema } from './primitives.js'
import { lineRule } from './lineRule.js'

/**
 * A skill as returned (the spec leaves the record open). `parentId` builds the tree;
 * `score`/`maxScore` are the calling user's progress when the service knows it.
 */
export const skillSchema = recordSchema({
  id: v.string(),
  name: v.string(),
  description: looseTextSchema,
  entityID: v.optional(nullableStringSchema),
  parentId: v.optional(nullableStringSchema, null),
  score: v.optional(finiteNumberSchema),
  maxScore: v.optional(finiteNumberSchema),
})

/** The body of a skill creation (row 18). `parentId` places it under another skill. */
export const skillCreateSchema = v.object({
  name: requiredTextSchema,
  description: longTextSchema,
  entityID: requiredTextSchema,
  parentId: v.optional(v.nullable(v.pipe(v.string(), lineRule))),
})

/** The body of a multi-create (row 19): parallel lists of equal length. */
export const skillsCreateSchema = v.pipe(
  v.object({
    names: v.pipe(listSchema(requiredTextSchema), v.nonEmpty('needs at least one name')),
    descriptions: listSchema(longTextSchema),
    entityID: requiredTextSchema,
  }),
  v.forward(
    v.check((body) => body.names.length === body.descriptions.length, 'must have one description per name'),
    ['descriptions'],
  ),
)

/** A skill of an entity. */
export type Skill = v.InferOutput<typeof skillSchema>
