import { defineCommand } from '../Command.js'
import { deliveryView, pathWebhook } from '../webhooks/webhookViews.js'

/** How many deliveries the list shows: the most recent. */
export const listedDeliveries = 100

/** A webhook's recent deliveries (owners only), newest first: what each attempt got and when the next is due. */
export const listWebhookDeliveriesCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input: (raw) => raw.params['hookId'] ?? '',
  async run(tx, { entity }, hookId) {
    const hook = await pathWebhook(tx, entity.id, hookId)
    return (await tx.deliveries(hook.id, listedDeliveries)).map(deliveryView)
  },
})
