import type { AllowedOrigins, SessionPolicy } from './engagekit.js'

/** How long a session lasts on `engagekit-server` unless `--session-ttl` says otherwise: 30 days. */
export const defaultServerSessionTtlSeconds = 30 * 24 * 60 * 60

/** The SIWE domains a server takes when it is told no origins (it serves this machine's pages): loopback, any port. */
export const loopbackDomains: readonly string[] = ['localhost:*', '127.0.0.1:*', '[::1]:*']

/** The `host[:port]` of each origin: the domain a page there writes into its Sign-In with Ethereum message. */
const domainsOf = (origins: readonly string[]): string[] =>
  origins.flatMap((origin) => (origin === 'loopback' ? loopbackDomains : origin === 'null' ? [] : [new URL(origin).host]))

/**
 * The session policy `engagekit-server` applies: the one given, with the server's defaults for what it leaves out.
 * Tokens are Sign-In with Ethereum messages for this server (`tokens: 'siwe'`); their domain is one of the origins
 * it serves (`loopback` and `*` mean this machine's pages); sessions end after 30 days at most.
 */
export function serverSessionPolicy(given: SessionPolicy = {}, allowedOrigins: AllowedOrigins = ['loopback']): SessionPolicy {
  const siwe = given.siwe ?? { domains: allowedOrigins === '*' ? loopbackDomains : domainsOf(allowedOrigins) }
  return { ...given, tokens: given.tokens ?? 'siwe', ttlSeconds: given.ttlSeconds ?? defaultServerSessionTtlSeconds, siwe }
}

/** The start-up warning of a server whose policy registers any text, in words: what it gives up. */
export const anyTokenWarning =
  '--token-policy any: any signed text registers as a session, so a signature a user gave another site or app as plain text (terms they agreed to, a signed message) signs them in here; only Sign-In with Ethereum messages are still checked (domain, expiry, nonce)'
