import { loadErrorCause } from '../internal/loadErrorCause.js'
import type { AdminLabels } from './AdminLabels.js'

/** Why a save failed, in plain words: refusals by role and session named, anything else with its cause. */
export function saveErrorMessage(error: unknown, labels: AdminLabels): string {
  const { status, serverMessage } = (error ?? {}) as { status?: number; serverMessage?: string }
  if (status === 403) return labels.saveForbidden
  if (status === 401) return labels.saveSession
  if (status === 400 && serverMessage) return `${labels.saveFailed} ${serverMessage}`
  return `${labels.saveFailed} ${loadErrorCause(error, labels)}`
}
