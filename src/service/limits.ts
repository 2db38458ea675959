/** Sizes the service accepts, so whatever it accepts it can also keep, export and import again. */
export type ServiceLimits = {
  /** Most members an entity may have; joins beyond it (force-add, increments, new owners) are a conflict. Default 1,000,000. */
  maxMembersPerEntity?: number
  /** Most addresses one force-add (row 9) may carry. Default 1,000. */
  maxForceAdd?: number
  /** Registrations (row 25) one client address may make per minute; `false` turns the limit off. Default 60. */
  registrationsPerMinute?: number | false
}

/** The limits with every default filled in. */
export type ResolvedLimits = Required<ServiceLimits>

/** Counters stay numbers JavaScript (and JSON) holds exactly: |counter| ≤ 2^53 − 1. */
export const maxCounter = Number.MAX_SAFE_INTEGER

/** Fills in the default limits. */
export function resolveLimits(limits: ServiceLimits = {}): ResolvedLimits {
  return {
    maxMembersPerEntity: limits.maxMembersPerEntity ?? 1_000_000,
    maxForceAdd: limits.maxForceAdd ?? 1_000,
    registrationsPerMinute: limits.registrationsPerMinute ?? 60,
  }
}
