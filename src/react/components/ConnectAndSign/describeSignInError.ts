import type { EngagementError } from '../../../core/EngagementError.js'
import type { ConnectAndSignLabels } from './ConnectAndSignLabels.js'

/** A sign-in or connection failure in the user's words (and language). */
export function describeSignInError(error: EngagementError, labels: ConnectAndSignLabels): string {
  switch (error.code) {
    case 'user-rejected':
      return labels.signatureRejected
    case 'sign-timeout':
      return labels.signatureTimeout
    case 'wallet-not-connected':
      return labels.walletNotConnected
    case 'connect-rejected':
      return labels.connectRejected
    case 'wallet-not-found':
      return labels.walletNotFound
    case 'connect-pending':
      return labels.connectPending
    case 'connect-failed':
      return labels.connectFailed(error.message)
    case 'sign-in-elsewhere':
      // An embedded view where wallets do not reach: the picker's own words for it (the widget gives them).
      return labels.noWallets
    case 'wallet-error':
      return labels.signInFailed(labels.walletSignFailed)
    case 'token-failed':
      return labels.signInFailed(labels.messageNotPrepared)
    case 'account-mismatch':
      return labels.signInFailed(labels.accountMismatch)
    default:
      // The service refused or failed to register the signature (row 25), or something else: in the user's language,
      // never the client's own (English) message.
      return labels.signInFailed(error.endpoint ? labels.serviceFailed : labels.unexpectedFailure)
  }
}
