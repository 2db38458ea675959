import { parseSiweMessage } from 'viem/siwe'
import { ServiceError } from '../ServiceError.js'
import type { SessionPolicy } from '../sessionPolicy.js'

/** When a session will end (ISO 8601, or undefined for never) and the Sign-In with Ethereum nonce it uses, if any. */
export type SessionTerms = { expiresAt: string | undefined; nonce: string | undefined }

/**
 * Applies the session policy to a token about to be registered: refuses what it does not allow ('invalid-input', or
 * 'unauthorized' for a message for another domain, expired or not valid yet) and returns when the session will end and
 * the nonce to record (each registers once: the command checks that in the store).
 */
export function sessionTerms(policy: SessionPolicy, token: string, now: string): SessionTerms {
  const ends: number[] = []
  let nonce: string | undefined
  if (policy.ttlSeconds !== undefined) ends.push(Date.parse(now) + policy.ttlSeconds * 1000)
  const { siwe } = policy
  if (siwe) {
    const message = parseSiweMessage(token)
    const isSiwe = message.domain !== undefined && message.nonce !== undefined && message.address !== undefined
    if (!isSiwe) {
      if (siwe.required) throw new ServiceError('invalid-input', 'token must be a Sign-In with Ethereum (EIP-4361) message')
    } else {
      if (siwe.domains && !siwe.domains.includes(message.domain!)) throw new ServiceError('unauthorized', `the message is for ${message.domain}, which this service does not accept`)
      const time = Date.parse(now)
      const expires = message.expirationTime?.getTime()
      if (expires !== undefined && !(expires > time)) throw new ServiceError('unauthorized', 'the message has expired: sign a new one')
      const notBefore = message.notBefore?.getTime()
      if (notBefore !== undefined && !(notBefore <= time)) throw new ServiceError('unauthorized', 'the message is not valid yet (notBefore)')
      if (expires !== undefined) ends.push(expires)
      nonce = message.nonce
    }
  }
  return { expiresAt: ends.length === 0 ? undefined : new Date(Math.min(...ends)).toISOString(), nonce }
}
