/** Sizes and rates the service accepts, so whatever it accepts it can also keep, export and import again. */
export type ServiceLimits = {
  /** Most members an entity may have; joins beyond it (force-add, increments, new owners) are a conflict. Default 1,000,000. */
  maxMembersPerEntity?: number
  /** Most addresses one force-add (row 9) may carry. Default 1,000. */
  maxForceAdd?: number
  /**
   * Registrations (row 25) per minute, counted twice: per client address (before the signature is checked) and per
   * address that signed (once it is). `false` turns both off. Default 60.
   */
  registrationsPerMinute?: number | false
  /** Writes per minute by one caller (a session's address, or an API key); `false` turns the limit off. Default 600. */
  writesPerMinute?: number | false
  /**
   * Failed authentications (a 401 from a session or API key check) one client address may have per minute; beyond
   * them, its requests that need a session or a key are refused before any lookup. `false` turns it off. Default 30.
   */
  failedAuthPerMinute?: number | false
  /**
   * How long events (docs/api.md, "Events") are kept, in seconds: at least this long, then removed as writes come.
   * Default 604,800 (7 days).
   */
  eventsRetentionSeconds?: number
  /**
   * Whether webhooks may point at loopback, private, link-local and metadata addresses (docs/api.md, "Webhooks"):
   * for development and tests only. Default false on the server (`--webhooks-allow-private`), true in the sandbox.
   */
  webhooksAllowPrivate?: boolean
}

/** The limits with every default filled in. */
export type ResolvedLimits = Required<ServiceLimits>

/** Counters stay numbers JavaScript (and JSON) holds exactly: |counter| ≤ 2^53 − 1. */
export const maxCounter = Number.MAX_SAFE_INTEGER

/** The server's defaults: what a service on the open internet starts with. */
export const serverLimits: ResolvedLimits = {
  maxMembersPerEntity: 1_000_000,
  maxForceAdd: 1_000,
  registrationsPerMinute: 60,
  writesPerMinute: 600,
  failedAuthPerMinute: 30,
  eventsRetentionSeconds: 7 * 24 * 60 * 60,
  webhooksAllowPrivate: false,
}

/** Fills in the default limits (`defaults`: the server's unless given). */
export function resolveLimits(limits: ServiceLimits = {}, defaults: ResolvedLimits = serverLimits): ResolvedLimits {
  return {
    maxMembersPerEntity: limits.maxMembersPerEntity ?? defaults.maxMembersPerEntity,
    maxForceAdd: limits.maxForceAdd ?? defaults.maxForceAdd,
    registrationsPerMinute: limits.registrationsPerMinute ?? defaults.registrationsPerMinute,
    writesPerMinute: limits.writesPerMinute ?? defaults.writesPerMinute,
    failedAuthPerMinute: limits.failedAuthPerMinute ?? defaults.failedAuthPerMinute,
    eventsRetentionSeconds: limits.eventsRetentionSeconds ?? defaults.eventsRetentionSeconds,
    webhooksAllowPrivate: limits.webhooksAllowPrivate ?? defaults.webhooksAllowPrivate,
  }
}
