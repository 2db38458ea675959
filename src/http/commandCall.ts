import type { CommandCall } from '../service/executeCommand.js'
import type { ResolvedLimits } from '../service/limits.js'
import type { SessionPolicy } from '../service/sessionPolicy.js'
import { parseBody } from './parseBody.js'
import type { Route } from './Route.js'

/** What a call needs besides the request: the time, the limits and policy, and who rate limits count against. */
export type CallTerms = { now: string; limits: ResolvedLimits; sessionPolicy: SessionPolicy; client: string | null }

/**
 * The call of a route's command for one request: path parameters as matched, the query, the body (read as JSON only
 * when the command asks for it), and the session from the `address` and `signature` query parameters.
 */
export function commandCall(route: Route, params: Record<string, string>, url: URL, text: string, terms: CallTerms): CommandCall {
  let body: Record<string, unknown> | undefined
  const { searchParams } = url
  return {
    raw: { params, query: searchParams, body: () => (body ??= parseBody(text)) },
    credentials: { address: searchParams.get('address') ?? undefined, signature: searchParams.get('signature') ?? undefined },
    auth: route.auth,
    write: route.write,
    ...terms,
  }
}
