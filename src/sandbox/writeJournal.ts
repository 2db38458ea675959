import type { KeyCaller } from '../service/Command.js'
import type { IdempotentRequest } from '../service/executeCommand.js'

/** A write request as it was carried out: enough to carry it out again, the same way, on the state it found. */
export type WriteRecord = {
  /** The service's clock when the write ran (ISO 8601). */
  time: string
  method: string
  /** The URL path, undecoded. */
  path: string
  /** The URL query, with its `?` (or ''); it carries the session the write was authorised with. */
  query: string
  body: string
  /** Who the write was authorised for: the signed-in caller (null for none or an API key)… */
  caller?: string | null
  /** …or the API key it came with (its id, never the key). */
  apiKey?: KeyCaller | null
  /** …and the key of the session it was signed with (a hash, never the signature), for a sign-out. */
  session?: string | undefined
  /** The write's Idempotency-Key and the request it identified, so its answer is kept again. */
  idempotency?: IdempotentRequest | undefined
  /**
   * The random bytes the write drew (hex, a draw each), so carrying it out again gives the same result: the API key
   * its owner was shown still works after a restart.
   */
  random?: string[] | undefined
}

/** Where carried-out writes go before they are answered (the data file's journal). */
export type WriteJournal = {
  /** Makes a write durable; its answer waits for this. Rejects when it cannot (the answer is then a 500). */
  append(record: WriteRecord): Promise<void>
  /** Resolves once every write appended so far is durable: an answer never shows a change that could still be lost. */
  settled(): Promise<void>
}
