import { EngagementError } from '../EngagementError.js'

/** Secrets shorter than this are not searched for: they would match ordinary text. */
const minSecretLength = 6

/** What a cause shows: its message and those of the causes it wraps (a few deep: a chain may loop), or the value itself. */
const causeText = (cause: unknown, depth = 3): string =>
  cause instanceof Error ? cause.message + (cause.cause === undefined || !depth ? '' : `: ${causeText(cause.cause, depth - 1)}`) : String(cause)

/**
 * Returns `error` with every secret (the signatures a request carried) blanked out of what it shows: its message, the
 * service's code and message, and its cause, which is replaced by a plain Error with the cleaned text when it
 * mentions one.
 */
export function redact(error: unknown, secrets: ReadonlySet<string>): unknown {
  if (!(error instanceof EngagementError)) return error
  const { cause } = error
  const shown = [error.message, error.code, error.serverMessage, cause === undefined ? cause : causeText(cause)]
  const scrubbed = shown.map((text) =>
    [...secrets].reduce(
      (out, secret) =>
        typeof out === 'string' && secret.length >= minSecretLength
          ? // As sent, as the URL encodes it, and as a service that normalises hex would echo it.
            [secret, encodeURIComponent(secret), secret.toLowerCase()].reduce((done, form) => done.split(form).join('[redacted]'), out)
          : out,
      text,
    ),
  )
  if (scrubbed.join() === shown.join()) return error
  const [message, code, serverMessage, causeShown] = scrubbed as [string, string | undefined, string | undefined, string | undefined]
  return new EngagementError(message, { ...error, code, serverMessage, cause: causeShown === shown[3] ? cause : new Error(causeShown) })
}
