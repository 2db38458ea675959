import { EngagementError } from '../../../core/EngagementError.js'
import type { ImageFieldLabels } from './ImageFieldLabels.js'

/** Why an upload failed, in the user's words. */
export function uploadFailure(error: unknown, labels: ImageFieldLabels): string {
  if (!(error instanceof EngagementError)) return labels.unreadable
  if (error.status === 413) return labels.tooLarge
  if (error.status === 415) return labels.unsupported
  if (error.status === 401 || error.field === 'session') return labels.signedOut
  if (error.kind === 'network' || error.kind === 'timeout') return labels.unreachable
  return labels.refused
}
