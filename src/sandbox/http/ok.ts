import type { Reply } from './route.js'

/** The usual success answer: `{ success: true, data }`, or `{ success: true }` without data. */
export function ok(data?: unknown): Reply {
  return { body: data === undefined ? { success: true } : { success: true, data } }
}
