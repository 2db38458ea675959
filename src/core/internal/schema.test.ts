import { describe, expect, it } from 'vitest'
import * as v from './schema.js'

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? [] : result.issues.map(({ type, message, path }) => ({ type, message, path: path?.map((item) => item.key).join('.') }))
}

describe('schema combinators', () => {
  it('accepts the right types and names the wrong ones', () => {
    expect(v.safeParse(v.string(), 'a')).toEqual({ success: true, output: 'a' })
    expect(issuesOf(v.string(), 1)).toEqual([{ type: 'string', message: 'must be a string', path: undefined }])
    expect(issuesOf(v.number(), Number.NaN)[0]?.message).toBe('must be a number')
    expect(issuesOf(v.boolean('must be a flag'), 'yes')[0]?.message).toBe('must be a flag')
    expect(v.safeParse(v.unknown(), undefined).success).toBe(true)
    expect(issuesOf(v.literal(1), 2)[0]?.type).toBe('literal')
  })

  it('objects keep only their fields, loose objects keep the rest, and missing optional fields stay absent', () => {
    const entries = { name: v.string(), note: v.optional(v.string()), tags: v.optional(v.array(v.string()), []) }
    const strict = v.safeParse(v.object(entries), { name: 'a', extra: 1 })
    expect(strict).toEqual({ success: true, output: { name: 'a', tags: [] } })
    const loose = v.safeParse(v.looseObject(entries), { name: 'a', extra: 1 })
    expect(loose).toEqual({ success: true, output: { name: 'a', tags: [], extra: 1 } })
    expect(v.object(entries).entries).toBe(entries)
  })

  it('a loose object does not keep an own "__proto__" key, so assigning the output elsewhere cannot swap a prototype', () => {
    const result = v.safeParse(v.looseObject({ id: v.string() }), JSON.parse('{"id":"a","__proto__":{"polluted":true},"extra":1}'))
    if (!result.success) throw new Error('expected success')
    expect(Object.keys(result.output)).toEqual(['id', 'extra'])
    const target = Object.assign({}, result.output) as Record<string, unknown>
    expect(target['polluted']).toBeUndefined()
  })

  it('gives each use of a list default its own copy', () => {
    const schema = v.object({ tags: v.optional(v.array(v.string()), []) })
    const first = v.safeParse(schema, {})
    const second = v.safeParse(schema, {})
    if (!first.success || !second.success) throw new Error('expected success')
    first.output.tags.push('changed')
    expect(second.output.tags).toEqual([])
  })

  it('reports every refused field of an object, each with its path', () => {
    const schema = v.object({ user: v.object({ name: v.string() }), counts: v.array(v.number()) })
    expect(issuesOf(schema, { user: {}, counts: [1, 'x', 3] })).toEqual([
      { type: 'string', message: 'must be a string', path: 'user.name' },
      { type: 'number', message: 'must be a number', path: 'counts.1' },
    ])
    expect(issuesOf(schema, [])[0]).toMatchObject({ type: 'object', message: 'must be an object' })
    expect(issuesOf(v.array(v.string()), 'a')[0]).toMatchObject({ type: 'array', message: 'must be a list' })
  })

  it('runs a pipe in order and stops at the first refusal', () => {
    let ranAfterRefusal: boolean
    const schema = v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('is required'),
      v.check(() => ((ranAfterRefusal = true), true), 'never'),
      v.transform((value) => value.toUpperCase()),
    )
    expect(v.safeParse(schema, '  ab ')).toEqual({ success: true, output: 'AB' })
    ranAfterRefusal = false
    expect(issuesOf(schema, '   ')).toEqual([{ type: 'non_empty', message: 'is required', path: undefined }])
    expect(ranAfterRefusal).toBe(false)
    expect(issuesOf(v.pipe(v.string(), v.maxLength(2, 'is too long')), 'abc')[0]?.type).toBe('max_length')
  })

  it('a piped object keeps its fields, and forward reports a whole-object rule at one field', () => {
    const schema = v.pipe(
      v.object({ names: v.array(v.string()), counts: v.array(v.number()) }),
      v.forward(
        v.check((body) => body.names.length === body.counts.length, 'must have one count per name'),
        ['counts'],
      ),
    )
    expect(Object.keys(schema.entries)).toEqual(['names', 'counts'])
    expect(issuesOf(schema, { names: ['a'], counts: [] })).toEqual([{ type: 'check', message: 'must have one count per name', path: 'counts' }])
  })

  it('nullable, record, union and lazy', () => {
    expect(v.safeParse(v.nullable(v.string()), null)).toEqual({ success: true, output: null })
    expect(issuesOf(v.record(v.number()), { a: 1, b: 'x' })).toEqual([{ type: 'number', message: 'must be a number', path: 'b' }])
    type Tree = string | Tree[]
    const tree: v.Schema<Tree> = v.lazy(() => v.union([v.string(), v.array(tree)]))
    expect(v.safeParse(tree, ['a', ['b']]).success).toBe(true)
    expect(v.safeParse(tree, ['a', [1]]).success).toBe(false)
  })

  it('a record refuses __proto__, constructor and prototype keys, so no prototype can be swapped through it', () => {
    const parsed = JSON.parse('{"a": 1, "__proto__": {"polluted": true}, "constructor": 2}')
    expect(issuesOf(v.record(v.number()), parsed)).toEqual([
      { type: 'key', message: '__proto__ is not allowed as a key', path: '__proto__' },
      { type: 'key', message: 'constructor is not allowed as a key', path: 'constructor' },
    ])
    const result = v.safeParse(v.record(v.unknown()), JSON.parse('{"__proto__": {"polluted": true}}'))
    expect(result.success).toBe(false)
    const target = Object.assign({}, result.output)
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype)
    expect((target as { polluted?: unknown }).polluted).toBeUndefined()
  })

  it('a union that refuses says why every option refused', () => {
    const result = v.safeParse(v.union([v.string(), v.number()]), true)
    expect(result.success).toBe(false)
    expect(result.issues?.[0]).toMatchObject({
      type: 'union',
      message: 'must be a string, or must be a number',
      issues: [{ type: 'string', message: 'must be a string' }, { type: 'number', message: 'must be a number' }],
    })
  })

  it('every schema is a Standard Schema (v1): validate gives the value, or the issues with their paths', () => {
    const schema = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('is required')), tags: v.optional(v.array(v.string())) })
    const standard = schema['~standard']
    expect(standard).toMatchObject({ version: 1, vendor: 'engagekit' })
    expect(standard.validate({ name: '  Ada ', extra: 1 })).toEqual({ value: { name: 'Ada' } })
    const refused = standard.validate({ name: ' ', tags: ['a', 2] })
    expect('issues' in refused && refused.issues?.map((issue) => ({ message: issue.message, path: issue.path?.map((part) => part.key) }))).toEqual([
      { message: 'is required', path: ['name'] },
      { message: 'must be a string', path: ['tags', 1] },
    ])
    // Rules and nested schemas are Standard Schemas too.
    expect(v.string()['~standard'].validate(1)).toMatchObject({ issues: [{ message: 'must be a string' }] })
  })

  it('custom accepts what its predicate accepts', () => {
    const even = v.custom<number>((value) => typeof value === 'number' && value % 2 === 0, 'must be even')
    expect(v.safeParse(even, 2).success).toBe(true)
    expect(issuesOf(even, 3)).toEqual([{ type: 'custom', message: 'must be even', path: undefined }])
  })
})
