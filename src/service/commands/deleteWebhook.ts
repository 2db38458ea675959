import { defineCommand } from '../Command.js'
import { pathWebhook } from '../webhooks/webhookViews.js'

/** Removes a webhook and its deliveries (owners only): nothing more is sent to it, by any process. */
export const deleteWebhookCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input: (raw) => raw.params['hookId'] ?? '',
  async run(tx, { entity }, hookId) {
    const hook = await pathWebhook(tx, entity.id, hookId)
    await tx.deleteWebhook(hook.id)
  },
})
