import type { Endpoint } from '../core/internal/endpoint.js'
import type { AuthMode } from '../core/internal/transport.js'
import type { Command } from '../service/Command.js'

/** Where a route's answer keeps its result: `{ success, data }` (default), `{ success, users }` (row 8), or bare (row 21). */
export type ReplyKey = 'data' | 'users' | 'bare'

/** One endpoint of the service over HTTP: its definition (method, path, session) and the command that answers it. */
export type Route = {
  /** The definitions this route serves (two where the service tells rows apart by the body alone). */
  endpoints: readonly Endpoint[]
  method: 'GET' | 'POST'
  /** Segments separated by `/`, from `/api`; `:name` captures one segment. */
  path: string
  auth: AuthMode
  /** The command may change data: it runs in a write transaction. */
  write: boolean
  reply: ReplyKey
  /** The body is a file (the definition's `rawBody`): read as bytes, up to 5 MB, and handed to the command as such. */
  file?: true
  /** The answer is a `text/event-stream` (the definition's `stream`): the command's result is the stream's grant. */
  stream?: true
  /** What a JSON `null` body reads as, for a route that takes one (else it is refused as not an object). */
  nullBody?: Record<string, unknown>
  /** Extra condition on the captured parameters (e.g. "is an address"); the route is skipped when false. */
  accepts?(params: Readonly<Record<string, string>>): boolean
  command: Command
}
