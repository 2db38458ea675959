import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { openApiDocument } from '../../../http/openapi/openApiDocument.js'
import { serviceRoutes } from '../../../http/serviceRoutes.js'

// Every reply the contract suite sees is checked against the service's OpenAPI document: a definition that drifts
// from what the service answers (on any store) fails the test that saw it.

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }
const document = openApiDocument(serviceRoutes, { version: '0.0.0' }) as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } }
const ajv = new Ajv2020({ strict: false, allErrors: true })
ajv.addSchema({ $id: 'components', ...document.components }, 'components')

// Concrete paths before templated ones, as OpenAPI matches them.
const templates = Object.keys(document.paths)
  .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`), templated: path.includes('{') }))
  .sort((a, b) => Number(a.templated) - Number(b.templated))

const compiled = new Map<string, ValidateFunction>()
function validatorFor(schema: unknown, key: string): ValidateFunction {
  let validate = compiled.get(key)
  if (!validate) {
    // References to #/components/… point into the shared schema added above.
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"components#/')
    validate = ajv.compile(JSON.parse(text))
    compiled.set(key, validate)
  }
  return validate
}

/** Throws when `body` is not what the document says the operation answers with `status`. */
export function checkReply(method: string, pathname: string, status: number, body: unknown): void {
  if (method === 'OPTIONS' || status === 204) return
  const match = templates.find((template) => template.pattern.test(pathname) && document.paths[template.path]![method.toLowerCase()])
  // A path the service does not serve: a refusal (404 or 405), in the document's refusal shape.
  if (!match) {
    if (status < 400) throw new Error(`openapi: ${method} ${pathname} answered ${status}, but the document has no such operation`)
    return checkSchema({ $ref: '#/components/schemas/Refusal' }, 'Refusal', body, `${method} ${pathname} ${status}`)
  }
  const operation = document.paths[match.path]![method.toLowerCase()]!
  const response = operation.responses[String(status)]
  if (!response) {
    // Statuses the document does not list one by one (500, 413, 415, …) answer the refusal shape.
    if (status >= 400) return checkSchema({ $ref: '#/components/schemas/Refusal' }, 'Refusal', body, `${method} ${pathname} ${status}`)
    throw new Error(`openapi: ${method} ${match.path} has no ${status} answer`)
  }
  const schema = response.content?.['application/json']?.schema
  if (schema) checkSchema(schema, `${method} ${match.path} ${status}`, body, `${method} ${pathname} ${status}`)
}

function checkSchema(schema: unknown, key: string, body: unknown, what: string): void {
  const validate = validatorFor(schema, key)
  if (!validate(body)) throw new Error(`openapi: the reply to ${what} is not what the document says: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`)
}
