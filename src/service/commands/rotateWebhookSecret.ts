import { defineCommand } from '../Command.js'
import { newWebhookSecret } from '../webhooks/webhookSecret.js'
import { pathWebhook } from '../webhooks/webhookViews.js'

/** How long the secret a rotation replaces still signs: 24 hours. */
export const previousSecretMs = 24 * 3600 * 1000

/**
 * A new secret for a webhook (owners only), in the answer this once; the secret it replaces signs too for 24 hours
 * (each delivery then carries both signatures), so a receiver can switch without missing one.
 */
export const rotateWebhookSecretCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input: (raw) => raw.params['hookId'] ?? '',
  async run(tx, { entity, now, random }, hookId) {
    const hook = await pathWebhook(tx, entity.id, hookId)
    const secret = newWebhookSecret(random)
    const until = new Date(Date.parse(now) + previousSecretMs).toISOString()
    await tx.updateWebhook(hook.id, { secret, previousSecret: hook.secret, previousSecretUntil: until })
    return { id: hook.id, url: hook.url, events: hook.events, secret }
  },
})
