import type { ObjectEntries, Schema, Shape } from '../../core/internal/schema.js'

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = { [key: string]: unknown }

/** The fields always sent in a record, with their types as sent, by the schema of the record (guaranteedFields.ts). */
export type Guarantees = ReadonlyMap<Schema<any, any>, ObjectEntries>

const shapeOf = (schema: Schema<any, any>): Shape => schema['~shape'] ?? { type: 'unknown' }

/** Whether a field of this schema may be left out of its object. */
export const isOptional = (schema: Schema<any, any>): boolean => {
  const shape = shapeOf(schema)
  if (shape.type === 'optional') return true
  return shape.type === 'pipe' && isOptional((shape['steps'] as Schema[])[0]!)
}

/** A list or a string: the two that length rules apply to. */
function lengthKeys(json: JsonSchema): { min: string; max: string } {
  return json['type'] === 'array' ? { min: 'minItems', max: 'maxItems' } : { min: 'minLength', max: 'maxLength' }
}

/**
 * The JSON Schema of what a schema accepts: the wire form it reads (before any transformation), so a document made
 * from it describes requests as the service takes them. Rules that are code (a check of an address, a date) are left
 * to the description. With `guarantees`, for replies: each record they name has those fields required and typed as
 * sent, the rest of its fields as the client takes them.
 */
export function toJsonSchema(schema: Schema<any, any>, guarantees?: Guarantees): JsonSchema {
  const json = describe(schema, guarantees)
  const sent = guarantees?.get(schema)
  if (!sent) return json
  const properties: Record<string, JsonSchema> = { ...(json['properties'] as Record<string, JsonSchema> | undefined) }
  const unread = Object.keys(sent).find((key) => !(key in properties))
  if (unread !== undefined) throw new Error(`the guaranteed field ${unread} is not a field the client's schema of the record reads`)
  for (const [key, field] of Object.entries(sent)) properties[key] = toJsonSchema(field, guarantees)
  return { ...json, properties, required: Object.keys(properties).filter((key) => key in sent) }
}

function describe(schema: Schema<any, any>, guarantees: Guarantees | undefined): JsonSchema {
  const shape = shapeOf(schema)
  const inner = (part: unknown) => toJsonSchema(part as Schema, guarantees)
  switch (shape.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return { type: shape.type }
    case 'literal':
      return { const: shape['value'] }
    case 'custom':
      return { ...(shape['json'] as JsonSchema | undefined) }
    case 'object': {
      const entries = shape['entries'] as Record<string, Schema>
      const required = Object.keys(entries).filter((key) => !isOptional(entries[key]!))
      return {
        type: 'object',
        properties: Object.fromEntries(Object.entries(entries).map(([key, field]) => [key, inner(field)])),
        ...(required.length > 0 ? { required } : {}),
      }
    }
    case 'array':
      return { type: 'array', items: inner(shape['item']) }
    case 'record':
      return { type: 'object', additionalProperties: inner(shape['value']) }
    case 'optional': {
      const json = inner(shape['wrapped'])
      return shape['fallback'] === undefined ? json : { ...json, default: shape['fallback'] }
    }
    case 'nullable':
      return { anyOf: [inner(shape['wrapped']), { type: 'null' }] }
    case 'union':
      return { anyOf: (shape['options'] as Schema[]).map(inner) }
    case 'pipe': {
      const [first, ...steps] = shape['steps'] as Schema[]
      const json = inner(first)
      let transformed = false
      for (const step of steps) {
        const rule = shapeOf(step)
        // Rules after a transformation apply to what it made, not to what was sent; an object read after one (a
        // record whose `_id` became `id`) still gives the types of the fields sent, though not which are required.
        if (rule.type === 'transform') transformed = true
        else if (rule.type === 'object' && transformed) Object.assign(json, { ...inner(step), required: undefined })
        else if (!transformed && (rule.type === 'non_empty' || rule.type === 'max_length')) {
          const keys = lengthKeys(json)
          if (rule.type === 'non_empty') json[keys.min] = Math.max(Number(json[keys.min] ?? 0), 1)
          else json[keys.max] = rule['length']
        } else if (!transformed && rule.type === 'object') Object.assign(json, inner(step))
      }
      if (json['required'] === undefined) delete json['required']
      return json
    }
    default:
      // unknown, lazy (recursive shapes), and rules alone: anything.
      return {}
  }
}
