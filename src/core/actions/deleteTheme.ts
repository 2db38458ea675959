import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link deleteTheme}. */
export type DeleteThemeParameters = { entityId: string; themeId: string }
/** What {@link deleteTheme} resolves to. */
export type DeleteThemeReturnType = WriteResult<never>

const parameters = v.object({ entityId: idSchema, themeId: idSchema })

/** Deletes a theme (row 15; admins and owners). The path has no `entities` segment, as the spec writes it. */
export async function deleteTheme(transport: Transport, params: DeleteThemeParameters, options?: CallOptions): Promise<DeleteThemeReturnType> {
  const { entityId, themeId } = validateInput('deleteTheme', parameters, params)
  return transport.write(
    { endpoint: 'deleteTheme', method: 'POST', path: ['api', entityId, 'themes', themeId, 'delete'], auth: 'required' },
    undefined,
    options,
  )
}
