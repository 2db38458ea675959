import { SandboxError } from '../http/SandboxError.js'
import type { SandboxEntityState, SandboxTheme } from '../state.js'

/** The entity's theme with this id: 404 when there is none. */
export function findTheme(entity: SandboxEntityState, themeId: string): SandboxTheme {
  const theme = entity.themes.find((candidate) => candidate.id === themeId)
  if (!theme) throw new SandboxError(404, `theme ${themeId} not found in entity ${entity.entity.id}`)
  return theme
}
