import { defineCommand } from '../Command.js'
import { ServiceError } from '../ServiceError.js'

/** Row 6: an entity; one that is not public only with a session. */
export const getEntityCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  input: () => undefined,
  async run(_tx, { entity, caller }) {
    if (!entity.public && caller === null) throw new ServiceError('unauthorized', `entity ${entity.id} is not public: sign in to read it`)
    return entity
  },
})
