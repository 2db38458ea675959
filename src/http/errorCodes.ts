/** The error statuses the service answers with, and the code each one carries. */
export const errorCodes = {
  400: 'invalid-input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  408: 'request-timeout',
  409: 'conflict',
  413: 'payload-too-large',
  414: 'uri-too-long',
  415: 'unsupported-media-type',
  429: 'rate-limited',
  431: 'headers-too-large',
  500: 'internal-error',
  502: 'bad-gateway',
  503: 'unavailable',
  504: 'gateway-timeout',
} as const

/** An HTTP status the service answers with when it refuses a request. */
export type ErrorStatus = keyof typeof errorCodes

/** True for the statuses the service answers with. */
export function isErrorStatus(status: unknown): status is ErrorStatus {
  return typeof status === 'number' && Object.hasOwn(errorCodes, status)
}
