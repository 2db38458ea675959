import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link deleteApiKey}. */
export type DeleteApiKeyParameters = { entityId: string; keyId: string }
/** What {@link deleteApiKey} resolves to. */
export type DeleteApiKeyReturnType = WriteResult<never>

/** The definition of {@link deleteApiKey}, from which its client method, query options and service route are made. */
export const deleteApiKeyEndpoint: Endpoint = {
  name: 'deleteApiKey',
  path: 'entities/:entityId/api-keys/:keyId/delete',
}

/** Revokes an API key at once, in every process of the service (an engagekit extension; owners only). */
export const deleteApiKey = /* @__PURE__ */ defineAction<DeleteApiKeyParameters, DeleteApiKeyReturnType>(deleteApiKeyEndpoint)
