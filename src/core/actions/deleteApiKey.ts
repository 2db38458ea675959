import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'

/** Parameters of {@link deleteApiKey}. */
export type DeleteApiKeyParameters = EndpointParameters<typeof deleteApiKeyEndpoint>
/** What {@link deleteApiKey} resolves to. */
export type DeleteApiKeyReturnType = EndpointReturnType<typeof deleteApiKeyEndpoint>

/**
 * The definition of {@link deleteApiKey}, from which its client method, query options and service route are made.
 * @extension 5
 */
export const deleteApiKeyEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'deleteApiKey',
  method: 'POST',
  path: 'entities/:entityId/api-keys/:keyId/delete',
})

/** Revokes an API key at once, in every process of the service (an engagekit extension; owners only). */
export const deleteApiKey = /* @__PURE__ */ defineAction(deleteApiKeyEndpoint)
