import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { forbiddenAddress } from '../../service/webhooks/forbiddenAddress.js'
import type { WebhookRequest, WebhookResponse, WebhookSender } from '../../service/webhooks/WebhookSender.js'

/** Most bytes of an answer read (and thrown away) before the connection is closed. */
const maxAnswerBytes = 64 * 1024

/** `Retry-After` in seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterOf(header: string | string[] | undefined, nowMs: number): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined || value.trim() === '') return undefined
  if (/^\s*\d+\s*$/.test(value)) return Number(value)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000))
}

/** An error of a connection in words for the owner's delivery list: its code, never the URL (it may hold a token). */
function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? `the connection failed (${code})` : 'the connection failed'
}

/**
 * Sends webhook attempts from Node: resolves the host (`lookup`, every address), refuses it when any address is
 * loopback, private, link-local or metadata (unless `allowPrivate`), then connects to the address it checked (so a
 * name that resolves differently a moment later changes nothing), with the host's name for TLS. An attempt that takes
 * longer than its timeout is cut off. Never throws.
 */
export function createNodeWebhookSender(): WebhookSender {
  return async ({ url, headers, body, timeoutMs, allowPrivate }: WebhookRequest): Promise<WebhookResponse> => {
    const target = new URL(url)
    const host = target.hostname.replace(/^\[|\]$/g, '')
    const started = Date.now()
    let addresses: { address: string; family: number }[]
    try {
      const family = isIP(host)
      addresses = family !== 0 ? [{ address: host, family }] : await lookup(host, { all: true, verbatim: true })
    } catch (error) {
      return { error: `the host ${host} could not be resolved (${(error as { code?: string }).code ?? 'error'})` }
    }
    if (addresses.length === 0) return { error: `the host ${host} has no address` }
    if (!allowPrivate) {
      const refused = addresses.find(({ address }) => forbiddenAddress(address) !== false)
      if (refused) return { error: `refused: ${host} resolves to a loopback, private, link-local or metadata address (${refused.address})` }
    }
    const chosen = addresses[0]!
    const pinned: LookupFunction = (_name, options, callback) => {
      if (options.all) callback(null, [{ address: chosen.address, family: chosen.family }])
      else callback(null, chosen.address, chosen.family)
    }
    const remaining = Math.max(1, timeoutMs - (Date.now() - started))
    return new Promise<WebhookResponse>((resolve) => {
      let settled = false
      const finish = (response: WebhookResponse) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resolve(response)
      }
      const request = (target.protocol === 'https:' ? https : http).request(target, {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: pinned,
        agent: false,
        ...(isIP(host) === 0 && target.protocol === 'https:' && { servername: host }),
      })
      const timer = setTimeout(() => {
        finish({ error: `no answer within ${timeoutMs / 1000} s` })
        request.destroy()
      }, remaining)
      request.on('response', (response) => {
        let read = 0
        const status = response.statusCode ?? 0
        const retryAfterSeconds = retryAfterOf(response.headers['retry-after'], Date.now())
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > maxAnswerBytes) response.destroy()
        })
        const done = () => {
          finish({ status, retryAfterSeconds })
          request.destroy()
        }
        response.on('end', done)
        response.on('close', done)
        response.on('error', done)
      })
      request.on('error', (error) => finish({ error: describe(error) }))
      request.end(body)
    })
  }
}
