import { defineCommand } from '../Command.js'
import { changeEntity } from '../rules/changeEntity.js'
import { findTheme } from '../rules/findTheme.js'

/** Row 15: deletes a theme; deleting the default theme clears the entity's default. */
export const deleteThemeCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw) => raw.params['themeId'] ?? '',
  async run(tx, context, themeId) {
    const { entity } = context
    const theme = await findTheme(tx, entity.id, themeId)
    await tx.deleteTheme(entity.id, theme.id)
    if (entity.defaultDyNftThemeId === theme.id) await changeEntity(tx, context, { defaultDyNftThemeId: null })
  },
})
