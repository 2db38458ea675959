import { EngagementError } from '../../../core/EngagementError.js'

function chain(error: unknown): { code?: unknown; name?: unknown }[] {
  const links: { code?: unknown; name?: unknown }[] = []
  const seen = new Set<unknown>()
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current)
    links.push(current)
  }
  return links
}

/**
 * Turns a failed wallet connection into an {@link EngagementError} with a code the UI can explain:
 * `connect-rejected`, `wallet-not-found`, `connect-pending` or `connect-failed`.
 */
export function toConnectError(error: unknown): EngagementError {
  const links = chain(error)
  const has = (test: (link: { code?: unknown; name?: unknown }) => boolean) => links.some(test)
  const message = error instanceof Error ? error.message : String(error)
  if (has((link) => link.code === 4001 || link.name === 'UserRejectedRequestError')) {
    return new EngagementError('You declined the connection request in your wallet.', { kind: 'aborted', code: 'connect-rejected', cause: error })
  }
  if (has((link) => link.name === 'ProviderNotFoundError' || link.name === 'ConnectorNotFoundError')) {
    return new EngagementError('That wallet was not found.', { kind: 'invalid-input', code: 'wallet-not-found', cause: error })
  }
  if (has((link) => link.code === -32002 || link.name === 'ResourceUnavailableRpcError')) {
    return new EngagementError('Your wallet already has a request open.', { kind: 'aborted', code: 'connect-pending', cause: error })
  }
  return new EngagementError(message, { kind: 'network', code: 'connect-failed', cause: error })
}
