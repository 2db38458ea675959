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
  /**
   * JSON-RPC URLs by chain id, for smart-contract wallets: a signature that is not the address's own key's is checked
   * on the chain its Sign-In with Ethereum message names (ERC-1271, or ERC-6492 before the wallet is deployed).
   * Without a URL for that chain, such a sign-in is refused and the message says why.
   */
  rpc?: Readonly<Record<number, string>>
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
  for (const [chainId, url] of Object.entries(policy.rpc ?? {})) {
    if (!/^[1-9]\d{0,15}$/.test(chainId)) throw new TypeError(`sessionPolicy.rpc: '${chainId}' is not a chain id (a whole number ≥ 1)`)
    if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/i.test(url)) throw new TypeError(`sessionPolicy.rpc: the URL of chain ${chainId} must be an http(s) URL`)
  }
}

/** The session policy under the sandbox's name for it. */
export type SandboxSessionPolicy = SessionPolicy
