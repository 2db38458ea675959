'use client'
import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { ConnectAndSignCustom } from './ConnectAndSignCustom.js'
import { defaultConnectAndSignLabels, type ConnectAndSignLabels } from './ConnectAndSignLabels.js'
import { useProfile } from '../../hooks/useProfile.js'
import { AddressAvatar } from './AddressAvatar.js'
import { AccountMenu } from './AccountMenu.js'
import { describeSignInError } from './describeSignInError.js'
import { useConnectAndSign } from './useConnectAndSign.js'
import { WalletPicker } from './WalletPicker.js'
import type { WalletOption } from './walletOptions.js'
import styles from './ConnectAndSign.css?raw'
import { useLabels } from '../internal/useLabels.js'
import { useSignInClaim } from '../internal/useSignInClaim.js'
import { useEngagementContext } from '../../EngagementContext.js'

/** Props of {@link ConnectAndSign}. */
export type ConnectAndSignProps = ComponentProps<ConnectAndSignLabels> & {
  /** Where the wallet picker renders; default the provider's `portalContainer`, else in place. */
  portalContainer?: HTMLElement | null | undefined
  /**
   * Asks for the sign-in signature right after a wallet connects; default false: the dialog's sign-in step says what
   * will be signed and why, and asks the wallet when "Sign in" is pressed.
   */
  signInOnConnect?: boolean | undefined
  /** "Sign out" also disconnects the wallet; default false (the wallet stays connected, ready to sign in again). */
  disconnectOnSignOut?: boolean | undefined
  /** Where the account menu's "Your profile" goes (a path like `/me`, or an http(s) URL); without it the item is not shown. */
  profileHref?: string | undefined
}

/**
 * Connect a wallet and sign in with it, in one dialog: the wallet list, then the sign-in step (why a signature, what
 * is signed, "Check your wallet…", a refusal and Try again); then the signed-in account as a menu (Copy address, Your
 * profile, Sign out). Closing the dialog on the sign-in step cancels the sign-in and leaves the wallet connected,
 * "Sign in" then opening the dialog on that step again. Every session status is shown in words. Use
 * `ConnectAndSign.Custom` to draw your own button.
 */
export function ConnectAndSign({ portalContainer, signInOnConnect, disconnectOnSignOut, profileHref, className, unstyled, card, theme, labels: labelOverrides }: ConnectAndSignProps) {
  const labels = useLabels('ConnectAndSign', defaultConnectAndSignLabels, labelOverrides)
  const state = useConnectAndSign()
  const { status, shortAddress, error } = state
  const appearance = useContext(AppearanceContext)
  // Until signed in, this is the page's sign-in: the member components' signed-out hints defer to it.
  useSignInClaim(useEngagementContext().sessionController, 'page', status !== 'signed-in')
  const pickerId = useId()
  const primaryRef = useRef<HTMLButtonElement>(null)
  const accountRef = useRef<HTMLButtonElement>(null)
  const barRef = useRef<HTMLDivElement>(null)
  // Focus follows the step: the account menu replaces the primary button once signed in, and the primary button
  // (Sign in) comes back after a sign-out from the menu.
  const primaryFocused = useRef(false)
  const focusPrimaryNext = useRef(false)
  // Where focus goes once the dialog has closed (and the bar is no longer hidden behind it).
  const focusAfterClose = useRef<'primary' | 'account' | null>(null)
  // A signed-out prompt elsewhere on the page that opened the picker: focus goes back to it when the picker closes.
  const opener = useRef<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  // A wallet connected, no session yet: the dialog's sign-in step.
  const signStep = status === 'connected' || status === 'signing' || status === 'error'
  const [copied, setCopied] = useState<{ status: string; message: string } | null>(null)
  // Signed in: the user's own name and picture beside the address.
  const profile = useProfile({ userAddress: state.address, query: { enabled: status === 'signed-in' } })
  const profileName = status === 'signed-in' && typeof profile.data?.name === 'string' ? profile.data.name.trim() : ''
  // Until the profile answers, a blank circle: then the photo if there is one, else the identicon (never one, then the other).
  const avatar = <AddressAvatar address={state.address ?? ''} image={profile.data?.imageUrl || undefined} gateways={appearance.ipfsGateways} loading={profile.isLoading} />

  useEffect(() => {
    if (status === 'signed-in' && primaryFocused.current) accountRef.current?.focus()
    if (status !== 'signed-in' && focusPrimaryNext.current) {
      focusPrimaryNext.current = false
      primaryRef.current?.focus()
    }
  }, [status])

  // Signed in: the dialog's job is done; focus goes to the account.
  useEffect(() => {
    if (open && status === 'signed-in') {
      focusAfterClose.current = 'account'
      setOpen(false)
    }
  }, [open, status])
  // Behind the open dialog the bar is inert and hidden from assistive technology; set once focus is in the dialog
  // (its effect runs first), and lifted before focus comes back.
  useEffect(() => {
    const bar = barRef.current
    if (!bar) return
    bar.inert = open
    if (open) bar.setAttribute('aria-hidden', 'true')
    else bar.removeAttribute('aria-hidden')
  }, [open])
  useEffect(() => {
    if (open || !focusAfterClose.current) return
    const target = focusAfterClose.current === 'account' ? accountRef.current : opener.current?.isConnected ? opener.current : primaryRef.current
    focusAfterClose.current = null
    opener.current = null
    target?.focus()
  }, [open])

  const openPicker = (from: HTMLElement | null = null) => {
    opener.current = from
    state.resetError()
    setOpen(true)
  }
  // Connected but not signed in (say, after a reload): the dialog opens on the sign-in step, and the wallet is asked.
  const openSignIn = () => {
    setOpen(true)
    void state.signIn()
  }
  // A signed-out prompt anywhere on the page asks for the page's sign-in: with no wallet connected, this picker answers.
  useEffect(() => {
    if (status !== 'disconnected') return
    const onRequest = (event: Event) => {
      event.preventDefault()
      const from = event.composedPath()[0]
      openPicker(from instanceof HTMLElement ? from : null)
    }
    document.addEventListener('engagekit:sign-in-request', onRequest)
    return () => document.removeEventListener('engagekit:sign-in-request', onRequest)
  })
  // Closing on the sign-in step cancels it: the wallet stays connected, "Sign in" is there to start again.
  const closeDialog = () => {
    if (signStep) state.cancel()
    state.resetError()
    focusAfterClose.current = 'primary'
    setOpen(false)
  }
  const pick = async (wallet: WalletOption) => {
    if ((await state.connect(wallet)) && signInOnConnect) void state.signIn()
  }

  let primary: { label: string; variant?: 'secondary'; onClick?: () => void } | null
  switch (status) {
    case 'disconnected':
      primary = { label: labels.connect, onClick: () => openPicker() }
      break
    case 'reconnecting':
      primary = { label: state.connecting ? labels.connecting : labels.reconnecting }
      break
    case 'connected':
      primary = { label: labels.signIn, onClick: openSignIn }
      break
    case 'signing':
      primary = { label: labels.cancel, variant: 'secondary', onClick: state.cancel }
      break
    case 'signed-in':
      // Copy and sign out live in the account menu.
      primary = null
      break
    default:
      primary = { label: labels.tryAgain, onClick: openSignIn }
  }
  // The buttons that open the dialog say so (and, while it is open, that it is).
  const opensDialog = open || status === 'disconnected' || status === 'connected' || status === 'error'

  const showAddress = shortAddress !== undefined && status !== 'disconnected' && status !== 'reconnecting'
  // With the dialog open, errors show in it, not behind it.
  const errorText = error && !open ? describeSignInError(error, labels) : undefined
  const pickerError = error && open ? describeSignInError(error, labels) : undefined
  const statusText: Record<string, string> = {
    reconnecting: primary?.label ?? '',
    signing: labels.checkWallet,
    'signed-in': `${labels.signedInAs} ${shortAddress ?? ''}`,
    connected: `${labels.connectedAs} ${shortAddress ?? ''}`,
  }
  // The open dialog speaks for itself.
  const announcement = open ? '' : copied && copied.status === status ? copied.message : (statusText[status] ?? '')

  // Fixed slots, so the primary button stays the same element (and keeps focus) as the status changes.
  const slots: ReactNode[] = [
    status === 'signed-in' && state.address ? (
      <AccountMenu
        key="account"
        triggerRef={accountRef}
        address={state.address}
        labels={labels}
        profileHref={profileHref}
        // A session the app controls is ended by the app, not here.
        onSignOut={
          state.isControlled
            ? undefined
            : () => {
                focusPrimaryNext.current = true
                void state.signOut({ disconnect: disconnectOnSignOut })
              }
        }
        onCopied={(message) => setCopied({ status, message })}
        header={
          <>
            {avatar}
            <span className="ek-connect-and-sign__menu-who">
              {profileName && <span className="ek-connect-and-sign__menu-name">{profileName}</span>}
              <span className="ek-connect-and-sign__menu-address">{shortAddress}</span>
            </span>
          </>
        }
      >
        {avatar}
        {/* The name where the profile gives one, the address where it does not: both stay in the accessible name and the menu. */}
        {profileName && <span className="ek-connect-and-sign__name">{profileName}</span>}
        <span className="ek-visually-hidden">{labels.signedInAs} </span>
        <span className={profileName ? 'ek-visually-hidden' : undefined}>{shortAddress}</span>
      </AccountMenu>
    ) : showAddress ? (
      <span key="address" className="ek-connect-and-sign__address" title={state.address}>
        <span className="ek-visually-hidden">{labels.connectedAs} </span>
        {shortAddress}
      </span>
    ) : null,
    status === 'signing' ? (
      <span key="message" className="ek-connect-and-sign__message" aria-hidden="true">
        {labels.checkWallet}
      </span>
    ) : errorText ? (
      <p key="error" className="ek-connect-and-sign__error" role="alert">
        {errorText}
      </p>
    ) : null,
    primary ? (
      <button
        key="primary"
        ref={primaryRef}
        type="button"
        className="ek-button ek-connect-and-sign__primary"
        data-variant={primary.variant}
        data-state={opensDialog ? (open ? 'open' : 'closed') : undefined}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
        aria-expanded={opensDialog ? open : undefined}
        aria-controls={opensDialog && open ? pickerId : undefined}
        aria-disabled={primary.onClick ? undefined : true}
        onClick={primary.onClick}
        onFocus={() => void (primaryFocused.current = true)}
        onBlur={() => void (primaryFocused.current = false)}
      >
        {primary.label}
      </button>
    ) : null,
    status === 'connected' || status === 'error' ? (
      <button key="disconnect" type="button" className="ek-button" data-variant="ghost" onClick={() => void state.disconnect()}>
        {labels.disconnect}
      </button>
    ) : null,
  ]

  return (
    <ComponentRoot name="connect-and-sign" styles={styles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry} data-state={status}>
      <div ref={barRef} className="ek-connect-and-sign__bar" aria-busy={state.isPending || undefined}>
        {slots}
      </div>
      <p className="ek-visually-hidden" role="status">
        {announcement}
      </p>
      {open && status !== 'signed-in' && (
        <WalletPicker
          id={pickerId}
          wallets={state.connectors}
          connecting={state.connecting}
          error={pickerError}
          labels={labels}
          onPick={(wallet) => void pick(wallet)}
          onClose={closeDialog}
          portalContainer={portalContainer ?? appearance.portalContainer}
          unstyled={unstyled}
          theme={theme ?? appearance.theme}
          sign={
            signStep && state.address
              ? {
                  phase: status === 'signing' ? 'waiting' : status === 'error' ? 'failed' : 'ready',
                  walletName: !state.wallet || state.wallet.isGeneric ? labels.browserWallet : state.wallet.name,
                  walletIcon: state.wallet?.icon,
                  walletGeneric: !state.wallet || state.wallet.isGeneric,
                  address: state.address,
                  message: state.message,
                  error: pickerError,
                  onSign: () => void state.signIn(),
                  onCancel: closeDialog,
                }
              : undefined
          }
        />
      )}
    </ComponentRoot>
  )
}

ConnectAndSign.Custom = ConnectAndSignCustom
