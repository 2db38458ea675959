import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { themeSchema, themeUpdateSchema, type Theme, type ThemeInput } from '../schemas/theme.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link updateTheme}: the theme and the fields to change. */
export type UpdateThemeParameters = { entityId: string; themeId: string } & Partial<ThemeInput>
/** What {@link updateTheme} resolves to. */
export type UpdateThemeReturnType = WriteResult<Theme>

const parameters = v.object({ entityId: idSchema, themeId: idSchema })

/** Changes fields of a theme (row 14; admins and owners). */
export async function updateTheme(transport: Transport, params: UpdateThemeParameters, options?: CallOptions): Promise<UpdateThemeReturnType> {
  const { entityId, themeId } = validateInput('updateTheme', parameters, params)
  const { entityId: _entityId, themeId: _themeId, ...fields } = params
  const body = validateInput('updateTheme', themeUpdateSchema, fields)
  return transport.write(
    { endpoint: 'updateTheme', method: 'POST', path: ['api', 'entities', entityId, 'themes', themeId, 'update'], body, auth: 'signature' },
    themeSchema,
    options,
  )
}
