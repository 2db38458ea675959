import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { webhookSchema } from '../schemas/webhook.js'

/** Parameters of {@link listWebhooks}. */
export type ListWebhooksParameters = EndpointParameters<typeof listWebhooksEndpoint>
/** What {@link listWebhooks} resolves to: the entity's webhooks, never their secrets. */
export type ListWebhooksReturnType = EndpointReturnType<typeof listWebhooksEndpoint>

/**
 * The definition of {@link listWebhooks}, from which its client method, query options and service route are made.
 * @extension 10
 */
export const listWebhooksEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'listWebhooks',
  method: 'GET',
  path: 'entities/:entityId/webhooks',
  reply: v.array(webhookSchema),
})

/** Lists an entity's webhooks, oldest first, disabled ones included, never their secrets (an engagekit extension; owners only). */
export const listWebhooks = /* @__PURE__ */ defineAction(listWebhooksEndpoint)
