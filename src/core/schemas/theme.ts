import * as v from 'valibot'
import { imageRefSchema, looseTextSchema, matches, recordSchema, requiredTextSchema, textOrNumberSchema } from './primitives.js'

/** A CSS color the components can use safely: hex, rgb(a) or hsl(a). */
export const colorSchema = v.pipe(
  v.string('must be a string'),
  v.trim(),
  matches(/^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/-]+\))$/i, 'must be a color (#hex, rgb() or hsl())'),
)

const themeFieldEntries = {
  level: v.pipe(textOrNumberSchema, v.nonEmpty('is required')),
  title: requiredTextSchema,
  price: textOrNumberSchema,
  backgroundImageIPFS: v.pipe(imageRefSchema, v.nonEmpty('is required')),
  horizontalLogoImageIPFS: v.pipe(imageRefSchema, v.nonEmpty('is required')),
  squareLogoImageIPFS: v.pipe(imageRefSchema, v.nonEmpty('is required')),
  backgroundColor: colorSchema,
  accentColor1: v.optional(colorSchema),
  accentColor2: v.optional(colorSchema),
}

/** The body of a theme creation (row 13, spec 2.5). */
export const themeCreateSchema = v.object(themeFieldEntries)

type ThemeUpdateEntries = { [K in keyof typeof themeFieldEntries]: v.OptionalSchema<(typeof themeFieldEntries)[K], undefined> }

/** The body of a theme update (row 14): any of the theme fields, at least one. */
export const themeUpdateSchema = v.pipe(
  v.object(Object.fromEntries(Object.entries(themeFieldEntries).map(([key, schema]) => [key, v.optional(schema)])) as ThemeUpdateEntries),
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
/** Fields of a theme creation (row 13). */
export type ThemeInput = v.InferInput<typeof themeCreateSchema>
