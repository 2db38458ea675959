/** Entries above which a list or object is serialized piece by piece rather than in one JSON.stringify call. */
const pieceThreshold = 64

/**
 * The JSON text of `value` in pieces, in order: small values whole, long lists and large objects (and the first
 * levels, where a long list may sit) one entry at a time. Serializing a large state or reply this way lets the
 * caller stop between pieces, so one big body never holds the server up.
 */
export function* jsonPieces(value: unknown, depth = 0): Generator<string> {
  if (Array.isArray(value) && (value.length > pieceThreshold || depth < 4)) {
    yield '['
    for (let index = 0; index < value.length; index++) {
      if (index > 0) yield ','
      const item: unknown = value[index]
      if (item === undefined || typeof item === 'function') yield 'null'
      else yield* jsonPieces(item, depth + 1)
    }
    yield ']'
    return
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !('toJSON' in value)) {
    const keys = Object.keys(value)
    if (keys.length > pieceThreshold || depth < 4) {
      yield '{'
      let first = true
      for (const key of keys) {
        const item: unknown = (value as Record<string, unknown>)[key]
        if (item === undefined || typeof item === 'function') continue
        yield `${first ? '' : ','}${JSON.stringify(key)}:`
        first = false
        yield* jsonPieces(item, depth + 1)
      }
      yield '}'
      return
    }
  }
  yield JSON.stringify(value) ?? 'null'
}

/** Takes pieces for at most `budgetMs` of work; `done` once the last piece is taken. */
export function takePieces(pieces: Iterator<string>, budgetMs: number): { text: string; done: boolean } {
  const started = performance.now()
  const taken: string[] = []
  for (let count = 1; ; count++) {
    const next = pieces.next()
    if (next.done) return { text: taken.join(''), done: true }
    taken.push(next.value)
    if (count % 256 === 0 && performance.now() - started > budgetMs) return { text: taken.join(''), done: false }
  }
}

/** Lets timers and I/O run (a macrotask turn), also in browsers, where the sandbox can run under MSW. */
export const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)))
