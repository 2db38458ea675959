/** The error statuses the sandbox answers with, and the code each one carries. */
const codes = {
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

/** An HTTP status the sandbox answers with when it refuses a request. */
export type SandboxErrorStatus = keyof typeof codes

/** A refused request: the router turns it into `{ success: false, error: { code, message } }`. */
export class SandboxError extends Error {
  override readonly name = 'SandboxError'
  readonly status: SandboxErrorStatus
  readonly code: (typeof codes)[SandboxErrorStatus]
  /** Seconds after which the request may succeed (a 429): sent as `Retry-After`. */
  readonly retryAfter: number | undefined

  constructor(status: SandboxErrorStatus, message: string, options: { retryAfter?: number } = {}) {
    super(message)
    this.status = status
    this.code = codes[status]
    this.retryAfter = options.retryAfter
  }
}

/** The JSON body the sandbox answers a refusal with. */
export function refusalBody(error: SandboxError) {
  return { success: false, error: { code: error.code, message: error.message } }
}

/** True for the statuses {@link SandboxError} knows. */
export function isErrorStatus(status: unknown): status is SandboxErrorStatus {
  return typeof status === 'number' && Object.hasOwn(codes, status)
}
