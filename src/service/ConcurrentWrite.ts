/**
 * Thrown by a store when another write got to the same record first in a way a command cannot answer on its own
 * (two writes with one Idempotency-Key at once): the executor runs the command again, once, from the start.
 */
export class ConcurrentWrite extends Error {
  override readonly name = 'ConcurrentWrite'
}
