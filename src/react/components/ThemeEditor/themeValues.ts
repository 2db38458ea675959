import * as v from '../../../core/internal/schema.js'
import type { Theme } from '../../../core/schemas/theme.js'
import { themeCreateSchema, type ThemeInput } from '../../../core/schemas/themeWrite.js'
import { schemaFieldErrors, type FieldProblem } from '../admin/schemaFieldErrors.js'

/** The fields of the theme form, in the order they show. */
export const themeFields = ['title', 'level', 'price', 'backgroundImageIPFS', 'horizontalLogoImageIPFS', 'squareLogoImageIPFS', 'backgroundColor', 'accentColor1', 'accentColor2'] as const
/** A field of the theme form. */
export type ThemeField = (typeof themeFields)[number]
/** What the form holds: every field as text. */
export type ThemeValues = Record<ThemeField, string>
/** The three pictures of a theme. */
export const themeImageFields = ['backgroundImageIPFS', 'horizontalLogoImageIPFS', 'squareLogoImageIPFS'] as const
/** The three colours of a theme. */
export const themeColorFields = ['backgroundColor', 'accentColor1', 'accentColor2'] as const

/** Why a field cannot be sent: the service's rules, a level that is not a whole number, a price that is not an amount, a colour that cannot be cleared. */
export type ThemeProblem = FieldProblem | 'level' | 'price' | 'keepColor'

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

/** The form's values for a theme as read, or for a new one. */
export function themeValues(theme: Theme | undefined, suggestedLevel = 1): ThemeValues {
  if (!theme) {
    return { title: '', level: String(suggestedLevel), price: '0', backgroundImageIPFS: '', horizontalLogoImageIPFS: '', squareLogoImageIPFS: '', backgroundColor: '#1e1b4b', accentColor1: '#a78bfa', accentColor2: '#f472b6' }
  }
  return Object.fromEntries(themeFields.map((field) => [field, text(theme[field])])) as ThemeValues
}

/** The level a new theme is suggested for: one past the highest level that has a theme. */
export function suggestThemeLevel(themes: readonly Theme[]): number {
  const levels = themes.map((theme) => Number.parseInt(text(theme.level), 10)).filter(Number.isFinite)
  return levels.length === 0 ? 1 : Math.max(...levels) + 1
}

/** The theme's level as a number for sorting and the preview (0 when it is not one). */
export function themeLevel(value: unknown): number {
  const level = Number.parseInt(text(value), 10)
  return Number.isFinite(level) && level >= 0 ? level : 0
}

/** A value the preview may draw: an image reference or colour only when the service would take it. */
export function usableValue(field: ThemeField, value: string): string | undefined {
  const schema = themeCreateSchema.entries[field]
  const trimmed = value.trim()
  return trimmed !== '' && v.safeParse(schema, trimmed).success ? trimmed : undefined
}

/**
 * Checks the values with the rules the service applies to rows 13 and 14 (image references, colours), the level as
 * a whole number and the price as an amount, and returns the body to send, or the problems by field. An accent colour
 * left empty is not sent: on an update that would keep the old one, so clearing one that was set is refused here.
 */
export function validateThemeValues(values: ThemeValues, original: Theme | undefined): { body: ThemeInput; problems: null } | { body: null; problems: Partial<Record<ThemeField, ThemeProblem>> } {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim())
  const body: ThemeInput = {
    title: values.title.trim(),
    level: values.level.trim(),
    price: values.price.trim(),
    backgroundImageIPFS: values.backgroundImageIPFS.trim(),
    horizontalLogoImageIPFS: values.horizontalLogoImageIPFS.trim(),
    squareLogoImageIPFS: values.squareLogoImageIPFS.trim(),
    backgroundColor: values.backgroundColor.trim(),
    accentColor1: optional(values.accentColor1),
    accentColor2: optional(values.accentColor2),
  }
  const problems: Partial<Record<ThemeField, ThemeProblem>> = schemaFieldErrors<ThemeField>(themeCreateSchema, body as Record<ThemeField, unknown>)
  if (!problems.level && !/^\d{1,9}$/.test(body.level as string)) problems.level = 'level'
  if (!problems.price && !/^\d{1,30}(\.\d{1,18})?$/.test(body.price as string)) problems.price = body.price === '' ? 'required' : 'price'
  for (const field of ['accentColor1', 'accentColor2'] as const) {
    if (body[field] === undefined && original && text(original[field]).trim() !== '') problems[field] = 'keepColor'
  }
  return Object.keys(problems).length === 0 ? { body, problems: null } : { body: null, problems }
}
