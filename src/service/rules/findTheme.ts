import { ServiceError } from '../ServiceError.js'
import type { Theme } from '../state.js'
import type { Transaction } from '../store/Store.js'

/** The entity's theme with this id: 'not-found' when there is none. */
export async function findTheme(tx: Transaction, entityId: string, themeId: string): Promise<Theme> {
  const theme = (await tx.themes(entityId)).find((candidate) => candidate.id === themeId)
  if (!theme) throw new ServiceError('not-found', `theme ${themeId} not found in entity ${entityId}`)
  return theme
}
