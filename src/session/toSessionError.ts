import { EngagementError } from '../core/EngagementError.js'

/** Where a sign-in attempt failed, for the message of errors that are not already {@link EngagementError}s. */
export type SignInStep = 'token' | 'signature'

/** True when the user declined in the wallet: EIP-1193 code 4001 or viem/wagmi's UserRejectedRequestError anywhere in the cause chain. */
function isUserRejection(error: unknown): boolean {
  // A bounded walk: cause chains are short, and a circular one must not hang.
  for (let current = error, depth = 0; depth < 10 && typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, name } = current as { code?: unknown; name?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
  }
  return false
}

/** Turns whatever a sign-in step threw into the {@link EngagementError} `useSession().error` shows. */
export function toSessionError(error: unknown, step: SignInStep): EngagementError {
  if (error instanceof EngagementError) return error
  if (isUserRejection(error)) {
    return new EngagementError('You declined the sign-in request in your wallet. You can try again whenever you like.', {
      kind: 'aborted',
      code: 'user-rejected',
      cause: error,
    })
  }
  return step === 'token'
    ? new EngagementError('The sign-in message could not be prepared.', { kind: 'network', code: 'token-failed', cause: error })
    : new EngagementError('Your wallet could not sign the sign-in message.', { kind: 'network', code: 'wallet-error', cause: error })
}
