import type { SandboxState, SandboxUser } from '../../service/state.js'

// Signature → address, built on first use for each users table; a miss or a stale hit falls back to a scan, so
// changes made to `state` directly (tests) and registrations taken back are still seen right.
const indexes = new WeakMap<object, Map<string, string>>()

/** The user who registered this (canonical) signature, if any. */
export function userBySignature(state: SandboxState, signature: string): SandboxUser | undefined {
  let index = indexes.get(state.users)
  if (!index) {
    index = new Map()
    for (const user of Object.values(state.users)) for (const known of user.signatures) index.set(known, user.address)
    indexes.set(state.users, index)
  }
  const indexed = index.get(signature)
  const user = indexed === undefined || !Object.hasOwn(state.users, indexed) ? undefined : state.users[indexed]
  if (user?.signatures.includes(signature)) return user
  const found = Object.values(state.users).find((candidate) => candidate.signatures.includes(signature))
  if (found) index.set(signature, found.address)
  return found
}
