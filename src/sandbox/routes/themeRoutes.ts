import { defaultThemeSchema } from '../../core/schemas/theme.js'
import { themeCreateSchema, themeUpdateSchema } from '../../core/schemas/themeWrite.js'
import { ok } from '../http/ok.js'
import type { Route } from '../http/route.js'
import { findEntity, requireRole } from '../model/access.js'
import { checkThemeFields } from '../model/checkFormats.js'
import { definedFields } from '../model/definedFields.js'
import { findTheme } from '../model/findTheme.js'
import { themeView } from '../model/themeView.js'
import { createTheme } from '../../core/actions/createTheme.js'
import { deleteTheme } from '../../core/actions/deleteTheme.js'
import { listThemes } from '../../core/actions/listThemes.js'
import { setDefaultTheme } from '../../core/actions/setDefaultTheme.js'
import { updateTheme } from '../../core/actions/updateTheme.js'
import { routeFor } from '../http/routeFor.js'

/** Rows 12 to 16: an entity's dynamic NFT themes. */
export const themeRoutes: Route[] = [
  {
    ...routeFor(listThemes),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      return ok(entity.themes.map((theme) => themeView(entity, theme)))
    },
  },
  {
    ...routeFor(createTheme),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const fields = definedFields(context.body(themeCreateSchema))
      checkThemeFields(fields)
      const theme = { id: context.nextId('theme'), entityID: entity.entity.id, ...fields }
      entity.themes.push(theme)
      return ok(themeView(entity, theme))
    },
  },
  {
    ...routeFor(updateTheme),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const theme = findTheme(entity, context.param('themeId'))
      const fields = definedFields(context.body(themeUpdateSchema))
      checkThemeFields(fields)
      Object.assign(theme, fields)
      return ok(themeView(entity, theme))
    },
  },
  {
    // As the spec writes it: no `entities` segment.
    ...routeFor(deleteTheme),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const theme = findTheme(entity, context.param('themeId'))
      entity.themes = entity.themes.filter((candidate) => candidate !== theme)
      if (entity.entity.defaultDyNftThemeId === theme.id) {
        Object.assign(entity.entity, { defaultDyNftThemeId: null, __v: entity.entity.__v + 1, modifiedAt: context.now() })
      }
      return ok()
    },
  },
  {
    ...routeFor(setDefaultTheme),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const { themeId } = context.body(defaultThemeSchema)
      findTheme(entity, themeId)
      Object.assign(entity.entity, { defaultDyNftThemeId: themeId, __v: entity.entity.__v + 1, modifiedAt: context.now() })
      return ok(structuredClone(entity.entity))
    },
  },
]
