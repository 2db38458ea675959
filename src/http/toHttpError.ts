import { ServiceError } from '../service/ServiceError.js'
import { HttpError, statusOfKind } from './HttpError.js'

/**
 * Any failure as the refusal to answer with: a ServiceError by its kind, an HttpError as it is, anything else a 500
 * that says nothing about its cause (it may hold internals: a query, a path, a driver's message).
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  if (error instanceof ServiceError) return new HttpError(statusOfKind[error.kind], error.message, { retryAfter: error.retryAfterSeconds, field: error.field, code: error.code })
  return new HttpError(500, 'the service failed to handle this request')
}
