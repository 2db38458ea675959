import * as v from './schema.js'
import { addressSchema, wholeNumberSchema } from '../schemas/primitives.js'
import type { CallOptions } from '../types.js'
import { idSchema } from './params.js'
import type { AuthMode, Transport } from './transport.js'
import { validateInput } from './validateInput.js'

type Input = Record<string, unknown>

/**
 * A request body made from a schema: the call's parameters, `rename`d where the wire names differ, are checked against
 * `schema`, which keeps only the body's fields; `send` then shapes what goes out (numbers as the spec's strings).
 */
export type BodySpec<TSchema extends v.GenericSchema = v.GenericSchema> = {
  schema: TSchema
  /** The body's field ← the parameter it takes its value from (`{ entityID: 'entityId' }`). */
  rename?: Record<string, string> | undefined
  send?: ((body: v.InferOutput<TSchema>) => unknown) | undefined
}

/**
 * One endpoint of the service, as data: the client runs every endpoint through {@link callEndpoint}, so each one
 * costs a few bytes of description rather than its own function. Write one with `defineEndpoint`, which types it.
 */
export type Endpoint = {
  /** The endpoint's name: its client method, its `engagekit/actions` function and the name its errors carry. */
  name: string
  method: 'GET' | 'POST'
  /**
   * The path after `/api/`. A `:name` segment takes the parameter of that name, checked by its name (`userAddress` an
   * EVM address, `level` a level number, anything else an id) and URL-encoded by the transport.
   */
  path: string
  /** Default 'required'. */
  auth?: AuthMode | undefined
  /**
   * The call's parameters besides those in the path, checked before anything is sent; the checked input feeds the
   * path, body and query. Unknown parameters are dropped.
   */
  input?: v.ObjectEntries | undefined
  /** A read's payload, checked on arrival; a write's record, kept as `data` when it matches. */
  reply?: v.GenericSchema | undefined
  /** Where a read's reply keeps its payload when the spec names it otherwise than `data` (row 8's `users`). */
  replyKey?: string | undefined
  /** A GET that changes something (row 25): never retried, answered like a POST. */
  write?: boolean | undefined
  /** The query: each wire name ← the parameter it takes its value from, as a string; undefined ones are left out. */
  query?: Record<string, string> | undefined
  /** A POST's body when it is not the checked input without the path's parameters (the default). */
  body?: BodySpec<any> | undefined
  /**
   * A POST whose body is one parameter's Blob (a file), sent as it is with the Blob's own content-type rather than as
   * JSON; the other parameters go nowhere else.
   */
  rawBody?: string | undefined
  /**
   * A GET answered with `text/event-stream` rather than JSON (the entity's events, live): read with `watchEvents`,
   * never through callEndpoint; the generator makes no query options or hook for it.
   */
  stream?: true | undefined
  /** Applied to a read's checked reply. */
  after?: ((output: never) => unknown) | undefined
}

const pathParameterSchemas: Record<string, v.GenericSchema> = { userAddress: addressSchema, level: wholeNumberSchema }

/** The names of the parameters an endpoint's path takes, in path order (`entities/:entityId` → `entityId`). */
export const pathParameters = (endpoint: Endpoint): string[] => [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name!)

/** Whether a call changes something: a POST, or a GET marked `write`. Writes are never retried. */
export const isWrite = (endpoint: Endpoint): boolean => endpoint.method === 'POST' || endpoint.write === true

/** Runs one call of `endpoint`: checks the inputs, then reads or writes through the transport. */
export async function callEndpoint(transport: Transport, endpoint: Endpoint, params: unknown, options: CallOptions | undefined): Promise<unknown> {
  const { name, method, query, body, reply } = endpoint
  // No parameters at all reads as none given, so an error names the first missing one.
  params ??= {}
  // All of the call's parameters: its path's first, in path order, then its `input`.
  const fromPath = pathParameters(endpoint).map((key) => [key, pathParameterSchemas[key] ?? idSchema])
  const input = validateInput<v.Schema<Input>>(name, v.object({ ...Object.fromEntries(fromPath), ...endpoint.input }), params)
  const rest = { ...input }
  const path = ['api', ...endpoint.path.split('/')].map((segment) => {
    if (segment[0] !== ':') return segment
    const key = segment.slice(1)
    delete rest[key]
    return input[key] as string | number
  })
  const renamed = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([wire, key]) => [wire, input[key]]))
  let sent: unknown = method === 'POST' && Object.keys(rest).length > 0 ? rest : undefined
  if (body) {
    // The renamed values are laid over the parameters without copying them, so values they inherit (getters of a
    // class) still count.
    const checked = validateInput(name, body.schema, body.rename ? Object.assign(Object.create(params as object), renamed(body.rename)) : params)
    sent = body.send ? body.send(checked) : checked
  }
  if (endpoint.rawBody !== undefined) sent = input[endpoint.rawBody]
  const request = {
    endpoint: name,
    method,
    path,
    query: query && Object.fromEntries(Object.entries(renamed(query)).map(([wire, value]) => [wire, value === undefined ? undefined : String(value)])),
    body: sent,
    auth: endpoint.auth ?? 'required',
  } as const
  if (method === 'POST' || endpoint.write) return transport.write(request, reply, options)
  const output = await transport.read(request, { schema: reply!, key: endpoint.replyKey }, options)
  return endpoint.after ? endpoint.after(output as never) : output
}
