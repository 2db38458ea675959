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
    default:
      // The service refused or failed to register the signature (row 25): not the client's message, which names the endpoint.
      return labels.signInFailed(error.endpoint ? labels.serviceFailed : error.message)
  }
}
