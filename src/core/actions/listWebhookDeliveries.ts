import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { webhookDeliverySchema } from '../schemas/webhook.js'

/** Parameters of {@link listWebhookDeliveries}. */
export type ListWebhookDeliveriesParameters = EndpointParameters<typeof listWebhookDeliveriesEndpoint>
/** What {@link listWebhookDeliveries} resolves to: the webhook's recent deliveries, newest first. */
export type ListWebhookDeliveriesReturnType = EndpointReturnType<typeof listWebhookDeliveriesEndpoint>

/**
 * The definition of {@link listWebhookDeliveries}, from which its client method, query options and service route are made.
 * @extension 13
 */
export const listWebhookDeliveriesEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'listWebhookDeliveries',
  method: 'GET',
  path: 'entities/:entityId/webhooks/:hookId/deliveries',
  reply: v.array(webhookDeliverySchema),
})

/**
 * Lists a webhook's 100 most recent deliveries, newest first: the event, the status, the attempts, the last response
 * code and duration, and when the next attempt is due (an engagekit extension; owners only).
 */
export const listWebhookDeliveries = /* @__PURE__ */ defineAction(listWebhookDeliveriesEndpoint)
