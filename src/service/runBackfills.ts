import type { CommandContext } from './Command.js'
import { backfillAchievement } from './rules/backfillAchievement.js'
import type { Store } from './store/Store.js'

/**
 * Carries out every pending backfill (members already past a metric achievement made or lowered get it), one batch
 * per transaction, until none is left. Resumable: where each stopped is stored, so a process that stops halfway
 * leaves the rest to the next run, here or in another process.
 */
export async function runBackfills(store: Store, context: () => Pick<CommandContext, 'now' | 'limits'>): Promise<void> {
  while (await store.run((tx) => backfillAchievement(tx, context()), { write: true })) {
    // One batch per transaction, so increments go on between them.
  }
}

/**
 * Runs {@link runBackfills} in the background, once at a time: a kick while it runs makes it look again when done.
 * Failures go to `onError` (the next kick tries again).
 */
export function backfillRunner(store: Store, context: () => Pick<CommandContext, 'now' | 'limits'>, onError: (error: unknown) => void): { kick(): Promise<void> } {
  let running: Promise<void> | undefined
  let again = false
  return {
    kick() {
      if (running) {
        again = true
        return running
      }
      running = (async () => {
        do {
          again = false
          await runBackfills(store, context)
        } while (again)
      })()
        .catch(onError)
        .finally(() => {
          running = undefined
        })
      return running
    },
  }
}
