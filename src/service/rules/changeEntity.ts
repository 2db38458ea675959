import type { EntityCommandContext } from '../Command.js'
import type { Entity } from '../state.js'
import type { EntityChanges, Transaction } from '../store/Store.js'
import { tellEvents } from './tellEvents.js'

/** Applies changes to the command's entity and writes its `entity.updated` event (the fields that changed, the new `__v`) with them. */
export async function changeEntity(tx: Transaction, context: EntityCommandContext, changes: EntityChanges): Promise<Entity> {
  const { entity: before, now } = context
  const after = await tx.updateEntity(before.id, changes, now)
  const fields = (Object.keys(changes) as (keyof EntityChanges)[]).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
  await tellEvents(tx, context, [{ type: 'entity.updated', entityId: after.id, at: now, subject: null, audience: 'entity', data: { fields, version: after.__v } }])
  return after
}
