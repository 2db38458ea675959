/**
 * A webhook as the store keeps it. `secret` signs deliveries (it cannot be hashed: it is needed to sign), kept in
 * the store and never shown again once answered; `previousSecret` signs too until `previousSecretUntil` (a rotation).
 * `cursor` is the id of the last event of the entity turned into deliveries; `failingSince` when the endpoint started
 * failing (null while it answers 2xx).
 */
export type WebhookRecord = {
  id: string
  entityId: string
  url: string
  /** The event types it asked for; empty for all. */
  events: string[]
  description: string
  secret: string
  previousSecret: string | null
  previousSecretUntil: string | null
  createdAt: string
  disabledAt: string | null
  disabledReason: string | null
  cursor: number
  failingSince: string | null
}

/** Where a delivery stands: to be tried (again), answered with a 2xx, or given up. */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed'

/**
 * One event's delivery to one webhook, as the store keeps it: the body sent on every attempt (the same bytes, under
 * the same `messageId`, the `webhook-id` header), and what the last attempt got.
 */
export type DeliveryRecord = {
  id: string
  webhookId: string
  eventId: number
  type: string
  messageId: string
  body: string
  status: DeliveryStatus
  attempts: number
  /** When the next attempt is due (ISO 8601); null once delivered or failed. */
  nextAttemptAt: string | null
  lastAttemptAt: string | null
  responseCode: number | null
  durationMs: number | null
  error: string | null
  createdAt: string
}

/** What a delivery's attempt may change of it. */
export type DeliveryChanges = Partial<Omit<DeliveryRecord, 'id' | 'webhookId' | 'eventId' | 'type' | 'messageId' | 'body' | 'createdAt'>>

/** What may change of a webhook. */
export type WebhookChanges = Partial<Omit<WebhookRecord, 'id' | 'entityId' | 'createdAt'>>

/**
 * The webhooks' part of a store's transaction (docs/api.md, "Webhooks"). The dispatcher's claims
 * (`claimWebhooks`, `claimDeliveries`) take rows no other transaction holds (PostgreSQL's `FOR UPDATE SKIP LOCKED`;
 * SQLite and the memory store run one write at a time), so two processes never work on the same row at once.
 */
export interface WebhookTransaction {
  /** An entity's webhooks, oldest first, disabled ones included. */
  webhooks(entityId: string): Promise<WebhookRecord[]>
  /** A webhook by its id. */
  webhook(id: string): Promise<WebhookRecord | undefined>
  /** Keeps a new webhook (its id given). */
  createWebhook(hook: WebhookRecord): Promise<void>
  updateWebhook(id: string, changes: WebhookChanges): Promise<void>
  /** Removes a webhook and its deliveries. */
  deleteWebhook(id: string): Promise<void>
  /** The id of the entity's latest event (0 for none): where a new webhook starts. */
  latestEventId(entityId: string): Promise<number>
  /**
   * Enabled webhooks with an id after `after` ('' for the first), by id, that no other transaction holds, held by this
   * one until it ends, at most `limit`.
   */
  claimWebhooks(after: string, limit: number): Promise<WebhookRecord[]>
  /** Adds deliveries (the store gives their ids); one already there for the same webhook and event is left as it is. */
  addDeliveries(deliveries: readonly Omit<DeliveryRecord, 'id'>[]): Promise<void>
  /**
   * Pending deliveries of enabled webhooks due at `now` (ISO 8601) that no other transaction holds, soonest first, at
   * most `limit`, held by this one until it ends.
   */
  claimDeliveries(now: string, limit: number): Promise<DeliveryRecord[]>
  updateDelivery(id: string, changes: DeliveryChanges): Promise<void>
  /** A webhook's deliveries, newest first, at most `limit`. */
  deliveries(webhookId: string, limit: number): Promise<DeliveryRecord[]>
  /** One delivery of a webhook. */
  delivery(webhookId: string, deliveryId: string): Promise<DeliveryRecord | undefined>
  /** Removes up to `limit` deliveries made before `before` (ISO 8601) that are no longer pending. */
  pruneDeliveries(before: string, limit: number): Promise<void>
}
