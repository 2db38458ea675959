import { EngagementError } from '../EngagementError.js'

/**
 * Every string a value holds, a few levels deep: an error's message and cause (own but not enumerable) and its
 * enumerable fields (`input`, `url`, `code`, ...), and theirs. The stack is left out: it repeats the message.
 */
const strings = (value: unknown, depth = 5): string[] => {
  if (typeof value == 'string') return [value]
  if (!value || typeof value != 'object' || !depth) return []
  const { message, cause } = value as { message?: unknown; cause?: unknown }
  return [message, cause, ...Object.values(value)].flatMap((item) => strings(item, depth - 1))
}

/**
 * Returns `error` (a copy, when the request carried a secret) with every secret (the signatures a request carried) blanked out of what it shows: its message, the
 * service's code and message, and its cause, which is replaced by a plain Error with the cleaned text of every string
 * it holds when one of them mentions a secret. A secret is found with or without its `0x`, in any letter case, and
 * URI-encoded.
 */
export function redact(error: EngagementError, secrets: ReadonlySet<string>): EngagementError {
  const forms = [...secrets].flatMap((secret) => {
    const bare = secret.replace(/^0x/i, '')
    // Every other character escaped: in a pattern without the `u` flag, `\` before one matches it literally.
    // Secrets shorter than 6 characters are not searched for: they would match ordinary text.
    return secret.length < 6 ? [] : [bare, encodeURIComponent(bare)].map((form) => form.replace(/\W/g, '\\$&'))
  })
  if (!forms.length) return error
  const pattern = new RegExp(forms.join('|'), 'i')
  const scrub = (text: string | undefined) => text?.split(pattern).join('[redacted]')
  const { message, code, serverMessage, cause } = error
  const causeText = strings(cause).join(': ')
  return new EngagementError(scrub(message)!, { ...error, code: scrub(code), serverMessage: scrub(serverMessage), cause: pattern.test(causeText) ? new Error(scrub(causeText)) : cause })
}
