/**
 * When registered signatures stop working, and what a Sign-In with Ethereum (EIP-4361) token must satisfy. Off by
 * default: the spec lets any text be signed, and a session lasts until the service forgets it.
 */
export type SessionPolicy = {
  /** A signature stops working this many seconds after it was registered. Default: never. */
  ttlSeconds?: number
  /**
   * Checks tokens that are SIWE messages before registering them: the message's domain must be on `domains` (when
   * given), it must not have expired or be used before its `notBefore`, and each nonce registers once. The session
   * ends at the message's `expirationTime` (or at the TTL, whichever comes first).
   */
  siwe?: {
    /** Domains a message may name, e.g. `['localhost:5173']`; default any. */
    domains?: readonly string[]
    /** Refuse tokens that are not SIWE messages at all; default false (any text may be signed). */
    required?: boolean
  }
}

/** Checks a session policy up front, so a typo fails at start. */
export function checkSessionPolicy(policy: SessionPolicy): void {
  const { ttlSeconds } = policy
  if (ttlSeconds !== undefined && !(typeof ttlSeconds === 'number' && ttlSeconds > 0 && Number.isFinite(ttlSeconds))) {
    throw new TypeError('sessionPolicy.ttlSeconds must be a number of seconds > 0')
  }
  const domains = policy.siwe?.domains
  if (domains !== undefined && (!Array.isArray(domains) || domains.some((domain) => typeof domain !== 'string' || domain === ''))) {
    throw new TypeError('sessionPolicy.siwe.domains must be a list of domains such as localhost:5173')
  }
}

/** The session policy under the sandbox's name for it. */
export type SandboxSessionPolicy = SessionPolicy
