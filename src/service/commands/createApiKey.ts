import { apiKeyCreateSchema } from '../../core/schemas/apiKey.js'
import { hashApiKey } from '../auth/hashApiKey.js'
import { defineCommand } from '../Command.js'
import type { RandomSource } from '../RandomSource.js'
import { parseInput } from '../rules/parseInput.js'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A new key: `ek_` and 40 random letters and digits (about 238 bits), from the service's secure random source. */
function newKey(random: RandomSource): string {
  let key = 'ek_'
  while (key.length < 43) {
    // 256 is not a multiple of 62: bytes of 248 and above would favour the first letters, so they are left out.
    for (const byte of random(48)) if (byte < 248 && key.length < 43) key += alphabet[byte % 62]
  }
  return key
}

/**
 * An API key for a server or a bot (owners only): it reads the entity and increments its counters. The key is in the
 * answer this once; the store keeps its SHA-256 and its first characters.
 */
export const createApiKeyCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input: (raw) => parseInput(apiKeyCreateSchema, raw.body()).name,
  async run(tx, { entity, now, random }, name) {
    const key = newKey(random)
    const created = await tx.createApiKey({ entityId: entity.id, name, prefix: key.slice(0, 10), hash: hashApiKey(key), createdAt: now })
    return { id: created.id, name: created.name, key }
  },
})
