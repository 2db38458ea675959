import { defineCommand } from '../Command.js'
import { webhookView } from '../webhooks/webhookViews.js'

/** The entity's webhooks (owners only), oldest first: never their secrets. */
export const listWebhooksCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input: () => undefined,
  async run(tx, { entity }) {
    return (await tx.webhooks(entity.id)).map(webhookView)
  },
})
