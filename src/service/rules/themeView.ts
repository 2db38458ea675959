import type { SandboxEntity, SandboxTheme } from '../state.js'

/** A theme as read: the stored fields plus `isDefault`. */
export function themeView(entity: SandboxEntity, theme: SandboxTheme) {
  return { ...theme, isDefault: entity.defaultDyNftThemeId === theme.id }
}
