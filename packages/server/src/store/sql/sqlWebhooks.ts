import type { Kysely, Selectable } from 'kysely'
import type { DeliveryChanges, DeliveryRecord, DeliveryStatus, WebhookChanges, WebhookRecord, WebhookTransaction } from '../../engagekit.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import type { SqlDialect } from './SqlDialect.js'

type Db = Kysely<DatabaseSchema>

const hookFromRow = (row: Selectable<DatabaseSchema['webhooks']>): WebhookRecord => ({
  id: row.id,
  entityId: row.entity_id,
  url: row.url,
  events: JSON.parse(row.events) as string[],
  description: row.description,
  secret: row.secret,
  previousSecret: row.previous_secret,
  previousSecretUntil: row.previous_secret_until,
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
  disabledReason: row.disabled_reason,
  // PostgreSQL's bigint arrives as text.
  cursor: Number(row.cursor),
  failingSince: row.failing_since,
})

const deliveryFromRow = (row: Selectable<DatabaseSchema['webhook_deliveries']>): DeliveryRecord => ({
  id: String(row.id),
  webhookId: row.webhook_id,
  eventId: Number(row.event_id),
  type: row.type,
  messageId: row.message_id,
  body: row.body,
  status: row.status as DeliveryStatus,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastAttemptAt: row.last_attempt_at,
  responseCode: row.response_code,
  durationMs: row.duration_ms,
  error: row.error,
  createdAt: row.created_at,
})

const hookColumns = (changes: WebhookChanges) => ({
  ...(changes.url !== undefined && { url: changes.url }),
  ...(changes.events !== undefined && { events: JSON.stringify(changes.events) }),
  ...(changes.description !== undefined && { description: changes.description }),
  ...(changes.secret !== undefined && { secret: changes.secret }),
  ...(changes.previousSecret !== undefined && { previous_secret: changes.previousSecret }),
  ...(changes.previousSecretUntil !== undefined && { previous_secret_until: changes.previousSecretUntil }),
  ...(changes.disabledAt !== undefined && { disabled_at: changes.disabledAt }),
  ...(changes.disabledReason !== undefined && { disabled_reason: changes.disabledReason }),
  ...(changes.cursor !== undefined && { cursor: changes.cursor }),
  ...(changes.failingSince !== undefined && { failing_since: changes.failingSince }),
})

const deliveryColumns = (changes: DeliveryChanges) => ({
  ...(changes.status !== undefined && { status: changes.status }),
  ...(changes.attempts !== undefined && { attempts: changes.attempts }),
  ...(changes.nextAttemptAt !== undefined && { next_attempt_at: changes.nextAttemptAt }),
  ...(changes.lastAttemptAt !== undefined && { last_attempt_at: changes.lastAttemptAt }),
  ...(changes.responseCode !== undefined && { response_code: changes.responseCode }),
  ...(changes.durationMs !== undefined && { duration_ms: changes.durationMs }),
  ...(changes.error !== undefined && { error: changes.error }),
})

/**
 * The webhooks' part of a SQL transaction: `read()` where reads go, `write()` the transaction's connection (begun on
 * first use). The claims lock what they return with `FOR UPDATE SKIP LOCKED` on PostgreSQL, so another process's
 * claim passes those rows by; SQLite runs one write transaction at a time.
 */
export function sqlWebhookTransaction(read: () => Db, write: () => Promise<Db>, dialect: SqlDialect): WebhookTransaction {
  const postgres = dialect === 'postgres'
  return {
    async webhooks(entityId) {
      const rows = await read().selectFrom('webhooks').selectAll().where('entity_id', '=', entityId).orderBy('created_at').orderBy('id').execute()
      return rows.map(hookFromRow)
    },
    async webhook(id) {
      const row = await read().selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst()
      return row && hookFromRow(row)
    },
    async createWebhook(hook) {
      const db = await write()
      await db
        .insertInto('webhooks')
        .values({
          id: hook.id,
          entity_id: hook.entityId,
          url: hook.url,
          events: JSON.stringify(hook.events),
          description: hook.description,
          secret: hook.secret,
          previous_secret: hook.previousSecret,
          previous_secret_until: hook.previousSecretUntil,
          created_at: hook.createdAt,
          disabled_at: hook.disabledAt,
          disabled_reason: hook.disabledReason,
          cursor: hook.cursor,
          failing_since: hook.failingSince,
        })
        .execute()
    },
    async updateWebhook(id, changes) {
      const columns = hookColumns(changes)
      if (Object.keys(columns).length === 0) return
      const db = await write()
      await db.updateTable('webhooks').set(columns).where('id', '=', id).execute()
    },
    async deleteWebhook(id) {
      const db = await write()
      await db.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute()
      await db.deleteFrom('webhooks').where('id', '=', id).execute()
    },
    async latestEventId(entityId) {
      const row = await read().selectFrom('outbox').select('id').where('entity_id', '=', entityId).orderBy('id', 'desc').limit(1).executeTakeFirst()
      return row ? Number(row.id) : 0
    },
    async claimWebhooks(after, limit) {
      const db = await write()
      let query = db.selectFrom('webhooks').selectAll().where('disabled_at', 'is', null).where('id', '>', after).orderBy('id').limit(limit)
      if (postgres) query = query.forUpdate().skipLocked()
      return (await query.execute()).map(hookFromRow)
    },
    async addDeliveries(drafts) {
      if (drafts.length === 0) return
      const db = await write()
      const rows = drafts.map((draft) => ({
        webhook_id: draft.webhookId,
        event_id: draft.eventId,
        type: draft.type,
        message_id: draft.messageId,
        body: draft.body,
        status: draft.status,
        attempts: draft.attempts,
        next_attempt_at: draft.nextAttemptAt,
        last_attempt_at: draft.lastAttemptAt,
        response_code: draft.responseCode,
        duration_ms: draft.durationMs,
        error: draft.error,
        created_at: draft.createdAt,
      }))
      for (let start = 0; start < rows.length; start += 200) {
        await db
          .insertInto('webhook_deliveries')
          .values(rows.slice(start, start + 200))
          .onConflict((conflict) => conflict.columns(['webhook_id', 'event_id']).doNothing())
          .execute()
      }
    },
    async claimDeliveries(now, limit) {
      const db = await write()
      let query = db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where('webhook_id', 'in', (eb) => eb.selectFrom('webhooks').select('webhooks.id').where('webhooks.disabled_at', 'is', null))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
      if (postgres) query = query.forUpdate().skipLocked()
      return (await query.execute()).map(deliveryFromRow)
    },
    async updateDelivery(id, changes) {
      const columns = deliveryColumns(changes)
      if (Object.keys(columns).length === 0) return
      const db = await write()
      await db.updateTable('webhook_deliveries').set(columns).where('id', '=', Number(id)).execute()
    },
    async deliveries(webhookId, limit) {
      const rows = await read().selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('id', 'desc').limit(limit).execute()
      return rows.map(deliveryFromRow)
    },
    async pruneDeliveries(before, limit) {
      const db = await write()
      await db
        .deleteFrom('webhook_deliveries')
        .where('id', 'in', (eb) => eb.selectFrom('webhook_deliveries').select('id').where('status', '!=', 'pending').where('created_at', '<', before).orderBy('id').limit(limit))
        .execute()
    },
    async delivery(webhookId, deliveryId) {
      if (!/^\d{1,15}$/.test(deliveryId)) return undefined
      const row = await read().selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).where('id', '=', Number(deliveryId)).executeTakeFirst()
      return row && deliveryFromRow(row)
    },
  }
}
