import type { CommandCall } from '../service/executeCommand.js'
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
 * The call of a route's command for one request: path parameters as matched, the query, the body (read as JSON only
 * when the command asks for it), the session from the `address` and `signature` query parameters or an API key from
 * `Authorization: Bearer`, and a write's `Idempotency-Key`.
 */
export function commandCall(route: Route, params: Record<string, string>, request: { method: string; url: URL; text: string; headers: Pick<Headers, 'get'> }, terms: CallTerms): CommandCall {
  let body: Record<string, unknown> | undefined
  const { url, text, headers } = request
  const { searchParams } = url
  return {
    raw: { params, query: searchParams, body: () => (body ??= parseBody(text)) },
    credentials: { address: searchParams.get('address') ?? undefined, signature: searchParams.get('signature') ?? undefined, apiKey: bearerOf(headers) },
    auth: route.auth,
    write: route.write,
    idempotency: route.command.entity === 'path' && route.command.idempotent ? idempotencyOf(headers, request.method, url, text) : undefined,
    ...terms,
  }
}
