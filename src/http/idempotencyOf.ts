import { sha256, stringToBytes } from 'viem'
import type { IdempotentRequest } from '../service/executeCommand.js'
import { HttpError } from './HttpError.js'

// 1 to 255 printable ASCII characters (space to tilde).
const keyPattern = /^[\x20-\x7e]{1,255}$/

/** JSON with every object's keys sorted: two bodies that mean the same are the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  )
}

/**
 * A write's `Idempotency-Key` header, checked (400 for one that is not 1 to 255 printable ASCII characters), with
 * the request it came with as a SHA-256 of its method, path and body (keys in any order are the same body).
 * Undefined without the header.
 */
export function idempotencyOf(headers: Pick<Headers, 'get'>, method: string, url: URL, text: string): IdempotentRequest | undefined {
  const key = headers.get('idempotency-key')
  if (key === null) return undefined
  if (!keyPattern.test(key)) throw new HttpError(400, 'Idempotency-Key must be 1 to 255 printable ASCII characters')
  let body: unknown = text
  try {
    body = text.trim() === '' ? null : canonical(JSON.parse(text))
  } catch {
    // Not JSON: the text itself, which the command will refuse anyway.
  }
  return { key, request: sha256(stringToBytes(`${method} ${url.pathname}\n${JSON.stringify(body)}`)).slice(2) }
}
