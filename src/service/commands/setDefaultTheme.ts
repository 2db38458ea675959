import { defaultThemeSchema } from '../../core/schemas/theme.js'
import { defineCommand } from '../Command.js'
import { changeEntity } from '../rules/changeEntity.js'
import { findTheme } from '../rules/findTheme.js'
import { parseInput } from '../rules/parseInput.js'

/** Row 16: the theme a member of the entity starts with; the entity as it is now. */
export const setDefaultThemeCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw) => parseInput(defaultThemeSchema, raw.body()).themeId,
  async run(tx, context, themeId) {
    await findTheme(tx, context.entity.id, themeId)
    return changeEntity(tx, context, { defaultDyNftThemeId: themeId })
  },
})
