import * as v from './schema.js'
import { addressSchema, wholeNumberSchema } from '../schemas/primitives.js'
import type { CallOptions } from '../types.js'
import { idSchema } from './params.js'
import type { AuthMode, ReplyShape, Transport } from './transport.js'
import { validateInput } from './validateInput.js'

type Input = Record<string, unknown>

/**
 * One endpoint of the service, as data: the client runs every endpoint through {@link callEndpoint}, so each
 * one costs a few bytes of description rather than its own function.
 */
export type Endpoint = {
  /** The endpoint's name: its client method, its `engagekit/actions` function and the name its errors carry. */
  name: string
  /**
   * The call's parameters besides those in the path, checked before anything is sent; the checked input feeds the
   * path, body and query. Unknown parameters are dropped.
   */
  input?: v.ObjectEntries | undefined
  /**
   * The path after `/api/`. A `:name` segment takes the parameter of that name, checked by its name (`userAddress` an
   * EVM address, `level` a level number, anything else an id) and URL-encoded by the transport.
   */
  path: string
  /** Default 'required'. */
  auth?: AuthMode | undefined
  /** Default GET for reads, POST for writes. */
  method?: 'GET' | 'POST' | undefined
  /** Present for reads (retried; the reply must match). */
  read?: ReplyShape<v.GenericSchema> | undefined
  /** For writes: the record the service may send back. */
  data?: v.GenericSchema | undefined
  /**
   * A write's body. Default for POST: the checked input without the fields the path uses (none when nothing is left).
   * `check(schema, extra)` checks the call's parameters, with `extra` over them, against a body schema, naming the
   * endpoint in its errors; the body schema keeps only the body's fields.
   */
  body?: ((input: Input, check: <T extends v.GenericSchema>(schema: T, extra?: Input) => v.InferOutput<T>) => unknown) | undefined
  query?: ((input: Input) => Record<string, string | undefined>) | undefined
  /** Applied to a read's checked reply. */
  after?: ((output: never) => unknown) | undefined
}

const pathParameterSchemas: Record<string, v.GenericSchema> = { userAddress: addressSchema, level: wholeNumberSchema }

/** The names of the parameters an endpoint's path takes, in path order (`entities/:entityId` → `entityId`). */
export const pathParameters = (endpoint: Endpoint): string[] => [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name!)

/** The HTTP method of an endpoint: its own, else GET for reads and POST for writes. */
export const methodOf = (endpoint: Endpoint): 'GET' | 'POST' => endpoint.method ?? (endpoint.read ? 'GET' : 'POST')

/** Runs one call of `endpoint`: checks the inputs, then reads or writes through the transport. */
export async function callEndpoint(transport: Transport, endpoint: Endpoint, params: unknown, options: CallOptions | undefined): Promise<unknown> {
  const { name } = endpoint
  // No parameters at all reads as none given, so an error names the first missing one.
  params ??= {}
  // All of the call's parameters: its path's first, in path order, then its `input`.
  const fromPath = pathParameters(endpoint).map((key) => [key, pathParameterSchemas[key] ?? idSchema])
  const input = validateInput(name, v.object({ ...Object.fromEntries(fromPath), ...endpoint.input }), params) as Input
  const rest = { ...input }
  const path = ['api', ...endpoint.path.split('/')].map((segment) => {
    if (segment[0] !== ':') return segment
    const key = segment.slice(1)
    delete rest[key]
    return input[key] as string | number
  })
  // `extra` is laid over the parameters without copying them, so values they inherit (getters of a class) still count.
  const check = <T extends v.GenericSchema>(schema: T, extra?: Input) => validateInput(name, schema, extra ? Object.assign(Object.create(params as object), extra) : params)
  // methodOf's rule, written out: the core bundles no function the client needs once.
  const method = endpoint.method ?? (endpoint.read ? 'GET' : 'POST')
  const request = {
    endpoint: name,
    method,
    path,
    query: endpoint.query?.(input),
    body: endpoint.body ? endpoint.body(input, check) : method === 'POST' && Object.keys(rest).length > 0 ? rest : undefined,
    auth: endpoint.auth ?? 'required',
  } as const
  if (!endpoint.read) return transport.write(request, endpoint.data, options)
  const output = await transport.read(request, endpoint.read, options)
  return endpoint.after ? endpoint.after(output as never) : output
}
