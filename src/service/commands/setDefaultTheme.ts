import { defaultThemeSchema } from '../../core/schemas/theme.js'
import { defineCommand } from '../Command.js'
import { findTheme } from '../rules/findTheme.js'
import { parseInput } from '../rules/parseInput.js'

/** Row 16: the theme a member of the entity starts with; the entity as it is now. */
export const setDefaultThemeCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw) => parseInput(defaultThemeSchema, raw.body()).themeId,
  async run(tx, { entity, now }, themeId) {
    await findTheme(tx, entity.id, themeId)
    return tx.updateEntity(entity.id, { defaultDyNftThemeId: themeId }, now)
  },
})
