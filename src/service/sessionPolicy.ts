/** Which tokens row 25 registers: any text (the spec's rule), or only Sign-In with Ethereum messages for this service. */
export type TokenPolicy = 'siwe' | 'any'

/**
 * When registered signatures stop working, and what a token must be. Off by default (the sandbox's default): the spec
 * lets any text be signed, and a session lasts until the service forgets it. `engagekit-server` defaults to
 * `tokens: 'siwe'` and a 30-day `ttlSeconds` instead. Under any policy, registering a signature again never extends
 * its session.
 */
export type SessionPolicy = {
  /**
   * 'siwe': a token must be a complete EIP-4361 message (domain, address, URI, version 1, chain id, a nonce of 8 or
   * more letters and digits, an issued-at time) whose domain is on `siwe.domains` (when given), whose address is the
   * signer's, whose nonce has not signed in before, issued within {@link issuedAtToleranceSeconds} of now, not expired
   * and not before its `Not Before`. 'any' (default): any text, with only SIWE-looking tokens checked, and only when
   * `siwe` is set.
   */
  tokens?: TokenPolicy
  /** A signature stops working this many seconds after it was registered (or at its message's expiration time, if sooner). Default: never. */
  ttlSeconds?: number
  /**
   * Checks tokens that are SIWE messages before registering them: the message's domain must be on `domains` (when
   * given), it must not have expired or be used before its `notBefore`, and each nonce registers once. The session
   * ends at the message's `expirationTime` (or at the TTL, whichever comes first).
   */
  siwe?: {
    /**
     * Domains a message may name (its `host[:port]`), e.g. `['app.example.org', 'localhost:5173']`; `host:*` takes the
     * host on any port or none (`localhost:*`). Default any.
     */
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

/** How far a SIWE message's `Issued At` may be from the service's clock, either way, under `tokens: 'siwe'`: 5 minutes. */
export const issuedAtToleranceSeconds = 300

/** Checks a session policy up front, so a typo fails at start. */
export function checkSessionPolicy(policy: SessionPolicy): void {
  if (policy.tokens !== undefined && policy.tokens !== 'siwe' && policy.tokens !== 'any') throw new TypeError("sessionPolicy.tokens must be 'siwe' or 'any'")
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
