import { EngagementError } from '../EngagementError.js'

/** Secrets shorter than this are not searched for: they would match ordinary text. */
const minSecretLength = 6

/** Returns `error` with every secret (the signatures a request carried) blanked out of what it shows. */
export function redact(error: unknown, secrets: ReadonlySet<string>): unknown {
  if (!(error instanceof EngagementError) || secrets.size === 0) return error
  const needles = [...secrets].flatMap((secret) => (secret.length < minSecretLength ? [] : [secret, encodeURIComponent(secret)]))
  const scrub = (value: string | undefined) => (value === undefined ? value : needles.reduce((out, needle) => out.split(needle).join('[redacted]'), value))
  const leaks = (value: unknown) => typeof value === 'string' && needles.some((needle) => value.includes(needle))
  const cause: unknown = error.cause
  const causeText = cause instanceof Error ? `${cause.message}` : typeof cause === 'string' ? cause : undefined
  if (![error.message, error.serverMessage, error.code, causeText].some(leaks)) return error
  return new EngagementError(scrub(error.message) ?? '', {
    kind: error.kind,
    endpoint: error.endpoint,
    status: error.status,
    code: scrub(error.code),
    serverMessage: scrub(error.serverMessage),
    field: error.field,
    cause: leaks(causeText) ? new Error(scrub(causeText)) : cause,
  })
}
