/** One delivery attempt as the dispatcher hands it to a sender: a POST of `body` with these headers. */
export type WebhookRequest = {
  url: string
  headers: Record<string, string>
  body: string
  /** Give up after this long (15 s): an attempt that takes longer failed. */
  timeoutMs: number
  /** Whether loopback, private, link-local and metadata addresses may be reached (`--webhooks-allow-private`). */
  allowPrivate: boolean
}

/**
 * What an attempt got: the status the endpoint answered and its `Retry-After` (seconds), or an error (no answer in
 * time, a refused connection, a forbidden address) in words that hold no secret.
 */
export type WebhookResponse = { status: number; retryAfterSeconds?: number | undefined } | { status?: undefined; error: string }

/**
 * Sends one delivery attempt. The Node server's checks the address after resolving the name and connects to the
 * address it checked; the sandbox in a browser uses fetch. Never throws.
 */
export type WebhookSender = (request: WebhookRequest) => Promise<WebhookResponse>
