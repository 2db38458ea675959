import type { ServiceErrorCode, ServiceErrorKind } from '../service/ServiceError.js'
import { errorCodes, type ErrorStatus } from './errorCodes.js'

/** The status of each kind of refusal of the service's rules. */
export const statusOfKind = {
  'invalid-input': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  'too-large': 413,
  'unsupported-type': 415,
  unavailable: 503,
} as const satisfies Record<ServiceErrorKind, ErrorStatus>

/** A refused request, as HTTP: the handler answers it with `{ success: false, error: { code, message, field? } }`. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  readonly status: ErrorStatus
  /** The status's code, or the finer one the rules gave (`metric-cap`, a 429). */
  readonly code: (typeof errorCodes)[ErrorStatus] | ServiceErrorCode
  /** Seconds after which the request may succeed (a 429): sent as `Retry-After`. */
  readonly retryAfter: number | undefined
  /** The input at fault, when the rules named one: answered as `error.field`. */
  readonly field: string | undefined

  constructor(status: ErrorStatus, message: string, options: { retryAfter?: number | undefined; field?: string | undefined; code?: ServiceErrorCode | undefined } = {}) {
    super(message)
    this.status = status
    this.code = options.code ?? errorCodes[status]
    this.retryAfter = options.retryAfter
    this.field = options.field
  }
}

/** The JSON body a refusal is answered with. */
export function refusalBody(error: HttpError) {
  return { success: false, error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) } }
}
