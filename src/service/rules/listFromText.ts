import { isPlainObject } from '../../core/internal/schema.js'

/** A list given as text: a JSON array (`'["a","b"]'`), or comma-separated items (`'a, b'`); '' is no items. */
function parseListText(text: string): unknown[] {
  const trimmed = text.trim()
  if (trimmed === '') return []
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed)
      if (Array.isArray(parsed)) return parsed
    } catch {
      // not JSON: read it as comma-separated items
    }
  }
  return trimmed.split(',').map((part) => part.trim())
}

/**
 * `input` with the text forms of its list fields read as lists: the fields `schema` marks with `listFromText`
 * (the spec types some lists as String). Anything else is left for the schema to judge.
 */
export function listFromText(schema: object, input: unknown): unknown {
  const entries = (schema as { entries?: Record<string, object> }).entries
  if (!entries || !isPlainObject(input)) return input
  const output = { ...input }
  for (const [key, entry] of Object.entries(entries)) {
    const value = output[key]
    if ('listFromText' in entry && typeof value === 'string') output[key] = parseListText(value)
  }
  return output
}
