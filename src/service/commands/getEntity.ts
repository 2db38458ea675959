import { defineCommand } from '../Command.js'

/**
 * Row 6: an entity. One that is not public reaches only its members, admins, owners and API keys (anyone else gets
 * 'not-found' before this runs, see findEntity).
 */
export const getEntityCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  input: () => undefined,
  run: async (_tx, { entity }) => entity,
})
