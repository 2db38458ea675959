import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { apiKeySchema, type ApiKey } from '../schemas/apiKey.js'

/** Parameters of {@link listApiKeys}. */
export type ListApiKeysParameters = { entityId: string }
/** What {@link listApiKeys} resolves to: the keys in use, never the keys themselves. */
export type ListApiKeysReturnType = ApiKey[]

/** The definition of {@link listApiKeys}, from which its client method, query options and service route are made. */
export const listApiKeysEndpoint: Endpoint = {
  name: 'listApiKeys',
  path: 'entities/:entityId/api-keys',
  read: { schema: v.array(apiKeySchema) },
}

/** Lists an entity's API keys in use (an engagekit extension; owners only). */
export const listApiKeys = /* @__PURE__ */ defineAction<ListApiKeysParameters, ListApiKeysReturnType>(listApiKeysEndpoint)
