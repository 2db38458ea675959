import { createServiceHandler, type ServiceHandlerOptions } from '../../src/http/createServiceHandler.js'
import { createNodeWebhookSender } from '../../src/http/node/nodeWebhookSender.js'
import { buildSandbox } from '../../src/sandbox/buildSandbox.js'
import { createWebhookDispatcher } from '../../src/service/webhooks/createWebhookDispatcher.js'
import type { Snapshot } from '../../src/service/state.js'
import type { EventDraft, Store, StoredEvent } from '../../src/service/store/Store.js'
import type { SqlStore } from '../../packages/server/src/store/sql/createSqlStore.js'
import { disposeTestStore, openTestStore, reloadStore } from './testDatabase.js'

/** The stores the service's tests run on. */
export type StoreKind = 'memory' | 'sqlite' | 'postgres'

/** The store of this test run: the project's ENGAGEKIT_STORE (vitest.config.ts), the sandbox's memory by default. */
export const storeKind = (process.env['ENGAGEKIT_STORE'] ?? 'memory') as StoreKind

/** The service over one store, as a test drives it. */
export type ServiceUnderTest = {
  readonly kind: StoreKind
  fetch(request: Request): Promise<Response>
  /** Everything stored, as a snapshot: what tests compare before and after a refused write. */
  snapshot(): Promise<Snapshot>
  /** An entity's events (docs/api.md, "Events"), oldest first, after the id `after`. */
  events(entityId: string, after?: number): Promise<StoredEvent[]>
  /** Writes events as a change would (in a transaction of their own): those no request writes yet. */
  tell(events: readonly EventDraft[]): Promise<void>
  /** Empties the store and loads `seed`. */
  reload(seed: Snapshot): Promise<void>
  /** One pass of the webhooks' dispatcher (docs/api.md, "Webhooks") on the service's clock; how many deliveries it attempted. */
  deliverWebhooks(): Promise<number>
  /** The SQL store, on SQLite and PostgreSQL. */
  readonly store: SqlStore | undefined
  close(): Promise<void>
}

/** What a test may set of the service besides its store. */
export type ServiceTestOptions = Pick<ServiceHandlerOptions, 'now' | 'limits' | 'sessionPolicy' | 'allowedOrigins'>

/**
 * The service over a store of `kind`: on memory, the sandbox (`createSandbox`); on SQLite (in memory) and PostgreSQL
 * (a schema of its own), the same handler over a SQL store. Load data with `reload` first.
 */
export async function openServiceUnderTest(kind: StoreKind, options: ServiceTestOptions = {}): Promise<ServiceUnderTest> {
  if (kind === 'memory') {
    const webhookSender = createNodeWebhookSender()
    let sandbox = buildSandbox({ seed: 'empty', ...options, webhookSender })
    return {
      kind,
      fetch: (request) => sandbox.fetch(request),
      snapshot: async () => sandbox.snapshot(),
      events: (entityId, after = 0) => sandbox.events(entityId, after),
      tell: (events) => tellInto(sandbox.store, events),
      async reload(seed) {
        sandbox = buildSandbox({ seed, ...options, webhookSender })
      },
      deliverWebhooks: () => sandbox.deliverWebhooks(),
      store: undefined,
      close: async () => undefined,
    }
  }
  const store = await openTestStore(kind)
  const handler = createServiceHandler({ store, ...options })
  const webhooks = createWebhookDispatcher({ store, send: createNodeWebhookSender(), allowPrivate: options.limits?.webhooksAllowPrivate ?? false, ...(options.now && { now: options.now }) })
  return {
    kind,
    fetch: handler.fetch,
    snapshot: () => store.snapshot({ sessions: true }),
    events: (entityId, after = 0) => store.run((tx) => tx.eventsAfter(entityId, after, 1000), { write: false }),
    tell: (events) => tellInto(store, events),
    async reload(seed) {
      // A backfill an earlier test started (an achievement made) finishes before the tables are emptied under it.
      await handler.backfills()
      await reloadStore(store, seed)
    },
    deliverWebhooks: () => webhooks.runOnce(),
    store,
    close: () => disposeTestStore(store),
  }
}

const tellInto = (store: Store, events: readonly EventDraft[]) => store.run((tx) => tx.appendEvents(events, new Date(0).toISOString()), { write: true })
