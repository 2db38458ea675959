/**
 * Which browser origins may call the service: '*' (any), or a list of exact origins (`https://app.example.com`),
 * where `loopback` stands for this machine's pages and `null` for the opaque origin (see originAllowed).
 */
export type AllowedOrigins = '*' | readonly string[]

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
