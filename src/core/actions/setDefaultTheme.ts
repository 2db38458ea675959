import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { entitySchema, type Entity } from '../schemas/entity.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link setDefaultTheme}. */
export type SetDefaultThemeParameters = { entityId: string; themeId: string }
/** What {@link setDefaultTheme} resolves to: `data` is the updated entity when the service sends it. */
export type SetDefaultThemeReturnType = WriteResult<Entity>

const parameters = v.object({ entityId: idSchema, themeId: idSchema })

/** Sets the theme a new member of the entity starts with (row 16; admins and owners). */
export async function setDefaultTheme(transport: Transport, params: SetDefaultThemeParameters, options?: CallOptions): Promise<SetDefaultThemeReturnType> {
  const { entityId, themeId } = validateInput('setDefaultTheme', parameters, params)
  return transport.write(
    { endpoint: 'setDefaultTheme', method: 'POST', path: ['api', 'entities', entityId, 'themes', 'default'], body: { themeId }, auth: 'required' },
    entitySchema,
    options,
  )
}
