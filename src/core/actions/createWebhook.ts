import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { createdWebhookSchema, webhookCreateSchema } from '../schemas/webhook.js'

/** Parameters of {@link createWebhook}: the entity, the URL, the event types (all when left out) and a description. */
export type CreateWebhookParameters = EndpointParameters<typeof createWebhookEndpoint>
/** What {@link createWebhook} resolves to: `data.secret` is the signing secret (`whsec_…`), shown this once. */
export type CreateWebhookReturnType = EndpointReturnType<typeof createWebhookEndpoint>

/**
 * The definition of {@link createWebhook}, from which its client method, mutation options and service route are made.
 * @extension 9
 * @invalidates listWebhooks
 * @hookDoc Adds a webhook (owners only; an engagekit extension): the service POSTs the entity's events to the URL,
 * signed as Standard Webhooks says. The secret is in the result this once.
 */
export const createWebhookEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'createWebhook',
  method: 'POST',
  input: webhookCreateSchema.entries,
  path: 'entities/:entityId/webhooks',
  reply: createdWebhookSchema,
})

/**
 * Adds a webhook (an engagekit extension; owners only): the service POSTs each of the entity's events of the types
 * asked for (all when none are named) to `url`, signed with the secret in the answer (`whsec_…`, shown this once) as
 * Standard Webhooks says, and tries again on failure. A URL on a loopback, private, link-local or metadata address is
 * refused.
 */
export const createWebhook = /* @__PURE__ */ defineAction(createWebhookEndpoint)
