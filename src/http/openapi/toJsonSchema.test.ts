import { describe, expect, it } from 'vitest'
import * as v from '../../core/internal/schema.js'
import { levelCreateSchema, levelSchema } from '../../core/schemas/level.js'
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
})
