import type { AllowedOrigins } from './cors.js'

// http(s)://localhost, 127.0.0.1 or [::1], on any port.
const loopbackOrigin = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/

/**
 * Whether a browser origin (an `Origin` header's value) is allowed: '*' allows any, a list its exact origins,
 * `loopback` on it the pages of this machine (`http(s)://localhost`, `127.0.0.1`, `[::1]`, any port). `null` (a
 * sandboxed frame, a file) is allowed by '*' or by `null` on the list, never otherwise.
 */
export function originAllowed(origin: string, allowed: AllowedOrigins): boolean {
  if (allowed === '*') return true
  return allowed.includes(origin) || (allowed.includes('loopback') && loopbackOrigin.test(origin))
}
