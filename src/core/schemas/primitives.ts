import * as v from '../internal/schema.js'
import { getAddress, isAddress } from 'viem'
import { forbiddenCharacter } from './forbiddenCharacter.js'
import { lineRule } from './lineRule.js'

// The rules below are `check`s with engagekit's messages. `nonEmpty` and `maxLength` have their own issue types:
// the profile form tells "required" and "too long" apart by them.

/** Matches `pattern` (no `g` or `y` flag: it must not keep state between calls). */
export const matches = (pattern: RegExp, message: string) => v.check((value: string) => pattern.test(value), message)

/** A whole number, not negative. */
const wholeNonNegative = [v.check((value: number) => Number.isInteger(value), 'must be a whole number'), v.check((value: number) => value >= 0, 'must not be negative')] as const

/** A finite JSON number. */
export const finiteNumberSchema = v.pipe(v.number(), v.check((value: number) => Number.isFinite(value), 'must be finite'))

/** An EVM address in any letter case; output is EIP-55 checksummed. */
export const addressSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => isAddress(value, { strict: false }), 'must be an EVM address (0x and 40 hex digits)'),
  v.transform((value) => getAddress(value)),
)

/** A required text field: present and not blank. */
export const requiredTextSchema = v.pipe(v.string(), lineRule, v.trim(), v.nonEmpty('is required'), v.maxLength(10_000, 'is too long'))

/** An optional-content text field: present, may be empty. */
export const textSchema = v.pipe(v.string(), lineRule, v.maxLength(10_000, 'is too long'))

/** Long text (a description, a profile's about fields): as {@link textSchema}, and tabs and line breaks allowed. */
export const longTextSchema = v.pipe(
  v.string(),
  v.check((value: string) => forbiddenCharacter(value, true) === undefined, (value: string) => forbiddenCharacter(value, true)!),
  v.maxLength(10_000, 'is too long'),
)

/**
 * A number sent as a number or as a numeric string (the spec types counts as String). Exponent notation is
 * accepted because it is how `String(number)` writes very small and very large numbers (`1e-7`, `1e+21`).
 */
export const numericSchema = v.pipe(
  v.custom<number | string>((value) => typeof value === 'number' || (typeof value === 'string' && /^\s*-?\d+(\.\d+)?(e[+-]?\d+)?\s*$/i.test(value)), 'must be a number', { type: ['number', 'string'] }),
  v.transform(Number),
  v.check((value) => Number.isFinite(value), 'must be finite'),
)

/** A non-negative whole number, as a number or numeric string. */
export const wholeNumberSchema = v.pipe(numericSchema, ...wholeNonNegative)

/**
 * A list field; engagekit sends JSON arrays. The spec types some lists as String, so the service also reads the
 * text forms of a list (`listFromText` marks the fields where the service does, src/service/rules/listFromText.ts).
 */
export function listSchema<const TItem extends v.GenericSchema>(item: TItem) {
  return Object.assign(v.array(item), { listFromText: true as const })
}

/** Text read from the service: tolerates null/missing (as empty) and numbers. */
export const looseTextSchema = v.pipe(
  v.custom<string | number | null | undefined>((value) => value == null || typeof value === 'string' || typeof value === 'number', 'must be a string', { type: ['string', 'number', 'null'] }),
  v.transform((value) => String(value ?? '')),
)

/** Text or a number, read as text (e.g. a theme's level and price). */
export const textOrNumberSchema = v.pipe(
  v.custom<string | number>((value) => typeof value === 'string' || typeof value === 'number', 'must be a string', { type: ['string', 'number'] }),
  v.transform(String),
)

/** `entries` with every field optional: an update takes any of them. */
export function optionalEntries<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return Object.fromEntries(Object.entries(entries).map(([key, schema]) => [key, v.optional(schema)])) as { [K in keyof TEntries]: v.OptionalSchema<TEntries[K], undefined> }
}

/** An optional string that may also be null. */
export const nullableStringSchema = v.custom<string | null>((value) => value === null || typeof value === 'string', 'must be a string', { type: ['string', 'null'] })

export { isPlainObject } from '../internal/schema.js'

/** Records from the service may carry a Mongo-style `_id` instead of `id`. */
function withId<T extends Record<string, unknown>>(record: T): T {
  if (record['id'] === undefined && typeof record['_id'] === 'string') return { ...record, id: record['_id'] }
  return record
}

/** A record read from the service: an object whose unknown fields are kept, `_id` accepted for `id`. */
export function recordSchema<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(
    v.custom<Record<string, unknown>>(v.isPlainObject, 'must be an object', { type: 'object' }),
    v.transform(withId),
    v.looseObject(entries),
  )
}
