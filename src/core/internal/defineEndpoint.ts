import type * as v from './schema.js'
import type { addressSchema, wholeNumberSchema } from '../schemas/primitives.js'
import type { WriteResult } from '../types.js'
import type { Endpoint } from './endpoint.js'
import type { idSchema } from './params.js'
import type { AuthMode } from './transport.js'

type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** The names of the `:name` segments of a path: `entities/:entityId/levels/:level` → `'entityId' | 'level'`. */
export type PathParameterNames<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never

/** The schema a path parameter is checked with, by its name. */
type PathParameterSchema<TName> = TName extends 'userAddress' ? typeof addressSchema : TName extends 'level' ? typeof wholeNumberSchema : typeof idSchema

/** The body's parameters: the body schema's fields, under the names the caller uses where `rename` maps them. */
type BodyParameters<TSchema extends v.GenericSchema, TRename extends Record<string, string>> = Omit<v.InferInput<TSchema>, keyof TRename> & {
  -readonly [K in keyof TRename as TRename[K]]: v.InferInput<TSchema>[K & keyof v.InferInput<TSchema>]
}

/** An endpoint's parameters, inferred from its path, `input` and body schema. */
type ParametersOf<TPath extends string, TInput extends v.ObjectEntries, TBodySchema extends v.GenericSchema, TRename extends Record<string, string>> = Simplify<
  { [K in PathParameterNames<TPath>]: v.InferInput<PathParameterSchema<K>> } & v.InferInput<v.ObjectSchema<TInput>> & BodyParameters<TBodySchema, TRename>
>

/** A definition as {@link defineEndpoint} returns it: an {@link Endpoint} that knows its parameters and result. */
export type TypedEndpoint<TParameters, TReturnType> = Endpoint & {
  /** Types only: never set. */
  readonly '~types'?: { readonly parameters: TParameters; readonly returnType: TReturnType } | undefined
}

/** The parameters a call of an endpoint takes (`GetEntityParameters` is `EndpointParameters<typeof getEntityEndpoint>`). */
export type EndpointParameters<TEndpoint extends TypedEndpoint<any, any>> = NonNullable<TEndpoint['~types']>['parameters']
/** What a call of an endpoint resolves to: a read's checked payload, a write's acknowledgement. */
export type EndpointReturnType<TEndpoint extends TypedEndpoint<any, any>> = NonNullable<TEndpoint['~types']>['returnType']

/**
 * Defines one endpoint of the service. The call's parameter types are inferred from the path (`:entityId` is a string,
 * `:level` a number or numeric string), `input` and the body schema; its result from `reply`: the checked payload of a
 * read (as `after` leaves it), `WriteResult<…>` for a write (a POST, or a GET marked `write`). The client method, the
 * action, the query options, the service's route and the OpenAPI entry are all made from the definition. (An `after`
 * with an unannotated parameter needs `reply` to be a schema made beforehand: TypeScript does not carry a generic
 * call's result to a sibling callback.)
 *
 * @example
 * export const getEntityEndpoint = defineEndpoint({ name: 'getEntity', method: 'GET', path: 'entities/:entityId', auth: 'optional', reply: entitySchema })
 * type GetEntityParameters = EndpointParameters<typeof getEntityEndpoint> // { entityId: string }
 */
export function defineEndpoint<
  const TPath extends string,
  const TMethod extends 'GET' | 'POST',
  const TInput extends v.ObjectEntries = Record<never, never>,
  TReply extends v.GenericSchema = v.Schema<never>,
  TBodySchema extends v.GenericSchema = v.Schema<Record<never, never>>,
  const TRename extends Record<string, string> = Record<never, never>,
  const TWrite extends boolean = false,
  TAfter = v.InferOutput<TReply>,
>(endpoint: {
  name: string
  method: TMethod
  path: TPath
  auth?: AuthMode | undefined
  input?: TInput | undefined
  reply?: TReply
  replyKey?: string | undefined
  write?: TWrite | undefined
  query?: { [wire: string]: keyof TInput & string }
  body?: { schema: TBodySchema; rename?: TRename | undefined; send?: ((body: v.InferOutput<TBodySchema>) => unknown) | undefined } | undefined
  rawBody?: keyof TInput & string
  stream?: true | undefined
  after?: ((output: v.InferOutput<TReply>) => TAfter) | undefined
}): TypedEndpoint<
  keyof ParametersOf<TPath, TInput, TBodySchema, TRename> extends never ? Record<string, never> : ParametersOf<TPath, TInput, TBodySchema, TRename>,
  TMethod extends 'POST' ? WriteResult<v.InferOutput<TReply>> : TWrite extends true ? WriteResult<v.InferOutput<TReply>> : TAfter
> {
  return endpoint
}
