import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { apiKeyCreateSchema, createdApiKeySchema } from '../schemas/apiKey.js'

/** Parameters of {@link createApiKey}: the entity and a name for the key. */
export type CreateApiKeyParameters = EndpointParameters<typeof createApiKeyEndpoint>
/** What {@link createApiKey} resolves to: `data.key` is the key, shown this once. */
export type CreateApiKeyReturnType = EndpointReturnType<typeof createApiKeyEndpoint>

/**
 * The definition of {@link createApiKey}, from which its client method, query options and service route are made.
 * @extension 3
 * @hookDoc Creates an API key for servers and bots (owners only; an engagekit extension): the key is in the result this once.
 */
export const createApiKeyEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'createApiKey',
  method: 'POST',
  input: apiKeyCreateSchema.entries,
  path: 'entities/:entityId/api-keys',
  reply: createdApiKeySchema,
})

/**
 * Creates an API key for servers and bots (an engagekit extension; owners only). The key, sent as
 * `Authorization: Bearer <key>`, reads the entity and increments its counters; it is shown this once.
 */
export const createApiKey = /* @__PURE__ */ defineAction(createApiKeyEndpoint)
