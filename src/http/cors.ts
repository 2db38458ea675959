import { originAllowed, type AllowedOrigins } from './originAllowed.js'

export type { AllowedOrigins }

/** The CORS headers for an answer to `request`; a preflight also gets methods, headers and max-age. */
export function corsHeaders(request: Request, allowed: AllowedOrigins, preflight: boolean): Headers {
  // A page may read these of an answer: a replayed write, the id to quote in a report, when to try again.
  const headers = new Headers({ vary: 'Origin', 'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS', 'access-control-expose-headers': 'Idempotent-Replayed, X-Request-Id, Retry-After' })
  const origin = request.headers.get('origin')
  if (origin === null) {
    if (allowed === '*') headers.set('access-control-allow-origin', '*')
  } else if (originAllowed(origin, allowed)) {
    headers.set('access-control-allow-origin', origin)
  }
  if (preflight) {
    headers.set('access-control-allow-headers', request.headers.get('access-control-request-headers') ?? 'content-type')
    // Two hours (Chromium's cap): a session in headers makes signed reads preflighted, once per URL in that time.
    headers.set('access-control-max-age', '7200')
  }
  return headers
}
