import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'

/** Parameters of {@link deleteWebhook}. */
export type DeleteWebhookParameters = EndpointParameters<typeof deleteWebhookEndpoint>
/** What {@link deleteWebhook} resolves to. */
export type DeleteWebhookReturnType = EndpointReturnType<typeof deleteWebhookEndpoint>

/**
 * The definition of {@link deleteWebhook}, from which its client method, mutation options and service route are made.
 * @extension 11
 * @invalidates listWebhooks
 */
export const deleteWebhookEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'deleteWebhook',
  method: 'POST',
  path: 'entities/:entityId/webhooks/:hookId/delete',
})

/** Removes a webhook and its pending deliveries: nothing more is sent to it (an engagekit extension; owners only). */
export const deleteWebhook = /* @__PURE__ */ defineAction(deleteWebhookEndpoint)
