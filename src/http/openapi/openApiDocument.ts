import { pathParameters, type Endpoint } from '../../core/internal/endpoint.js'
import * as v from '../../core/internal/schema.js'
import { addressSchema, wholeNumberSchema } from '../../core/schemas/primitives.js'
import type { Route } from '../Route.js'
import { eventComponents } from './eventSchemas.js'
import { operationTexts } from './operationTexts.js'
import { guaranteedFields } from './guaranteedFields.js'
import { isOptional, toJsonSchema, type JsonSchema } from './toJsonSchema.js'

/** What an API key may call besides reads of its entity: rows 3 and 4. */
const keyWrites = new Set(['incrementMetric', 'incrementMetrics'])
const keyReads = new Set(['listEntityMetrics', 'getUserMetrics', 'getEntity', 'listEntityUsers', 'listLevels', 'getLeaderboard', 'watchEvents'])
const pathSchemas: Record<string, v.Schema<any, any>> = { userAddress: addressSchema, level: wholeNumberSchema }

const errorReply: JsonSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string', 'x-engagekit-extension': true } },
      required: ['code', 'message'],
    },
  },
  required: ['success', 'error'],
}
const refusals: Record<string, string> = {
  '400': 'The input was refused; `error.field` names the field at fault.',
  '401': 'No session, or a signature the service does not know.',
  '403': 'The caller may not do this.',
  '404': 'Not found.',
  '409': 'In conflict with what the service holds.',
  '429': 'Too many requests; `Retry-After` says when to try again.',
}
/** Refusals of one operation only. */
const ownRefusals: Record<string, Record<string, string>> = {
  uploadImage: {
    '413': 'The image is larger than 5 MB; refused while the body was read.',
    '415': 'Not a PNG, JPEG, WebP or GIF image, by its content (its name and declared type are not trusted).',
  },
  createUser: { '503': 'The RPC of the chain a smart-contract wallet signs in on did not answer, or serves another chain; nothing changed.' },
}

/**
 * Where the service is: relative, the origin the document was read from (the server and the sandbox serve it at
 * GET /openapi.json), or engagekit-server and the sandbox on this machine at their default port.
 */
const servers = [
  { url: '/', description: 'The service that serves this document, at the origin it was read from.' },
  { url: 'http://127.0.0.1:8787', description: 'engagekit-server or the sandbox on this machine, at their default port (--port 8787).' },
]

/** A file sent as it is (its own content-type), or as the `file` field of a form. */
const fileBody: JsonSchema = {
  required: true,
  description: 'The image: the raw bytes with their content-type, or a `multipart/form-data` body with the image in its `file` field. At most 5 MB.',
  content: {
    'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } },
    'image/png': { schema: { type: 'string', format: 'binary' } },
    'image/jpeg': { schema: { type: 'string', format: 'binary' } },
    'image/webp': { schema: { type: 'string', format: 'binary' } },
    'image/gif': { schema: { type: 'string', format: 'binary' } },
  },
}

const binary = { schema: { type: 'string', format: 'binary' } }

/** `GET /api/uploads/{name}`: an uploaded image, served by the handler itself (it answers bytes, not JSON). */
const servedUpload: JsonSchema = {
  operationId: 'getUpload',
  summary: 'getUpload',
  description:
    'An image uploaded with `POST /api/uploads`, at the URL that call answered: its name is the SHA-256 of its bytes (without metadata) and its extension, so it never changes. Served with `Cache-Control: public, max-age=31536000, immutable`, its own content-type, `X-Content-Type-Options: nosniff` and a `Content-Security-Policy` that runs nothing. No session.',
  tags: ['engagekit extensions'],
  'x-engagekit-extension': true,
  parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{64}\\.(png|jpg|webp|gif)$' } }],
  security: [],
  responses: {
    '200': { description: 'The image.', content: { 'image/png': binary, 'image/jpeg': binary, 'image/webp': binary, 'image/gif': binary } },
    '404': { description: 'No image of this name.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } },
  },
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } })
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** The security requirements of a route: the session in the query or in headers, an API key where one may call. */
function security(route: Route, name: string): Record<string, string[]>[] {
  if (route.auth === 'none') return []
  const query: Record<string, string[]> = route.auth === 'signature' ? { sessionSignature: [] } : { sessionAddress: [], sessionSignature: [] }
  const headers: Record<string, string[]> = route.auth === 'signature' ? { headerSignature: [] } : { headerAddress: [], headerSignature: [] }
  const options: Record<string, string[]>[] = [query, headers]
  if (keyWrites.has(name) || keyReads.has(name)) options.push({ apiKey: [] })
  if (route.auth === 'optional') options.push({})
  return options
}

/**
 * The 200 answer of a route, as its reply key places the result: what the service sends, its guaranteed fields
 * required (a write with a result always sends it too).
 */
function success(route: Route): JsonSchema {
  const endpoint = route.endpoints[0]!
  const result = endpoint.reply && toJsonSchema(endpoint.reply, guaranteedFields)
  if (route.reply === 'bare' && result) return result
  const key = route.reply === 'users' ? 'users' : 'data'
  const properties: JsonSchema = { success: { const: true } }
  if (result) properties[key] = result
  return { type: 'object', properties, required: result ? ['success', key] : ['success'] }
}

/** The request body of a route's definitions: the one schema, or either of two (rows 20 and 24 share a path). */
function requestBody(route: Route): JsonSchema | undefined {
  if (route.method !== 'POST') return undefined
  const bodies = route.endpoints.map((endpoint) => {
    if (endpoint.body) return toJsonSchema(endpoint.body.schema)
    const fromPath = new Set(pathParameters(endpoint))
    const entries = Object.fromEntries(Object.entries(endpoint.input ?? {}).filter(([key]) => !fromPath.has(key)))
    return Object.keys(entries).length > 0 ? toJsonSchema(v.object(entries)) : undefined
  })
  const present = bodies.filter((body): body is JsonSchema => body !== undefined)
  if (present.length === 0) return undefined
  return present.length === 1 ? present[0] : { anyOf: present }
}

/** The query's fields under their wire names, each with the schema of the parameter it carries. */
const queryShape = (endpoint: Endpoint): v.ObjectEntries =>
  Object.fromEntries(Object.entries(endpoint.query ?? {}).map(([wire, key]) => [wire, endpoint.input?.[key] ?? v.string()]))

function parameters(route: Route): JsonSchema[] {
  const endpoint = route.endpoints[0]!
  const inPath = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: toJsonSchema(pathSchemas[name!] ?? v.string()),
  }))
  const query = Object.entries(queryShape(endpoint)).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !isOptional(schema),
    schema: toJsonSchema(schema),
  }))
  const idempotency = keyWrites.has(endpoint.name)
    ? [{ name: 'Idempotency-Key', in: 'header', required: false, description: 'The same key from the same caller within 24 hours replays the first answer (`Idempotent-Replayed: true`); with another body, 409.', schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' }, 'x-engagekit-extension': true }]
    : []
  const resume = route.stream
    ? [{ name: 'Last-Event-ID', in: 'header', required: false, description: 'Resume after this event id (wins over `lastEventId`): the kept events after it first, then live ones.', schema: { type: 'string', pattern: '^\\d+$' }, 'x-engagekit-extension': true }]
    : []
  return [...inPath, ...query, ...idempotency, ...resume]
}

/** The 200 answer of an event stream (docs/api.md, "Realtime"): not JSON, a `text/event-stream` that stays open. */
const streamAnswer: JsonSchema = {
  description:
    'An event stream that stays open: `retry: 3000` and `: ok` first, then each event the caller may read as `id:`, `event:` (its type) and `data:` (`{ id, type, entityId, at, data }`), `leaderboard.changed` (no `id:`) at most once a second per metric, `reset` when the events after `Last-Event-ID` are no longer kept, and `: ping` every 15 s.',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
}

/**
 * The service as an OpenAPI 3.1 document, made from the same definitions the client and the service use: paths,
 * methods, sessions, inputs and replies. engagekit's extensions are marked `x-engagekit-extension: true`.
 */
export function openApiDocument(routes: readonly Route[], options: { version: string; serverUrl?: string | undefined }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  const used = new Set<string>()
  for (const route of routes) {
    const [endpoint] = route.endpoints
    if (!endpoint) continue
    const names = route.endpoints.map((item) => item.name)
    let operationId = names.map((name, index) => (index === 0 ? name : `Or${name[0]!.toUpperCase()}${name.slice(1)}`)).join('')
    // Row 27 is served twice (POST /api/users/{address} and, as the spec writes it, POST /api/{address}).
    if (used.has(operationId)) operationId = `${operationId}AtRoot`
    used.add(operationId)
    // Operations that are engagekit's, not the spec's: marked `x-engagekit-extension` in the document.
    const extension = names.some((name) => operationTexts[name]?.extension)
    const body = requestBody(route)
    const path = route.path.replace(/:(\w+)/g, '{$1}')
    const responses: JsonSchema = { '200': route.stream ? streamAnswer : { description: 'Done.', content: json(success(route)) } }
    for (const [status, description] of Object.entries({ ...refusals, ...ownRefusals[endpoint.name] })) responses[status] = { description, content: json(ref('Refusal')) }
    ;(paths[path] ??= {})[route.method.toLowerCase()] = {
      operationId,
      summary: names.join(' / '),
      description: names.map((name) => operationTexts[name]?.description ?? name).join('\n\n'),
      tags: [extension ? 'engagekit extensions' : 'Community Engagement Service'],
      ...(extension ? { 'x-engagekit-extension': true } : {}),
      parameters: parameters(route),
      ...(endpoint.rawBody !== undefined ? { requestBody: fileBody } : body ? { requestBody: { required: true, content: json(body) } } : {}),
      security: security(route, endpoint.name),
      responses,
    }
  }
  const events = eventComponents()
  if (routes.some((route) => route.file)) paths['/api/uploads/{name}'] = { get: servedUpload }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Community Engagement Service',
      version: options.version,
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        "The Community Engagement Service as engagekit serves it: the spec's 27 endpoints, and engagekit's extensions (marked `x-engagekit-extension`). A session is an address and the signature of a token it registered (`GET /api/token`), sent as the `address` and `signature` query parameters, or, where `GET /api/engagekit` lists `header-session`, as the `x-engagekit-address` and `x-engagekit-signature` headers.",
    },
    servers: options.serverUrl ? [{ url: options.serverUrl }] : servers,
    tags: [
      { name: 'Community Engagement Service', description: "The spec's 27 endpoints (rows 1 to 27), as any service of the spec answers them." },
      {
        name: 'engagekit extensions',
        description: "What engagekit's server and sandbox add: leaderboards, the service's own description, API keys, signing out and image uploads. A plain spec service answers them 404.",
        'x-engagekit-extension': true,
      },
      {
        name: 'Events',
        description: 'The changes the service tells of, each written in the same transaction as the change (docs/api.md, "Events"): their types and data.',
        'x-engagekit-extension': true,
      },
    ],
    paths,
    webhooks: events.webhooks,
    components: {
      schemas: { Refusal: errorReply, ...events.schemas },
      securitySchemes: {
        sessionAddress: { type: 'apiKey', in: 'query', name: 'address', description: "The session's address (the spec's way)." },
        sessionSignature: { type: 'apiKey', in: 'query', name: 'signature', description: "The session's signature (the spec's way)." },
        headerAddress: { type: 'apiKey', in: 'header', name: 'x-engagekit-address', description: "The session's address, kept out of the URL.", 'x-engagekit-extension': true },
        headerSignature: { type: 'apiKey', in: 'header', name: 'x-engagekit-signature', description: "The session's signature, kept out of the URL.", 'x-engagekit-extension': true },
        apiKey: { type: 'http', scheme: 'bearer', description: "An entity's API key: reads of the entity, and rows 3 and 4.", 'x-engagekit-extension': true },
      },
    },
  }
}
