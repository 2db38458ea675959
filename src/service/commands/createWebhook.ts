import { engagementEventTypes } from '../../core/schemas/events.js'
import { webhookCreateSchema } from '../../core/schemas/webhook.js'
import { defineCommand } from '../Command.js'
import { parseInput } from '../rules/parseInput.js'
import { ServiceError } from '../ServiceError.js'
import { forbiddenTarget } from '../webhooks/forbiddenAddress.js'
import { newWebhookSecret } from '../webhooks/webhookSecret.js'

/** Whether a URL is one a webhook may be sent to: absolute http(s), without a user, a password or a fragment. */
function webhookUrlForm(text: string): boolean {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '' && url.hash === ''
}

/** Most webhooks an entity may have. */
export const maxWebhooksPerEntity = 20

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * A webhook (owners only): the entity's events from now on, of the types asked for (all when none), POSTed to the
 * URL and signed with a new secret, in the answer this once. A URL on a loopback, private, link-local or metadata
 * address is refused unless the service allows them (`webhooksAllowPrivate`).
 */
export const createWebhookCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input(raw, context) {
    const input = parseInput(webhookCreateSchema, raw.body())
    if (!webhookUrlForm(input.url)) throw new ServiceError('invalid-input', 'url must be an http(s) URL without a user, a password or a fragment', { field: 'url' })
    if ((input.description ?? '').length > 500) throw new ServiceError('invalid-input', 'description is too long', { field: 'description' })
    const unknown = (input.events ?? []).findIndex((type) => !engagementEventTypes.includes(type))
    if (unknown !== -1) throw new ServiceError('invalid-input', `events.${unknown} must be one of ${engagementEventTypes.join(', ')}`, { field: `events.${unknown}` })
    const forbidden = context.limits.webhooksAllowPrivate ? undefined : forbiddenTarget(input.url)
    if (forbidden) throw new ServiceError('invalid-input', `url ${forbidden}`, { field: 'url' })
    return input
  },
  async run(tx, { entity, now, random }, input) {
    const hooks = await tx.webhooks(entity.id)
    if (hooks.length >= maxWebhooksPerEntity) throw new ServiceError('conflict', `an entity may have at most ${maxWebhooksPerEntity} webhooks: delete one first`)
    const secret = newWebhookSecret(random)
    const events = [...new Set(input.events ?? [])]
    const id = `wh_${hex(random(12))}`
    await tx.createWebhook({
      id,
      entityId: entity.id,
      url: input.url,
      events,
      description: input.description ?? '',
      secret,
      previousSecret: null,
      previousSecretUntil: null,
      createdAt: now,
      disabledAt: null,
      disabledReason: null,
      cursor: await tx.latestEventId(entity.id),
      failingSince: null,
    })
    return { id, url: input.url, events, secret }
  },
})
