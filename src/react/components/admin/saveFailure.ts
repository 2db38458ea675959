import { loadErrorCause } from '../internal/loadErrorCause.js'
import type { AdminLabels } from './AdminLabels.js'

/** A failed save as a form's actions bar says it: that nothing was lost (the title), then why, in plain words. */
export function saveFailure(error: unknown, labels: AdminLabels): { title: string; cause?: string } {
  const { status, serverMessage } = (error ?? {}) as { status?: number; serverMessage?: string }
  // Refusals by role and session say it all, what is kept included.
  if (status === 403) return { title: labels.saveForbidden }
  if (status === 401) return { title: labels.saveSession }
  if (status === 400 && serverMessage) return { title: labels.saveFailed, cause: serverMessage }
  return { title: labels.saveFailed, cause: loadErrorCause(error, labels) }
}
