import { ServiceError } from '../service/ServiceError.js'

/** How deep a JSON body may nest (the body object itself is depth 1). */
export const maxJsonDepth = 32
/** Most characters (UTF-16 code units) of any string in a body or query parameter. */
export const maxStringLength = 10_000
/** Most items of any list in a body. */
export const maxListLength = 10_000

/**
 * Checks a parsed JSON body against the size limits without recursion (a deep body cannot overflow the stack):
 * depth, string lengths, list lengths. The refusal names the first field that breaks one.
 */
export function checkJsonLimits(body: unknown): void {
  const stack: [value: unknown, path: string, depth: number][] = [[body, '', 1]]
  const refuse = (message: string) => new ServiceError('invalid-input', message)
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!
    const where = path === '' ? 'the body' : path
    if (typeof value === 'string') {
      if (value.length > maxStringLength) throw refuse(`${where} must be at most ${maxStringLength} characters long`)
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    if (depth > maxJsonDepth) throw refuse(`the body nests deeper than ${maxJsonDepth} levels (at ${where})`)
    if (Array.isArray(value)) {
      if (value.length > maxListLength) throw refuse(`${where} must have at most ${maxListLength} items`)
      value.forEach((item, index) => stack.push([item, `${path}[${index}]`, depth + 1]))
    } else {
      for (const [key, item] of Object.entries(value)) {
        if (key.length > maxStringLength) throw refuse(`a field name in ${where} is longer than ${maxStringLength} characters`)
        stack.push([item, path === '' ? key : `${path}.${key}`, depth + 1])
      }
    }
  }
}
