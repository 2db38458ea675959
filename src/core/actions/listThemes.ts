import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { themeSchema, type Theme } from '../schemas/theme.js'
import type { CallOptions } from '../types.js'

/** Parameters of {@link listThemes}. */
export type ListThemesParameters = { entityId: string }
/** What {@link listThemes} resolves to. */
export type ListThemesReturnType = Theme[]

const parameters = v.object({ entityId: idSchema })

/** Lists an entity's dynamic NFT themes (row 12; admins and owners). */
export async function listThemes(transport: Transport, params: ListThemesParameters, options?: CallOptions): Promise<ListThemesReturnType> {
  const { entityId } = validateInput('listThemes', parameters, params)
  return transport.read(
    { endpoint: 'listThemes', method: 'GET', path: ['api', 'entities', entityId, 'themes'], auth: 'required' },
    { from: 'data', schema: v.array(themeSchema) },
    options,
  )
}
