import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { createdWebhookSchema } from '../schemas/webhook.js'

/** Parameters of {@link rotateWebhookSecret}. */
export type RotateWebhookSecretParameters = EndpointParameters<typeof rotateWebhookSecretEndpoint>
/** What {@link rotateWebhookSecret} resolves to: `data.secret` is the new secret, shown this once. */
export type RotateWebhookSecretReturnType = EndpointReturnType<typeof rotateWebhookSecretEndpoint>

/**
 * The definition of {@link rotateWebhookSecret}, from which its client method, mutation options and service route are made.
 * @extension 12
 * @invalidates listWebhooks
 */
export const rotateWebhookSecretEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'rotateWebhookSecret',
  method: 'POST',
  path: 'entities/:entityId/webhooks/:hookId/rotate',
  reply: createdWebhookSchema,
})

/**
 * Gives a webhook a new secret, shown this once (an engagekit extension; owners only). For 24 hours each delivery is
 * signed with both the new and the old secret, so a receiver can switch without losing one.
 */
export const rotateWebhookSecret = /* @__PURE__ */ defineAction(rotateWebhookSecretEndpoint)
