import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { apiKeySchema } from '../schemas/apiKey.js'

/** Parameters of {@link listApiKeys}. */
export type ListApiKeysParameters = EndpointParameters<typeof listApiKeysEndpoint>
/** What {@link listApiKeys} resolves to: the keys in use, never the keys themselves. */
export type ListApiKeysReturnType = EndpointReturnType<typeof listApiKeysEndpoint>

/**
 * The definition of {@link listApiKeys}, from which its client method, query options and service route are made.
 * @extension 4
 */
export const listApiKeysEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'listApiKeys',
  method: 'GET',
  path: 'entities/:entityId/api-keys',
  reply: v.array(apiKeySchema),
})

/** Lists an entity's API keys in use (an engagekit extension; owners only). */
export const listApiKeys = /* @__PURE__ */ defineAction(listApiKeysEndpoint)
