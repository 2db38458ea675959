import { describe, expect, it } from 'vitest'
import * as v from '../../core/internal/schema.js'
import { levelCreateSchema, levelSchema } from '../../core/schemas/level.js'
import { recordSchema } from '../../core/schemas/primitives.js'
import { toJsonSchema } from './toJsonSchema.js'

describe('toJsonSchema', () => {
  it('describes what a schema takes on the wire: types, required fields, lengths, lists, nulls and unions', () => {
    expect(toJsonSchema(levelCreateSchema)).toEqual({
      type: 'object',
      properties: { level: { type: ['number', 'string'] }, xp: { type: ['number', 'string'] } },
      required: ['level', 'xp'],
    })
    expect(toJsonSchema(v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(100, 'is too long')))).toEqual({ type: 'string', minLength: 1, maxLength: 100 })
    expect(toJsonSchema(v.pipe(v.array(v.string()), v.nonEmpty('needs one')))).toEqual({ type: 'array', items: { type: 'string' }, minItems: 1 })
    expect(toJsonSchema(v.nullable(v.number()))).toEqual({ anyOf: [{ type: 'number' }, { type: 'null' }] })
    expect(toJsonSchema(v.union([v.literal('a'), v.literal(1)]))).toEqual({ anyOf: [{ const: 'a' }, { const: 1 }] })
    expect(toJsonSchema(v.record(v.boolean()))).toEqual({ type: 'object', additionalProperties: { type: 'boolean' } })
  })

  it("reads a record's fields through the transformation that gives it an id, without requiring them", () => {
    const json = toJsonSchema(levelSchema)
    expect(json).toMatchObject({ type: 'object', properties: { level: { type: 'number' }, isEnabled: { type: 'boolean', default: true } } })
    expect(json).not.toHaveProperty('required')
  })

  it('with guarantees, requires the fields a record always carries, typed as sent, in records nested in others too', () => {
    const row = recordSchema({ rank: v.number(), address: v.string(), name: v.optional(v.string()) })
    const board = recordSchema({ from: v.optional(v.nullable(v.string()), null), rows: v.array(row) })
    const guarantees = new Map<v.Schema<any, any>, v.ObjectEntries>([
      [row, { rank: v.number(), address: v.string() }],
      [board, { from: v.nullable(v.string()), rows: v.array(row) }],
    ])
    const rowJson = { type: 'object', properties: { rank: { type: 'number' }, address: { type: 'string' }, name: { type: 'string' } }, required: ['rank', 'address'] }
    expect(toJsonSchema(board, guarantees)).toEqual({
      type: 'object',
      properties: { from: { anyOf: [{ type: 'string' }, { type: 'null' }] }, rows: { type: 'array', items: rowJson } },
      required: ['from', 'rows'],
    })
    // Without them (requests, and what the client tolerates), nothing is required.
    expect(toJsonSchema(board)).not.toHaveProperty('required')
  })

  it('refuses a guarantee of a field the record does not have, naming it', () => {
    const record = recordSchema({ id: v.string() })
    expect(() => toJsonSchema(record, new Map([[record, { id: v.string(), nmae: v.string() }]]))).toThrow(
      "the guaranteed field nmae is not a field the client's schema of the record reads",
    )
  })
})
