import { defineCommand } from '../Command.js'

/** The entity's API keys in use (owners only), oldest first: never the keys, their first characters. */
export const listApiKeysCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input: () => undefined,
  async run(tx, { entity }) {
    return (await tx.apiKeys(entity.id))
      .filter((key) => key.revokedAt === null)
      .map(({ id, name, prefix, createdAt, lastUsedAt }) => ({ id, name, prefix, createdAt, lastUsedAt }))
  },
})
