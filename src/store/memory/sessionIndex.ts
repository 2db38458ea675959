import type { ServiceState, User } from '../../service/state.js'

// Session key → address, built on first use for each users table; a miss or a stale hit falls back to a scan, so
// changes made to `state` directly (tests) and registrations taken back are still seen right.
const indexes = new WeakMap<object, Map<string, string>>()

const holds = (user: User | undefined, key: string): boolean => user?.sessions !== undefined && Object.hasOwn(user.sessions, key)

/** The user with a session stored under this key (the hash of a signature), if any. */
export function userBySessionKey(state: ServiceState, key: string): User | undefined {
  let index = indexes.get(state.users)
  if (!index) {
    index = new Map()
    for (const user of Object.values(state.users)) for (const known of Object.keys(user.sessions ?? {})) index.set(known, user.address)
    indexes.set(state.users, index)
  }
  const indexed = index.get(key)
  const user = indexed === undefined || !Object.hasOwn(state.users, indexed) ? undefined : state.users[indexed]
  if (holds(user, key)) return user
  const found = Object.values(state.users).find((candidate) => holds(candidate, key))
  if (found) index.set(key, found.address)
  return found
}
