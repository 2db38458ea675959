import { forbiddenCharacter } from '../../core/schemas/forbiddenCharacter.js'

/**
 * The first string of an input (at any depth, keys included) that no field may hold, even a long one: where it is (a
 * dot path, '' for the input itself) and why. What the stores cannot all hold is refused before any schema looks.
 */
export function forbiddenText(value: unknown, path = ''): { path: string; reason: string } | undefined {
  if (typeof value === 'string') {
    const reason = forbiddenCharacter(value, true)
    return reason === undefined ? undefined : { path, reason }
  }
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    const keyReason = forbiddenCharacter(key)
    // Named by where the key is, not by the key itself (which would carry the character into the message).
    if (keyReason !== undefined) return { path, reason: `keys ${keyReason}` }
    const found = forbiddenText(item, path === '' ? key : `${path}.${key}`)
    if (found) return found
  }
  return undefined
}
