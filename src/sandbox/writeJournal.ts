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
  /** The signed-in caller, as journals written before the query's session was read again kept it. */
  caller?: string | null
}

/** Where carried-out writes go before they are answered (the data file's journal). */
export type WriteJournal = {
  /** Makes a write durable; its answer waits for this. Rejects when it cannot (the answer is then a 500). */
  append(record: WriteRecord): Promise<void>
  /** Resolves once every write appended so far is durable: an answer never shows a change that could still be lost. */
  settled(): Promise<void>
}
