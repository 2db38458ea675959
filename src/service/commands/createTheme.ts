import { themeCreateSchema } from '../../core/schemas/themeWrite.js'
import { defineCommand } from '../Command.js'
import { checkThemeFields } from '../rules/checkFormats.js'
import { definedFields } from '../rules/definedFields.js'
import { parseInput } from '../rules/parseInput.js'
import { themeView } from '../rules/themeView.js'

/** Row 13: a new theme, under an id the store gives it. */
export const createThemeCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw) => {
    const fields = definedFields(parseInput(themeCreateSchema, raw.body()))
    checkThemeFields(fields)
    return fields
  },
  async run(tx, { entity }, fields) {
    return themeView(entity, await tx.createTheme({ entityID: entity.id, ...fields }))
  },
})
