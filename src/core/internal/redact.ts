import { EngagementError } from '../EngagementError.js'

/** Secrets shorter than this are not searched for: they would match ordinary text. */
const minSecretLength = 6

/** Returns `error` with every secret (the signatures a request carried) blanked out of what it shows. */
export function redact(error: unknown, secrets: ReadonlySet<string>): unknown {
  if (!(error instanceof EngagementError)) return error
  const needles = [...secrets].filter((secret) => secret.length >= minSecretLength).flatMap((secret) => [secret, encodeURIComponent(secret)])
  const scrub = <T,>(value: T): T => (typeof value === 'string' ? (needles.reduce((out, needle) => out.split(needle).join('[redacted]'), value) as T) : value)
  const { cause } = error
  const causeText = cause instanceof Error ? cause.message : cause
  if ([error.message, error.serverMessage, error.code, causeText].every((text) => scrub(text) === text)) return error
  return new EngagementError(scrub(error.message), {
    ...error,
    code: scrub(error.code),
    serverMessage: scrub(error.serverMessage),
    cause: scrub(causeText) === causeText ? cause : new Error(scrub(causeText) as string),
  })
}
