import * as v from 'valibot'
import { colorSchema, imageRefSchema } from './formats.js'
import { requiredTextSchema, textOrNumberSchema } from './primitives.js'

// Spec 2.5's fields with their formats; creation requires the first six, an update takes any of them.
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

/** Fields of a theme creation (row 13). */
export type ThemeInput = v.InferInput<typeof themeCreateSchema>
