import type { Webhook, WebhookDelivery } from '../../core/schemas/webhook.js'
import { ServiceError } from '../ServiceError.js'
import type { Transaction } from '../store/Store.js'
import type { DeliveryRecord, WebhookRecord } from '../store/WebhookTransaction.js'

/** A webhook as listed: never its secrets or the dispatcher's bookkeeping. */
export const webhookView = (hook: WebhookRecord): Webhook => ({
  id: hook.id,
  url: hook.url,
  events: [...hook.events],
  description: hook.description,
  createdAt: hook.createdAt,
  disabledAt: hook.disabledAt,
  disabledReason: hook.disabledReason,
})

/** A delivery as listed: never its body or signature. */
export const deliveryView = (delivery: DeliveryRecord): WebhookDelivery => ({
  id: delivery.id,
  messageId: delivery.messageId,
  eventId: delivery.eventId,
  event: delivery.type,
  status: delivery.status,
  attempts: delivery.attempts,
  responseCode: delivery.responseCode,
  durationMs: delivery.durationMs,
  error: delivery.error,
  createdAt: delivery.createdAt,
  lastAttemptAt: delivery.lastAttemptAt,
  nextAttemptAt: delivery.nextAttemptAt,
})

/** The entity's webhook named in the path, or 'not-found' (also for another entity's). */
export async function pathWebhook(tx: Transaction, entityId: string, hookId: string): Promise<WebhookRecord> {
  const hook = hookId === '' ? undefined : await tx.webhook(hookId)
  if (!hook || hook.entityId !== entityId) throw new ServiceError('not-found', `webhook ${hookId} not found in entity ${entityId}`)
  return hook
}
