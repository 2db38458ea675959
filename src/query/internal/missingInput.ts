import { EngagementError } from '../../core/EngagementError.js'

/** The error a query function throws if it runs before its inputs exist (it is disabled until then). */
export function missingInput(endpoint: string, field: string): EngagementError {
  return new EngagementError(`${endpoint}: ${field} is required`, { kind: 'invalid-input', endpoint, field })
}
