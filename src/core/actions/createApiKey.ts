import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { apiKeyCreateSchema, createdApiKeySchema, type CreatedApiKey } from '../schemas/apiKey.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link createApiKey}: the entity and a name for the key. */
export type CreateApiKeyParameters = { entityId: string; name: string }
/** What {@link createApiKey} resolves to: `data.key` is the key, shown this once. */
export type CreateApiKeyReturnType = WriteResult<CreatedApiKey>

/** The definition of {@link createApiKey}, from which its client method, query options and service route are made. */
export const createApiKeyEndpoint: Endpoint = {
  name: 'createApiKey',
  input: apiKeyCreateSchema.entries,
  path: 'entities/:entityId/api-keys',
  data: createdApiKeySchema,
}

/**
 * Creates an API key for servers and bots (an engagekit extension; owners only). The key, sent as
 * `Authorization: Bearer <key>`, reads the entity and increments its counters; it is shown this once.
 */
export const createApiKey = /* @__PURE__ */ defineAction<CreateApiKeyParameters, CreateApiKeyReturnType>(createApiKeyEndpoint)
