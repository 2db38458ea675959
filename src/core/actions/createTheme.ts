import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { themeCreateSchema, themeSchema, type Theme, type ThemeInput } from '../schemas/theme.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link createTheme}: the entity and the theme fields of spec 2.5. */
export type CreateThemeParameters = { entityId: string } & ThemeInput
/** What {@link createTheme} resolves to: `data` is the new theme, with its id, when the service sends it. */
export type CreateThemeReturnType = WriteResult<Theme>

const parameters = v.object({ entityId: idSchema, ...themeCreateSchema.entries })

/** Creates a dynamic NFT theme (row 13; admins and owners). */
export async function createTheme(transport: Transport, params: CreateThemeParameters, options?: CallOptions): Promise<CreateThemeReturnType> {
  const { entityId, ...body } = validateInput('createTheme', parameters, params)
  return transport.write(
    { endpoint: 'createTheme', method: 'POST', path: ['api', 'entities', entityId, 'themes'], body, auth: 'required' },
    themeSchema,
    options,
  )
}
