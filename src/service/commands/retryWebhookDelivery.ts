import { defineCommand } from '../Command.js'
import { ServiceError } from '../ServiceError.js'
import { deliveryView, pathWebhook } from '../webhooks/webhookViews.js'

/**
 * Sends a delivery again (owners only), now, under the same `webhook-id`: pending and due at once, with the attempts
 * counted from 0 again. A webhook the service disabled is enabled again, its failures forgotten.
 */
export const retryWebhookDeliveryCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input: (raw) => ({ hookId: raw.params['hookId'] ?? '', deliveryId: raw.params['deliveryId'] ?? '' }),
  async run(tx, { entity, now }, { hookId, deliveryId }) {
    const hook = await pathWebhook(tx, entity.id, hookId)
    const delivery = await tx.delivery(hook.id, deliveryId)
    if (!delivery) throw new ServiceError('not-found', `delivery ${deliveryId} not found for webhook ${hook.id}`)
    if (hook.disabledAt !== null) await tx.updateWebhook(hook.id, { disabledAt: null, disabledReason: null, failingSince: null })
    const changes = { status: 'pending', attempts: 0, nextAttemptAt: now } as const
    await tx.updateDelivery(delivery.id, changes)
    return deliveryView({ ...delivery, ...changes })
  },
})
