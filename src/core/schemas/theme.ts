import * as v from 'valibot'
import { looseTextSchema, recordSchema, requiredTextSchema, textOrNumberSchema } from './primitives.js'

/**
 * What the client checks before a theme creation (row 13): the fields the service requires, present. Their formats
 * are the service's to judge (`themeCreateSchema` in themeWrite.ts, which the sandbox applies).
 */
export const themeRequiredEntries = {
  price: v.optional(textOrNumberSchema),
  level: v.pipe(textOrNumberSchema, v.nonEmpty('is required')),
  title: requiredTextSchema,
  backgroundImageIPFS: requiredTextSchema,
  horizontalLogoImageIPFS: requiredTextSchema,
  squareLogoImageIPFS: requiredTextSchema,
  backgroundColor: requiredTextSchema,
}

/** What the client checks before a theme update (row 14): at least one field; level and price are sent as text. */
export const themeUpdateRequestSchema = v.pipe(
  v.looseObject({ level: v.optional(textOrNumberSchema), price: v.optional(textOrNumberSchema) }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), 'needs at least one theme field'),
)

/** The body of a default-theme change (row 16). */
export const defaultThemeSchema = v.object({ themeId: requiredTextSchema })

/** A dynamic NFT theme as read: spec 2.5 plus `id` and `entityID`. Lenient on read; components re-check URLs and colors. */
export const themeSchema = recordSchema({
  id: v.string(),
  entityID: v.optional(v.string()),
  level: looseTextSchema,
  title: looseTextSchema,
  price: looseTextSchema,
  backgroundImageIPFS: looseTextSchema,
  horizontalLogoImageIPFS: looseTextSchema,
  squareLogoImageIPFS: looseTextSchema,
  backgroundColor: looseTextSchema,
  accentColor1: v.optional(v.string()),
  accentColor2: v.optional(v.string()),
  isDefault: v.optional(v.boolean()),
})

/** A dynamic NFT theme (spec 2.5). */
export type Theme = v.InferOutput<typeof themeSchema>
