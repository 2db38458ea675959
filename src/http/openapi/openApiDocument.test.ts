import { readFile } from 'node:fs/promises'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { createSandbox } from '../../sandbox/createSandbox.js'
import { serviceVersion } from '../../service/serviceVersion.js'
import { serviceRoutes } from '../serviceRoutes.js'
import { openApiDocument } from './openApiDocument.js'

type Json = { [key: string]: any }
type Operation = {
  operationId: string
  'x-engagekit-extension'?: boolean
  parameters: { name: string; in: string }[]
  security: Record<string, string[]>[]
  responses: Record<string, { content: { 'application/json': { schema: Json } } }>
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; info: Json; servers: Json[]; tags: Json[] }
const document = openApiDocument(serviceRoutes, { version: serviceVersion }) as Document
const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })))

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it("has an operation for every route: the spec's 27 rows (20 and 24 share one), row 27 twice, and the extensions, marked", () => {
    const ids = operations.map((operation) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain('updateLevelRequirementsOrUpdateLevel')
    expect(ids).toContain('updateProfileAtRoot')
    // And GET /api/uploads/{name}, which the handler answers itself (an image, not JSON).
    expect(operations).toHaveLength(serviceRoutes.length + 1)
    const extensions = operations.filter((operation) => operation['x-engagekit-extension']).map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)
    expect(extensions.sort()).toEqual(
      [
        'GET /api/engagekit',
        'GET /api/entities/{entityId}/leaderboard',
        'GET /api/entities/{entityId}/stream',
        'POST /api/entities/{entityId}/api-keys',
        'GET /api/entities/{entityId}/api-keys',
        'POST /api/entities/{entityId}/api-keys/{keyId}/delete',
        'POST /api/session/delete',
        'POST /api/uploads',
        'GET /api/uploads/{name}',
        'POST /api/entities/{entityId}/webhooks',
        'GET /api/entities/{entityId}/webhooks',
        'POST /api/entities/{entityId}/webhooks/{hookId}/delete',
        'POST /api/entities/{entityId}/webhooks/{hookId}/rotate',
        'GET /api/entities/{entityId}/webhooks/{hookId}/deliveries',
        'POST /api/entities/{entityId}/webhooks/{hookId}/deliveries/{deliveryId}/retry',
        'GET /api/entities/{entityId}/achievements',
        'POST /api/entities/{entityId}/achievements',
        'POST /api/entities/{entityId}/achievements/{key}/update',
        'POST /api/entities/{entityId}/achievements/{key}/delete',
        'GET /api/entities/{entityId}/users/{userAddress}/achievements',
        'POST /api/entities/{entityId}/achievements/{key}/award',
        'POST /api/entities/{entityId}/streak',
        'GET /api/entities/{entityId}/users/{userAddress}/streak',
        'POST /api/entities/{entityId}/users/{userAddress}/update',
      ].sort(),
    )
  })

  it('names the query parameters the wire uses, the session in the query or in headers, and Idempotency-Key on rows 3 and 4', () => {
    const find = (id: string) => operations.find((operation) => operation.operationId === id)!
    expect(find('createUser').parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(['UserETHAddress', 'token', 'signature'])
    expect(find('listSkills').parameters.map((parameter) => parameter.name)).toEqual(['entityID'])
    expect(find('createUser').security).toEqual([])
    expect(find('incrementMetric').security).toEqual([{ sessionAddress: [], sessionSignature: [] }, { headerAddress: [], headerSignature: [] }, { apiKey: [] }])
    // A public entity's counters are read without a session too (`{}`: no credentials).
    expect(find('getUserMetrics').security).toEqual([{ sessionAddress: [], sessionSignature: [] }, { headerAddress: [], headerSignature: [] }, { apiKey: [] }, {}])
    expect(find('updateEntity').security).toEqual([{ sessionAddress: [], sessionSignature: [] }, { headerAddress: [], headerSignature: [] }])
    for (const id of ['incrementMetric', 'incrementMetrics']) expect(find(id).parameters.map((parameter) => parameter.name)).toContain('Idempotency-Key')
  })

  it('requires what the service always sends in every reply: each record it carries, at any depth, lists its fields', () => {
    const find = (id: string) => operations.find((operation) => operation.operationId === id)!.responses['200']!.content['application/json'].schema
    const board = find('getLeaderboard')
    expect(board['required']).toEqual(['success', 'data'])
    expect(board['properties'].data.required).toEqual(['metric', 'period', 'from', 'to', 'rows', 'around', 'memberCount'])
    expect(board['properties'].data.properties.rows.items).toMatchObject({ properties: { rank: { type: 'number' } }, required: ['rank', 'address', 'value'] })
    const entity = find('getEntity')['properties'].data
    expect(entity.required).toContain('name')
    // Sent as text, never null or a number, though the client tolerates both.
    expect(entity.properties.name).toEqual({ type: 'string' })
    expect(entity.properties.defaultDyNftThemeId).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] })
    // A write that answers with a record always sends it.
    expect(find('incrementMetric')['required']).toEqual(['success', 'data'])
    expect(find('deleteLevel')['required']).toEqual(['success'])
    const unlisted: string[] = []
    const visit = (schema: unknown, where: string): void => {
      if (typeof schema !== 'object' || schema === null) return
      const json = schema as Json
      if (json['properties'] && !json['required']?.length) unlisted.push(where)
      for (const [key, value] of Object.entries(json)) visit(value, `${where}.${key}`)
    }
    for (const operation of operations) {
      const json = operation.responses['200']!.content['application/json']
      if (json) visit(json.schema, operation.operationId)
    }
    expect(unlisted).toEqual([])
  })

  it('describes uploads: a file or form in, `{ url }` out, 413 and 415 refusals, and the image served back', () => {
    const upload = document.paths['/api/uploads']!['post'] as unknown as Json
    expect(Object.keys(upload['requestBody'].content)).toEqual(['multipart/form-data', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'])
    expect(upload['responses']['200'].content['application/json'].schema.properties.data).toMatchObject({ properties: { url: { type: 'string' } }, required: ['url'] })
    expect(Object.keys(upload['responses'])).toEqual(expect.arrayContaining(['401', '413', '415']))
    const served = document.paths['/api/uploads/{name}']!['get'] as unknown as Json
    expect(Object.keys(served['responses']['200'].content)).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
  })

  it('names its servers, its license and what each tag holds, as linters and client generators expect', () => {
    expect(document.info['license']).toEqual({ name: 'MIT', identifier: 'MIT' })
    expect(document.servers.map((server) => server['url'])).toEqual(['/', 'http://127.0.0.1:8787'])
    expect(openApiDocument(serviceRoutes, { version: serviceVersion, serverUrl: 'https://api.example.org' })['servers']).toEqual([{ url: 'https://api.example.org' }])
    for (const tag of document.tags) expect(tag['description'], tag['name']).toMatch(/\w/)
  })

  it('is what docs/openapi.json holds (npm run openapi writes it)', async () => {
    const file = JSON.parse(await readFile(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'))
    expect(file).toEqual(JSON.parse(JSON.stringify(document)))
  })

  it('is served at GET /openapi.json, with a reference page at GET /docs that loads nothing from elsewhere', async () => {
    const sandbox = createSandbox()
    const served = await sandbox.fetch(new Request('http://sandbox.local/openapi.json'))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await served.json()).toMatchObject({ openapi: '3.1.0', info: { version: serviceVersion } })
    const page = await sandbox.fetch(new Request('http://sandbox.local/docs'))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain('GET /api/entities/{entityId}/users/{userAddress}/metrics')
    expect(html).toContain('engagekit extension')
    // No script, stylesheet, font or image from anywhere: it works offline.
    expect(html).not.toMatch(/<script|<link|@import|url\(|src=/i)
  })
})
