import type { WebhookSender } from '../service/webhooks/WebhookSender.js'

/**
 * Sends webhook attempts with the platform's fetch: the sandbox's, in a browser or wherever no Node sender is given.
 * It cannot see which address a name resolves to, so it checks none (the sandbox allows private targets anyway).
 */
export function createFetchWebhookSender(fetcher: typeof fetch = (...args) => fetch(...args)): WebhookSender {
  return async ({ url, headers, body, timeoutMs }) => {
    try {
      const response = await fetcher(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' })
      await response.body?.cancel().catch(() => undefined)
      const retryAfter = response.headers.get('retry-after')
      const seconds = retryAfter !== null && /^\s*\d+\s*$/.test(retryAfter) ? Number(retryAfter) : undefined
      return { status: response.status, retryAfterSeconds: seconds }
    } catch (error) {
      return { error: error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${Math.round(timeoutMs / 1000)} s` : 'the connection failed' }
    }
  }
}
