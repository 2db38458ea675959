import type { CommandCall } from '../service/executeCommand.js'
import { fromBase64 } from '../service/uploads/base64.js'
import type { ResolvedLimits } from '../service/limits.js'
import type { SessionPolicy } from '../service/sessionPolicy.js'
import { idempotencyOf } from './idempotencyOf.js'
import { parseBody } from './parseBody.js'
import type { Route } from './Route.js'

/** What a call needs besides the request: the time, the limits and policy, and who rate limits count against. */
export type CallTerms = { now: string; limits: ResolvedLimits; sessionPolicy: SessionPolicy; client: string | null }

/** The key of an `Authorization: Bearer <key>` header, if the request has one. */
function bearerOf(headers: Pick<Headers, 'get'>): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1]
}

/**
 * The session a request carries: the `x-engagekit-address` and `x-engagekit-signature` headers (kept out of URLs, so
 * out of proxy logs, history and Referer), else the spec's `address` and `signature` query parameters. Headers win
 * when a request has both: a client that sends headers has learnt the service takes them.
 */
function sessionOf(headers: Pick<Headers, 'get'>, query: URLSearchParams): { address: string | undefined; signature: string | undefined } {
  const address = headers.get('x-engagekit-address')
  const signature = headers.get('x-engagekit-signature')
  if (address !== null || signature !== null) return { address: address ?? undefined, signature: signature ?? undefined }
  return { address: query.get('address') ?? undefined, signature: query.get('signature') ?? undefined }
}

/**
 * The origin a request was sent to, for URLs the service answers with: `https` when a proxy in front says it was sent
 * so (`X-Forwarded-Proto`; the answer goes back to the same caller, so believing it risks nothing).
 */
function originOf(url: URL, headers: Pick<Headers, 'get'>): string {
  const https = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
  return `${https ? 'https:' : url.protocol}//${url.host}`
}

/**
 * The call of a route's command for one request: path parameters as matched, the query, the body (read as JSON only
 * when the command asks for it), the session (headers or query, see {@link sessionOf}) or an API key from
 * `Authorization: Bearer`, and a write's `Idempotency-Key`.
 */
export function commandCall(route: Route, params: Record<string, string>, request: { method: string; url: URL; text: string; headers: Pick<Headers, 'get'> }, terms: CallTerms): CommandCall {
  let body: Record<string, unknown> | undefined
  const { url, text, headers } = request
  const { searchParams } = url
  return {
    raw: {
      params,
      query: searchParams,
      body: () => (body ??= route.nullBody && text.trim() === 'null' ? { ...route.nullBody } : parseBody(route.file ? '' : text)),
      // A file route's text is its file, base64 (see readUpload).
      ...(route.file && { file: () => fromBase64(text) }),
      origin: originOf(url, headers),
    },
    credentials: { ...sessionOf(headers, searchParams), apiKey: bearerOf(headers) },
    auth: route.auth,
    write: route.write,
    idempotency: route.command.entity === 'path' && route.command.idempotent ? idempotencyOf(headers, request.method, url, text) : undefined,
    ...terms,
  }
}
