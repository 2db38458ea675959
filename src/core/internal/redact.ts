import { EngagementError } from '../EngagementError.js'

/** Secrets shorter than this are not searched for: they would match ordinary text. */
const minSecretLength = 6

/** Returns `error` with every secret (the signatures a request carried) blanked out of what it shows. */
export function redact(error: unknown, secrets: ReadonlySet<string>): unknown {
  if (!(error instanceof EngagementError)) return error
  const { cause } = error
  const shown = [error.message, error.code, error.serverMessage, cause instanceof Error ? cause.message : cause]
  const scrubbed = shown.map((text) =>
    [...secrets].reduce(
      (out, secret) => (typeof out === 'string' && secret.length >= minSecretLength ? out.split(secret).join('[redacted]').split(encodeURIComponent(secret)).join('[redacted]') : out),
      text,
    ),
  )
  if (scrubbed.every((text, index) => text === shown[index])) return error
  const [message, code, serverMessage, causeText] = scrubbed as [string, string | undefined, string | undefined, unknown]
  return new EngagementError(message, { ...error, code, serverMessage, cause: causeText === shown[3] ? cause : new Error(causeText as string) })
}
