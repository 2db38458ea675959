import type pg from 'pg'
import type { EventListening } from './createSqlStore.js'
import { eventsChannel } from './outbox.js'

/** How long a lost listening connection waits before it connects again. */
const reconnectMs = 1_000

/**
 * PostgreSQL: one connection of its own (outside the pool, which it would hold forever) that `LISTEN`s to the
 * channel every transaction writing events notifies at its commit, so this process's streams learn of another
 * process's events at once. A lost connection connects again after a second and tells `null` (look at every
 * entity: notifications may have been missed meanwhile).
 */
export function listenForEvents(driver: typeof pg, connectionString: string, onError?: (error: Error) => void): EventListening {
  return async (told) => {
    let client: pg.Client | undefined
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const connect = async (): Promise<void> => {
      const next = new driver.Client({ connectionString })
      next.on('notification', (message) => {
        if (message.channel === eventsChannel) told(message.payload ?? null)
      })
      next.on('error', (error) => {
        onError?.(error)
        lost(next)
      })
      next.on('end', () => lost(next))
      client = next
      await next.connect()
      await next.query(`listen ${eventsChannel}`)
    }
    const lost = (which: pg.Client) => {
      if (stopped || client !== which || retry) return
      client = undefined
      void which.end().catch(() => undefined)
      retry = setTimeout(() => {
        retry = undefined
        connect().then(
          () => told(null),
          (error: unknown) => {
            onError?.(error instanceof Error ? error : new Error(String(error)))
            if (client) lost(client)
          },
        )
      }, reconnectMs)
      retry.unref()
    }
    await connect().catch((error: unknown) => {
      onError?.(error instanceof Error ? error : new Error(String(error)))
      if (client) lost(client)
    })
    return async () => {
      stopped = true
      if (retry) clearTimeout(retry)
      await client?.end().catch(() => undefined)
    }
  }
}
