import { LazyList } from '../service/rules/lazyList.js'

/** Entries above which a list or object is serialized piece by piece rather than in one JSON.stringify call. */
const pieceThreshold = 64

/**
 * The JSON text of `value` in pieces, in order: long lists and large objects one entry at a time, and so are the
 * first `openLevels` levels (where a long list may sit: a reply's `data`, the state's entities); anything else whole.
 * Serializing a large state or reply this way lets the caller stop between pieces, so one big body never holds the
 * server up, while small entries still cost one JSON.stringify each.
 */
export function* jsonPieces(value: unknown, openLevels = 2, depth = 0): Generator<string> {
  // A lazy list (see `lazyList`): its items are made one by one as they are serialized.
  if (value instanceof LazyList) {
    yield '['
    let first = true
    for (const item of value) {
      if (!first) yield ','
      first = false
      yield* jsonPieces(item ?? null, openLevels, depth + 1)
    }
    yield ']'
    return
  }
  if (Array.isArray(value) && (value.length > pieceThreshold || depth < openLevels)) {
    yield '['
    for (let index = 0; index < value.length; index++) {
      if (index > 0) yield ','
      const item: unknown = value[index]
      if (item === undefined || typeof item === 'function') yield 'null'
      else yield* jsonPieces(item, openLevels, depth + 1)
    }
    yield ']'
    return
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !('toJSON' in value)) {
    const keys = Object.keys(value)
    if (keys.length > pieceThreshold || depth < openLevels) {
      yield '{'
      let first = true
      for (const key of keys) {
        const item: unknown = (value as Record<string, unknown>)[key]
        if (item === undefined || typeof item === 'function') continue
        yield `${first ? '' : ','}${JSON.stringify(key)}:`
        first = false
        yield* jsonPieces(item, openLevels, depth + 1)
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
