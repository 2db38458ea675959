import { webhookCreateSchema } from '../../core/schemas/webhook.js'
import { defineCommand } from '../Command.js'
import { parseInput } from '../rules/parseInput.js'
import { ServiceError } from '../ServiceError.js'
import { forbiddenTarget } from '../webhooks/forbiddenAddress.js'
import { newWebhookSecret } from '../webhooks/webhookSecret.js'

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
