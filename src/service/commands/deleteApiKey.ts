import { defineCommand } from '../Command.js'
import { ServiceError } from '../ServiceError.js'

/** Revokes an API key (owners only): refused from the next request on, by every process. */
export const deleteApiKeyCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input: (raw) => raw.params['keyId'] ?? '',
  async run(tx, { entity, now }, keyId) {
    const key = (await tx.apiKeys(entity.id)).find((candidate) => candidate.id === keyId && candidate.revokedAt === null)
    if (!key) throw new ServiceError('not-found', `API key ${keyId} not found in entity ${entity.id}`)
    await tx.revokeApiKey(entity.id, key.id, now)
  },
})
