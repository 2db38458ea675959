/** The error statuses the sandbox answers with, and the code each one carries. */
const codes = {
  400: 'invalid-input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  500: 'internal-error',
} as const

/** An HTTP status the sandbox answers with when it refuses a request. */
export type SandboxErrorStatus = keyof typeof codes

/** A refused request: the router turns it into `{ success: false, error: { code, message } }`. */
export class SandboxError extends Error {
  override readonly name = 'SandboxError'
  readonly status: SandboxErrorStatus
  readonly code: (typeof codes)[SandboxErrorStatus]

  constructor(status: SandboxErrorStatus, message: string) {
    super(message)
    this.status = status
    this.code = codes[status]
  }
}
