import * as v from '../internal/schema.js'
import { colorSchema, imageRefSchema } from './formats.js'
import { optionalEntries, requiredTextSchema, textOrNumberSchema } from './primitives.js'

// Spec 2.5's fields with their formats; creation requires all but the accent colors, an update takes any of them.
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

/** The body of a theme update (row 14): any of the theme fields, at least one. */
export const themeUpdateSchema = v.pipe(
  v.object(optionalEntries(themeFieldEntries)),
  v.check((body) => Object.values(body).some((value) => value !== undefined), 'needs at least one theme field'),
)

/** Fields of a theme creation (row 13). */
export type ThemeInput = v.InferInput<typeof themeCreateSchema>
