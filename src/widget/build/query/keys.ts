// Query keys as TanStack Query treats them: one string per key (objects' fields sorted), and a filter's key matching
// every key it prefixes.

/** Plain objects only (not arrays, class instances or null), the values whose fields are compared one by one. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === null || prototype === Object.prototype
}

/** The cache's name for a key: JSON with every object's fields in sorted order, so `{a, b}` and `{b, a}` are one entry. */
export function hashKey(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.keys(value)
          .sort()
          .reduce<Record<string, unknown>>((sorted, key) => {
            sorted[key] = value[key]
            return sorted
          }, {})
      : value,
  )
}

/** Whether `key` starts with `filter`: every element, and every field of an object element, given in the filter is equal. */
export function partialMatchKey(key: unknown, filter: unknown): boolean {
  if (key === filter) return true
  if (typeof key !== typeof filter) return false
  if (key && filter && typeof key === 'object' && typeof filter === 'object') {
    return Object.keys(filter).every((field) => partialMatchKey((key as Record<string, unknown>)[field], (filter as Record<string, unknown>)[field]))
  }
  return false
}

/**
 * `b` with every part deeply equal to `a`'s replaced by `a`'s own: unchanged data keeps its identity, so memos and
 * effects that depend on it do not run again after a refetch that brought nothing new.
 */
export function replaceEqualDeep<T>(a: unknown, b: T): T {
  if (a === b) return a as T
  const isArray = Array.isArray(a) && Array.isArray(b)
  if (!isArray && !(isPlainObject(a) && isPlainObject(b))) return b
  const from = a as Record<string, unknown>
  const to = b as Record<string, unknown>
  const keys = isArray ? Object.keys(to).map(Number) : Object.keys(to)
  const copy = (isArray ? [] : {}) as Record<string | number, unknown>
  let same = 0
  for (const key of keys) {
    const value = replaceEqualDeep(from[key], to[key])
    copy[key] = value
    if (value === from[key] && (value !== undefined || Object.prototype.hasOwnProperty.call(from, key))) same++
  }
  return (same === keys.length && Object.keys(from).length === keys.length ? a : copy) as T
}
