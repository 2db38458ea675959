'use client'
import { AddressAvatar } from './AddressAvatar.js'
import type { ConnectAndSignLabels } from './ConnectAndSignLabels.js'
import { shortAddress } from '../internal/shortAddress.js'
import { WalletIcon } from './WalletIcon.js'

/** What the wallet dialog's sign-in step shows and does. */
export type SignStepProps = {
  /** Ready to ask the wallet, waiting for it, or after it declined (or the sign-in failed). */
  phase: 'ready' | 'waiting' | 'failed'
  /** The connected wallet's name (already in the user's words) and icon. */
  walletName: string
  walletIcon: string | undefined
  /** The browser's own wallet rather than a named one: drawn, not spelled. */
  walletGeneric?: boolean | undefined
  /** The account that signs. */
  address: string
  /** The exact text the wallet is asked to sign, once known. */
  message: string | null
  /** The failure, already in the user's words. */
  error: string | undefined
  onSign: () => void
  onCancel: () => void
}

/**
 * The wallet dialog's second step, once a wallet is connected: why a signature (it proves the address is yours, and
 * costs nothing), what is signed (the site asking and the account; the exact message on request, as plain text), and
 * where it stands ("Check your wallet…" while the wallet is asked, the reason and Try again after a refusal).
 * The dialog moves focus to the element marked `data-autofocus` (else its heading) whenever the phase changes.
 */
export function SignStep({ phase, walletName, walletIcon, walletGeneric, address, message, error, labels, descriptionId, onSign, onCancel }: SignStepProps & { labels: ConnectAndSignLabels; descriptionId: string }) {
  const domain = siweDomain(message) ?? globalThis.location?.host ?? ''
  return (
    <div className="ek-connect-and-sign__sign" data-phase={phase}>
      <div className="ek-connect-and-sign__sign-icon">
        <WalletIcon name={walletName} icon={walletIcon} generic={walletGeneric} />
      </div>
      <p id={descriptionId} className="ek-connect-and-sign__sign-why">
        {labels.signWhy(walletName)}
      </p>
      <div className="ek-connect-and-sign__summary">
        <dl>
          {domain && (
            <div>
              <dt>{labels.signSite}</dt>
              <dd>{domain}</dd>
            </div>
          )}
          <div>
            <dt>{labels.signAccount}</dt>
            <dd className="ek-connect-and-sign__summary-address" title={address}>
              <AddressAvatar address={address} image={undefined} gateways={undefined} />
              {shortAddress(address)}
            </dd>
          </div>
        </dl>
        <p className="ek-connect-and-sign__free">{labels.signFree}</p>
        {message && (
          <details className="ek-connect-and-sign__details">
            <summary>{labels.seeMessage}</summary>
            {/* The wallet's text as text: React escapes it, nothing in it is markup. */}
            <pre>{message}</pre>
          </details>
        )}
      </div>
      <div className="ek-connect-and-sign__sign-status" role="status">
        {phase === 'waiting' && (
          <>
            <strong>{labels.checkWallet}</strong> <span className="ek-muted">{labels.signWaiting(walletName)}</span>
          </>
        )}
      </div>
      {phase === 'failed' && error && (
        <p className="ek-connect-and-sign__error" role="alert">
          {error}
        </p>
      )}
      <div className="ek-connect-and-sign__sign-actions">
        {phase !== 'waiting' && (
          <button type="button" className="ek-button" data-size="large" data-autofocus="" onClick={onSign}>
            {phase === 'failed' ? labels.tryAgain : labels.signIn}
          </button>
        )}
        <button type="button" className="ek-button" data-size="large" data-variant="secondary" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </div>
  )
}

/** The site a Sign-In with Ethereum message names on its first line ("example.com wants you to sign in…"), if it is one. */
function siweDomain(message: string | null): string | undefined {
  return message?.match(/^(\S+) wants you to sign in with your Ethereum account:/)?.[1]
}
