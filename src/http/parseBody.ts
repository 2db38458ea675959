import { ServiceError } from '../service/ServiceError.js'
import { checkJsonLimits } from './jsonLimits.js'

/** A request body as an object: '' is `{}`; anything else must be a JSON object within the size limits (else 'invalid-input'). */
export function parseBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ServiceError('invalid-input', 'the body is not valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ServiceError('invalid-input', 'the body must be a JSON object')
  checkJsonLimits(body)
  return body as Record<string, unknown>
}
