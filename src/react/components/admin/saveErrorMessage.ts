import type { AdminLabels } from './AdminLabels.js'
import { saveFailure } from './saveFailure.js'

/** Why a save failed, in plain words, in one line: refusals by role and session named, anything else with its cause. */
export function saveErrorMessage(error: unknown, labels: AdminLabels): string {
  const { title, cause } = saveFailure(error, labels)
  return cause ? `${title} ${cause}` : title
}
