import type { SandboxEntityState, SandboxTheme } from '../state.js'

/** A theme as read: the stored fields plus `isDefault`. */
export function themeView(entity: SandboxEntityState, theme: SandboxTheme) {
  return { ...theme, isDefault: entity.entity.defaultDyNftThemeId === theme.id }
}
