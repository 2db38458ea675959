// engagekit's schema combinators. One schema per resource serves the client's checks, the sandbox's and
// ProfileEditor's, and every app that uses the client bundles the ones it needs. A general validation library
// costs about 2 kB of the core's 6 kB budget; these do what the schemas need in a few hundred bytes. The API
// follows valibot's (`pipe(string(), check(...))`, `safeParse`, issues with `type` and `path`).
//
// A schema is a function: it takes a value and a list of issues, adds an issue for every refusal, and returns the
// value it produces (a copy for objects and lists, the changed value after a transform).

/** One reason a value was refused; `path` leads from the checked value to the refused part. */
export type Issue = {
  /** What refused it: a type (`string`, `object`, `custom`, …) or a rule (`check`, `non_empty`, `max_length`). */
  readonly type: string
  readonly input: unknown
  readonly message: string
  path?: { key: string | number }[]
  /** A union's refusal: why each of its options refused. */
  readonly issues?: readonly Issue[] | undefined
}

type Run = (value: unknown, issues: Issue[]) => unknown

/**
 * What a schema checks, as data: its kind (`string`, `object`, `pipe`, a rule such as `max_length`) and what the kind
 * needs (an object's `entries`, a list's `item`, a pipe's `steps`). The service's OpenAPI document is made from it.
 */
export type Shape = { readonly type: string; readonly [key: string]: unknown }

/** The Standard Schema interface (standardschema.dev, v1), so a schema plugs into forms and other validators. */
export type StandardSchemaProps<TInput, TOutput> = {
  readonly version: 1
  readonly vendor: 'engagekit'
  readonly validate: (value: unknown) => { readonly value: TOutput; readonly issues?: undefined } | { readonly issues: readonly Issue[] }
  readonly types?: { readonly input: TInput; readonly output: TOutput } | undefined
}

// An interface rather than a type alias, so declaration files name it instead of spelling it out at every use.
/** Checks a value of type `TInput` and produces a `TOutput`. */
export interface Schema<TInput = unknown, TOutput = TInput> {
  (value: unknown, issues: Issue[]): unknown
  /** Types only: never set. */
  readonly '~types'?: { readonly input: TInput; readonly output: TOutput } | undefined
  /** What it checks, as data. */
  readonly '~shape'?: Shape | undefined
  /** Standard Schema: `schema['~standard'].validate(value)`. */
  readonly '~standard': StandardSchemaProps<TInput, TOutput>
}
/** A step of a {@link pipe} after its schema: a rule or a transformation. Same shape as a schema, told apart for types. */
export interface Action<TInput = unknown, TOutput = TInput> extends Schema<TInput, TOutput> {
  readonly '~action'?: true
}

/** Any schema (valibot's name). */
export type GenericSchema<TInput = unknown, TOutput = TInput> = Schema<TInput, TOutput>
/** What a schema accepts. */
export type InferInput<T extends Schema<any, any>> = NonNullable<T['~types']>['input']
/** What a schema produces. */
export type InferOutput<T extends Schema<any, any>> = NonNullable<T['~types']>['output']
/** The fields of an object schema. */
export type ObjectEntries = Record<string, Schema<any, any>>

type Simplify<T> = { [K in keyof T]: T[K] } & {}
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T]
/** Fields that may be undefined become optional keys. */
type WithOptionalKeys<T> = Simplify<{ [K in Exclude<keyof T, OptionalKeys<T>>]: T[K] } & { [K in OptionalKeys<T>]?: T[K] }>

/** An object schema, with its fields. */
export interface ObjectSchema<TEntries extends ObjectEntries, TExtra = unknown>
  extends Schema<
    WithOptionalKeys<{ [K in keyof TEntries]: InferInput<TEntries[K]> }> & TExtra,
    WithOptionalKeys<{ [K in keyof TEntries]: InferOutput<TEntries[K]> }> & TExtra
  > {
  readonly entries: TEntries
}

/** A schema that lets `undefined` through, or replaces it by a default. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so declaration files name it (as Schema)
export interface OptionalSchema<TWrapped extends Schema<any, any>, TDefault = undefined>
  extends Schema<InferInput<TWrapped> | undefined, InferOutput<TWrapped> | (undefined extends TDefault ? undefined : never)> {}

/** The result of {@link safeParse}. */
export type SafeParseResult<TSchema extends Schema<any, any>> =
  | { readonly success: true; readonly output: InferOutput<TSchema>; readonly issues: undefined }
  | { readonly success: false; readonly output: unknown; readonly issues: [Issue, ...Issue[]] }

// Every schema shares this prototype: a function's own, plus the Standard Schema interface as a getter.
const schemaPrototype = Object.create(Function.prototype, {
  '~standard': {
    get(this: Schema) {
      const validate = (value: unknown) => {
        const result = safeParse(this, value)
        return result.success ? { value: result.output } : { issues: result.issues }
      }
      return { version: 1, vendor: 'engagekit', validate }
    },
  },
})

/** A schema of `run`, with what it checks as data. */
const make = <S,>(run: (value: unknown, issues: Issue[]) => unknown, shape: Shape): S => Object.setPrototypeOf(Object.assign(run, { '~shape': shape }), schemaPrototype)

/** A message, or what makes it from the refused value (to name the character at fault). */
type Message = string | ((value: any) => string)

/** A schema or rule that lets through what `is` accepts, else adds an issue of this type. */
const test = <TInput, TOutput = TInput>(type: string, is: (value: any) => unknown, message: Message, shape?: Omit<Shape, 'type'>): Schema<TInput, TOutput> =>
  make((value, issues) => (is(value) || issues.push({ type, input: value, message: typeof message === 'string' ? message : message(value) }), value), { type, ...shape })

/** Runs `schema` on a part of a value, putting `key` in front of the paths of the issues it finds. */
const at = (schema: Run, value: unknown, issues: Issue[], key: string | number) => {
  const start = issues.length
  const output = schema(value, issues)
  for (let index = start; index < issues.length; index++) (issues[index]!.path ??= []).unshift({ key })
  return output
}

/** A JSON object (not null, not an array). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A string. */
export const string = (message = 'must be a string') => test<string>('string', (value) => typeof value === 'string', message)
/** A number (not NaN). */
export const number = (message = 'must be a number') => test<number>('number', (value) => typeof value === 'number' && value === value, message)
/** true or false. */
export const boolean = (message = 'must be true or false') => test<boolean>('boolean', (value) => typeof value === 'boolean', message)
/** Anything. */
export const unknown = (): Schema<unknown> => make((value) => value, { type: 'unknown' })
/** A value `is` accepts. */
export const custom = <T,>(is: (value: unknown) => boolean, message: string, json?: Record<string, unknown>) => test<T>('custom', is, message, { json })

/** An object with these fields; fields it does not name are dropped (or kept as they are, with `keepUnknown`). */
function objectOf(entries: ObjectEntries, message: string, keepUnknown?: boolean): Schema & { entries: ObjectEntries } {
  const run: Run = (value, issues) => {
    if (!isPlainObject(value)) return test('object', () => false, message)(value, issues)
    const output: Record<string, unknown> = keepUnknown ? { ...value } : {}
    // A reply's own "__proto__" key would replace the prototype of any object it is later assigned into.
    delete output['__proto__']
    for (const key in entries) {
      const field = at(entries[key]!, value[key], issues, key)
      if (field !== undefined || key in value) output[key] = field
    }
    return output
  }
  return Object.assign(make<Schema>(run, { type: 'object', entries }), { entries })
}

/** An object with these fields; fields it does not name are dropped. */
export const object = <const TEntries extends ObjectEntries>(entries: TEntries, message = 'must be an object') =>
  objectOf(entries, message) as unknown as ObjectSchema<TEntries>

/** An object with these fields; fields it does not name are kept as they are. */
export const looseObject = <const TEntries extends ObjectEntries>(entries: TEntries, message = 'must be an object') =>
  objectOf(entries, message, true) as unknown as ObjectSchema<TEntries, { [key: string]: unknown }>

/** A list whose every item matches `item`. */
export const array =
  <TItem extends Schema<any, any>>(item: TItem, message = 'must be a list'): Schema<InferInput<TItem>[], InferOutput<TItem>[]> =>
  make(
    (value, issues) =>
      // Array.from visits holes too: a sparse list's missing items are checked like any other.
      Array.isArray(value) ? Array.from(value, (entry, key) => at(item, entry, issues, key)) : test('array', () => false, message)(value, issues),
    { type: 'array', item },
  )

/** An object whose every field matches `value`. */
export const record =
  <TValue extends Schema<any, any>>(value: TValue, message = 'must be an object'): Schema<Record<string, InferInput<TValue>>, Record<string, InferOutput<TValue>>> =>
  make((input, issues) => {
    if (!isPlainObject(input)) return test('record', () => false, message)(input, issues)
    const output: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(input)) {
      // JSON.parse makes `__proto__` an own key; kept, a later Object.assign or spread would swap a prototype.
      if (unsafeKeys.has(key)) issues.push({ type: 'key', input: key, message: `${key} is not allowed as a key`, path: [{ key }] })
      else output[key] = at(value, field, issues, key)
    }
    return output
  }, { type: 'record', value })

/** Keys a record refuses: assigned, they reach an object's prototype instead of a field. */
const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype'])

/** `wrapped`, or `undefined` (replaced by `fallback` when one is given). */
export function optional<TWrapped extends Schema<any, any>>(wrapped: TWrapped): OptionalSchema<TWrapped>
export function optional<TWrapped extends Schema<any, any>, TDefault extends InferOutput<TWrapped>>(wrapped: TWrapped, fallback: TDefault): OptionalSchema<TWrapped, TDefault>
export function optional(wrapped: Schema, fallback?: unknown): Schema {
  // A list default is copied, so one caller's changes never show in another's result.
  return make((value, issues) => (value === undefined ? (Array.isArray(fallback) ? [...fallback] : fallback) : wrapped(value, issues)), { type: 'optional', wrapped, fallback })
}

/** `wrapped`, or null. */
export const nullable =
  <TWrapped extends Schema<any, any>>(wrapped: TWrapped): Schema<InferInput<TWrapped> | null, InferOutput<TWrapped> | null> =>
  make((value, issues) => (value === null ? null : wrapped(value, issues)), { type: 'nullable', wrapped })

/** Exactly `expected`. */
export const literal = <const T extends string | number | boolean | null>(expected: T, message = 'is not allowed') =>
  test<T>('literal', (value) => value === expected, message, { value: expected })

/**
 * The first of `options` that accepts the value; else one `union` issue whose message joins what every option said
 * (each once) and whose `issues` are all of them, so a caller sees why each option refused.
 */
export const union =
  <const TOptions extends readonly Schema<any, any>[]>(options: TOptions, message?: string): Schema<InferInput<TOptions[number]>, InferOutput<TOptions[number]>> =>
  make((value, issues) => {
    const all: Issue[] = []
    for (const option of options) {
      const found: Issue[] = []
      const output = option(value, found)
      if (found.length === 0) return output
      all.push(...found)
    }
    issues.push({ type: 'union', input: value, message: message ?? [...new Set(all.map((issue) => issue.message))].join(', or '), issues: all })
    return value
  }, { type: 'union', options })

/** A schema made when first needed (for recursive shapes). */
export const lazy =
  <TSchema extends Schema<any, any>>(get: () => TSchema): TSchema =>
  make<TSchema>((value, issues) => get()(value, issues), { type: 'lazy', get })

/** A rule: refuses values for which `requirement` is false; `message` may be made from the refused value. */
export const check = <TInput,>(requirement: (input: TInput) => boolean, message: string | ((input: TInput) => string)): Action<TInput> => test('check', requirement, message)

/** Not empty (a string or a list). */
export const nonEmpty = <TInput extends string | readonly unknown[]>(message: string): Action<TInput> =>
  test('non_empty', (value: TInput) => value.length > 0, message)

/** At most `length` characters or items. */
export const maxLength = <TInput extends string | readonly unknown[]>(length: number, message: string): Action<TInput> =>
  test('max_length', (value: TInput) => value.length <= length, message, { length })

/** Changes the value. */
export const transform =
  <TInput, TOutput>(change: (input: TInput) => TOutput): Action<TInput, TOutput> =>
  make((value) => change(value as TInput), { type: 'transform' })

/** Removes the spaces around a string. */
export const trim = (): Action<string> => transform((value: string) => value.trim())

/** Reports the issues of `action` (a rule on a whole object) at the field `key`. */
export const forward =
  <TInput extends Record<string, unknown>>(action: Action<TInput>, [key]: [keyof TInput & string]): Action<TInput> =>
  make((value, issues) => (at(action, value, issues, key), value), { type: 'forward' })

// A step's parameter is `A | Action<…>`: the concrete member gives a rule's arrow function its parameter type.
type Out<T extends Schema<any, any>> = InferOutput<T>
/** `S` producing `TOutput`; an object schema keeps its `entries`. */
type Piped<S extends Schema<any, any>, TOutput> = S extends { readonly entries: infer E }
  ? Schema<InferInput<S>, TOutput> & { readonly entries: E }
  : Schema<InferInput<S>, TOutput>

/** `first`, then each step in order on what the previous one produced; the first refusal ends the run. */
export function pipe<
  S extends Schema<any, any>,
  A1 extends Action<Out<S>, any>,
>(
  first: S,
  a1: A1 | Action<Out<S>, Out<A1>>,
): Piped<S, Out<A1>>
export function pipe<
  S extends Schema<any, any>,
  A1 extends Action<Out<S>, any>,
  A2 extends Action<Out<A1>, any>,
>(
  first: S,
  a1: A1 | Action<Out<S>, Out<A1>>,
  a2: A2 | Action<Out<A1>, Out<A2>>,
): Piped<S, Out<A2>>
export function pipe<
  S extends Schema<any, any>,
  A1 extends Action<Out<S>, any>,
  A2 extends Action<Out<A1>, any>,
  A3 extends Action<Out<A2>, any>,
>(
  first: S,
  a1: A1 | Action<Out<S>, Out<A1>>,
  a2: A2 | Action<Out<A1>, Out<A2>>,
  a3: A3 | Action<Out<A2>, Out<A3>>,
): Piped<S, Out<A3>>
export function pipe<
  S extends Schema<any, any>,
  A1 extends Action<Out<S>, any>,
  A2 extends Action<Out<A1>, any>,
  A3 extends Action<Out<A2>, any>,
  A4 extends Action<Out<A3>, any>,
>(
  first: S,
  a1: A1 | Action<Out<S>, Out<A1>>,
  a2: A2 | Action<Out<A1>, Out<A2>>,
  a3: A3 | Action<Out<A2>, Out<A3>>,
  a4: A4 | Action<Out<A3>, Out<A4>>,
): Piped<S, Out<A4>>
export function pipe<
  S extends Schema<any, any>,
  A1 extends Action<Out<S>, any>,
  A2 extends Action<Out<A1>, any>,
  A3 extends Action<Out<A2>, any>,
  A4 extends Action<Out<A3>, any>,
  A5 extends Action<Out<A4>, any>,
>(
  first: S,
  a1: A1 | Action<Out<S>, Out<A1>>,
  a2: A2 | Action<Out<A1>, Out<A2>>,
  a3: A3 | Action<Out<A2>, Out<A3>>,
  a4: A4 | Action<Out<A3>, Out<A4>>,
  a5: A5 | Action<Out<A4>, Out<A5>>,
): Piped<S, Out<A5>>
export function pipe(first: Schema, ...steps: Schema[]): Schema {
  const run: Run = (value, issues) => {
    const start = issues.length
    for (const step of [first, ...steps]) {
      value = step(value, issues)
      if (issues.length > start) break
    }
    return value
  }
  // An object schema piped keeps its `entries`.
  return make(Object.assign(run, first), { type: 'pipe', steps: [first, ...steps] })
}

/** Checks `input`: `{ success: true, output }`, or `{ success: false, issues }` with every refusal found. */
export function safeParse<TSchema extends Schema<any, any>>(schema: TSchema, input: unknown): SafeParseResult<TSchema> {
  const issues: Issue[] = []
  const output = schema(input, issues)
  return (issues[0] ? { success: false, output, issues } : { success: true, output }) as SafeParseResult<TSchema>
}
