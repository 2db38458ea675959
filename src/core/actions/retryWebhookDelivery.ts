import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { webhookDeliverySchema } from '../schemas/webhook.js'

/** Parameters of {@link retryWebhookDelivery}. */
export type RetryWebhookDeliveryParameters = EndpointParameters<typeof retryWebhookDeliveryEndpoint>
/** What {@link retryWebhookDelivery} resolves to: the delivery, pending again and due now. */
export type RetryWebhookDeliveryReturnType = EndpointReturnType<typeof retryWebhookDeliveryEndpoint>

/**
 * The definition of {@link retryWebhookDelivery}, from which its client method, mutation options and service route are made.
 * @extension 14
 * @invalidates listWebhookDeliveries
 */
export const retryWebhookDeliveryEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'retryWebhookDelivery',
  method: 'POST',
  path: 'entities/:entityId/webhooks/:hookId/deliveries/:deliveryId/retry',
  reply: webhookDeliverySchema,
})

/**
 * Sends a delivery again, now, with the same `webhook-id`, whatever its status: a failed one gets a new schedule of
 * attempts (an engagekit extension; owners only). The webhook is enabled again if the service had disabled it.
 */
export const retryWebhookDelivery = /* @__PURE__ */ defineAction(retryWebhookDeliveryEndpoint)
