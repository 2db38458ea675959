import * as v from '../internal/schema.js'
import { looseTextSchema, optionalEntries, recordSchema, requiredTextSchema, textOrNumberSchema, textSchema } from './primitives.js'

/**
 * What the client checks before a theme creation (row 13): spec 2.5's fields, the required ones present and not
 * blank, level and price sent as text. Their formats are the service's to judge (`themeCreateSchema` in
 * themeWrite.ts, which the sandbox applies); unknown fields are not sent.
 */
export const themeRequestEntries = {
  level: v.pipe(textOrNumberSchema, v.nonEmpty('is required')),
  title: requiredTextSchema,
  price: textOrNumberSchema,
  backgroundImageIPFS: requiredTextSchema,
  horizontalLogoImageIPFS: requiredTextSchema,
  squareLogoImageIPFS: requiredTextSchema,
  backgroundColor: requiredTextSchema,
  accentColor1: v.optional(textSchema),
  accentColor2: v.optional(textSchema),
}

/** What the client checks before a theme update (row 14): any of the theme fields, at least one. */
export const themeUpdateRequestSchema = v.pipe(
  v.object(optionalEntries(themeRequestEntries)),
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
