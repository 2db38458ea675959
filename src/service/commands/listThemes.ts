import { defineCommand } from '../Command.js'
import { themeView } from '../rules/themeView.js'

/** Row 12: the entity's themes. */
export const listThemesCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: () => undefined,
  async run(tx, { entity }) {
    return (await tx.themes(entity.id)).map((theme) => themeView(entity, theme))
  },
})
