import type { Entity, Theme } from '../state.js'

/** A theme as read: the stored fields plus `isDefault`. */
export function themeView(entity: Entity, theme: Theme) {
  return { ...theme, isDefault: entity.defaultDyNftThemeId === theme.id }
}
