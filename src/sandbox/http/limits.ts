import { SandboxError } from './SandboxError.js'

/** Sizes the sandbox accepts, so whatever it accepts it can also save and load again. */
export type SandboxLimits = {
  /** Most members an entity may have; joins beyond it (force-add, increments, new owners) are a 409. Default 1,000,000. */
  maxMembersPerEntity?: number
  /** Most addresses one force-add (row 9) may carry. Default 1,000. */
  maxForceAdd?: number
  /** Registrations (row 25) one client address may make per minute; `false` turns the limit off. Default 60. */
  registrationsPerMinute?: number | false
}

/** The limits with every default filled in. */
export type ResolvedLimits = Required<SandboxLimits>

/** How deep a JSON body may nest (the body object itself is depth 1). */
export const maxJsonDepth = 32
/** Most characters (UTF-16 code units) of any string in a body or query parameter. */
export const maxStringLength = 10_000
/** Most items of any list in a body. */
export const maxListLength = 10_000
/** Counters stay integers JavaScript (and JSON) holds exactly: |counter| ≤ 2^53 − 1. */
export const maxCounter = Number.MAX_SAFE_INTEGER

/** Fills in the default limits. */
export function resolveLimits(limits: SandboxLimits = {}): ResolvedLimits {
  return {
    maxMembersPerEntity: limits.maxMembersPerEntity ?? 1_000_000,
    maxForceAdd: limits.maxForceAdd ?? 1_000,
    registrationsPerMinute: limits.registrationsPerMinute ?? 60,
  }
}

/**
 * Checks a parsed JSON body against the size limits without recursion (a deep body cannot overflow the stack):
 * depth, string lengths, list lengths. A 400 names the first field that breaks one.
 */
export function checkJsonLimits(body: unknown): void {
  const stack: [value: unknown, path: string, depth: number][] = [[body, '', 1]]
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!
    const where = path === '' ? 'the body' : path
    if (typeof value === 'string') {
      if (value.length > maxStringLength) throw new SandboxError(400, `${where} must be at most ${maxStringLength} characters long`)
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    if (depth > maxJsonDepth) throw new SandboxError(400, `the body nests deeper than ${maxJsonDepth} levels (at ${where})`)
    if (Array.isArray(value)) {
      if (value.length > maxListLength) throw new SandboxError(400, `${where} must have at most ${maxListLength} items`)
      value.forEach((item, index) => stack.push([item, `${path}[${index}]`, depth + 1]))
    } else {
      for (const [key, item] of Object.entries(value)) {
        if (key.length > maxStringLength) throw new SandboxError(400, `a field name in ${where} is longer than ${maxStringLength} characters`)
        stack.push([item, path === '' ? key : `${path}.${key}`, depth + 1])
      }
    }
  }
}
