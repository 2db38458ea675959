import { themeUpdateSchema } from '../../core/schemas/themeWrite.js'
import { defineCommand } from '../Command.js'
import { checkThemeFields } from '../rules/checkFormats.js'
import { definedFields } from '../rules/definedFields.js'
import { findTheme } from '../rules/findTheme.js'
import { parseInput } from '../rules/parseInput.js'
import { themeView } from '../rules/themeView.js'

/** Row 14: changes the theme fields given; the others keep their value. */
export const updateThemeCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw) => {
    const fields = definedFields(parseInput(themeUpdateSchema, raw.body()))
    checkThemeFields(fields)
    return { themeId: raw.params['themeId'] ?? '', fields }
  },
  async run(tx, { entity }, { themeId, fields }) {
    const theme = await findTheme(tx, entity.id, themeId)
    return themeView(entity, await tx.updateTheme(entity.id, theme.id, fields))
  },
})
