import { copyState, withoutSessions } from '../../service/snapshot.js'
import type { ServiceState } from '../../service/state.js'
import type { Store, Transaction, WorkOptions } from '../../service/store/Store.js'
import { createRateLimiter } from './createRateLimiter.js'
import { indexAllMembers } from './memberIndex.js'
import { MemoryTransaction } from './MemoryTransaction.js'
import { createMemoryOutbox } from './memoryOutbox.js'

/**
 * The in-memory store: the state tree itself, which stays readable (and, knowingly, writable) as `state`, and its
 * events beside it (not in the tree, so not in a snapshot).
 */
export type MemoryStore = Store & { readonly state: ServiceState }

/**
 * A store over a state tree kept in memory: the sandbox's. Work runs one piece at a time, in order, so a read never
 * sees half a write; a write that throws is undone whole.
 */
export function createMemoryStore(state: ServiceState): MemoryStore {
  indexAllMembers(state)
  const throttle = createRateLimiter()
  const outbox = createMemoryOutbox()
  let queue: Promise<unknown> = Promise.resolve()
  const listeners = new Set<(entityIds: readonly string[] | null) => void>()

  /** Tells the listeners, on a later turn, of the entities whose events a write (now done) added after id `before`. */
  function told(before: number) {
    if (outbox.lastId === before || listeners.size === 0) return
    const found = new Set<string>()
    for (let index = outbox.events.length - 1; index >= 0 && outbox.events[index]!.id > before; index--) found.add(outbox.events[index]!.entityId)
    if (found.size === 0) return
    const entityIds = [...found]
    setTimeout(() => {
      for (const listener of [...listeners]) listener(entityIds)
    }, 0)
  }

  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const turn = queue.then(task)
    queue = turn.catch(() => undefined)
    return turn
  }

  return {
    state,
    run<T>(work: (tx: Transaction) => Promise<T>, { write }: WorkOptions): Promise<T> {
      return inTurn(async () => {
        const undo: (() => void)[] | null = write ? [] : null
        const before = outbox.lastId
        try {
          const result = await work(new MemoryTransaction(state, undo, outbox))
          if (write) told(before)
          return result
        } catch (error) {
          if (undo) for (const step of undo.reverse()) step()
          throw error
        }
      })
    },
    throttle: async (key, perMinute, nowMs, mode) => throttle(key, perMinute, nowMs, mode),
    noteApiKeyUse: (keyId, now) =>
      inTurn(async () => {
        for (const entity of Object.values(state.entities)) {
          const key = entity.apiKeys?.find((candidate) => candidate.id === keyId)
          if (key) key.lastUsedAt = now
        }
      }),
    snapshot: (options = {}) => inTurn(async () => (options.sessions ? copyState(state) : withoutSessions(copyState(state)))),
    subscribeEvents(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    close: async () => undefined,
  }
}
