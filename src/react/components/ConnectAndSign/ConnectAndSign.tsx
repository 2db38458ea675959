'use client'
import { useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
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

/** Props of {@link ConnectAndSign}. */
export type ConnectAndSignProps = ComponentProps<ConnectAndSignLabels> & {
  /** Where the wallet picker renders; default the provider's `portalContainer`, else in place. */
  portalContainer?: HTMLElement | null | undefined
  /** Asks for the sign-in signature right after a wallet connects; default false (a separate "Sign in" step). */
  signInOnConnect?: boolean | undefined
  /** "Sign out" also disconnects the wallet; default false (the wallet stays connected, ready to sign in again). */
  disconnectOnSignOut?: boolean | undefined
  /** Where the account menu's "Your profile" goes (a path like `/me`, or an http(s) URL); without it the item is not shown. */
  profileHref?: string | undefined
}

/**
 * Connect a wallet and sign in with it: a wallet picker, then "Sign in", then the signed-in account as a menu (Copy
 * address, Your profile, Sign out). Every session status is shown in words. Use `ConnectAndSign.Custom` to draw your
 * own button.
 */
export function ConnectAndSign({ portalContainer, signInOnConnect, disconnectOnSignOut, profileHref, className, unstyled, card, theme, labels: labelOverrides }: ConnectAndSignProps) {
  const labels = useLabels('ConnectAndSign', defaultConnectAndSignLabels, labelOverrides)
  const state = useConnectAndSign()
  const { status, shortAddress, error } = state
  const appearance = useContext(AppearanceContext)
  const pickerId = useId()
  const primaryRef = useRef<HTMLButtonElement>(null)
  const accountRef = useRef<HTMLButtonElement>(null)
  // Focus follows the step: the account menu replaces the primary button once signed in, and the primary button
  // (Sign in) comes back after a sign-out from the menu.
  const primaryFocused = useRef(false)
  const focusPrimaryNext = useRef(false)
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState<{ status: string; message: string } | null>(null)
  // Signed in: the user's own name and picture beside the address.
  const profile = useProfile({ userAddress: state.address, query: { enabled: status === 'signed-in' } })
  const profileName = status === 'signed-in' && typeof profile.data?.name === 'string' ? profile.data.name.trim() : ''

  useEffect(() => {
    if (status === 'signed-in' && primaryFocused.current) accountRef.current?.focus()
    if (status !== 'signed-in' && focusPrimaryNext.current) {
      focusPrimaryNext.current = false
      primaryRef.current?.focus()
    }
  }, [status])

  // Connected (or straight to signed in): the picker's job is done; focus goes to the next step's button.
  useEffect(() => {
    if (open && status !== 'disconnected' && status !== 'reconnecting') {
      setOpen(false)
      primaryRef.current?.focus()
    }
  }, [open, status])

  const openPicker = () => {
    state.resetError()
    setOpen(true)
  }
  // A signed-out prompt anywhere on the page asks for the page's sign-in: with no wallet connected, this picker answers.
  useEffect(() => {
    if (status !== 'disconnected') return
    const onRequest = (event: Event) => {
      event.preventDefault()
      openPicker()
    }
    document.addEventListener('engagekit:sign-in-request', onRequest)
    return () => document.removeEventListener('engagekit:sign-in-request', onRequest)
  })
  const closePicker = () => {
    setOpen(false)
    state.resetError()
    primaryRef.current?.focus()
  }
  const pick = async (wallet: WalletOption) => {
    if ((await state.connect(wallet)) && signInOnConnect) void state.signIn()
  }

  let primary: { label: string; variant?: 'secondary'; onClick?: () => void } | null
  switch (status) {
    case 'disconnected':
      primary = { label: labels.connect, onClick: openPicker }
      break
    case 'reconnecting':
      primary = { label: state.connecting ? labels.connecting : labels.reconnecting }
      break
    case 'connected':
      primary = { label: labels.signIn, onClick: () => void state.signIn() }
      break
    case 'signing':
      primary = { label: labels.cancel, variant: 'secondary', onClick: state.cancel }
      break
    case 'signed-in':
      // Copy and sign out live in the account menu.
      primary = null
      break
    default:
      primary = { label: labels.tryAgain, onClick: () => void state.signIn() }
  }

  const showAddress = shortAddress !== undefined && status !== 'disconnected' && status !== 'reconnecting'
  const errorText = error && !(open && status === 'disconnected') ? describeSignInError(error, labels) : undefined
  const pickerError = error && open ? describeSignInError(error, labels) : undefined
  const statusText: Record<string, string> = {
    reconnecting: primary?.label ?? '',
    signing: labels.checkWallet,
    'signed-in': `${labels.signedInAs} ${shortAddress ?? ''}`,
    connected: `${labels.connectedAs} ${shortAddress ?? ''}`,
  }
  const announcement = copied && copied.status === status ? copied.message : (statusText[status] ?? '')

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
            <AddressAvatar address={state.address} image={profile.data?.imageUrl || undefined} gateways={appearance.ipfsGateways} />
            <span className="ek-connect-and-sign__menu-who">
              {profileName && <span className="ek-connect-and-sign__menu-name">{profileName}</span>}
              <span className="ek-connect-and-sign__menu-address">{shortAddress}</span>
            </span>
          </>
        }
      >
        <AddressAvatar address={state.address} image={profile.data?.imageUrl || undefined} gateways={appearance.ipfsGateways} />
        {profileName && <span className="ek-connect-and-sign__name">{profileName}</span>}
        <span className="ek-visually-hidden">{labels.signedInAs} </span>
        {shortAddress}
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
        data-state={status === 'disconnected' ? (open ? 'open' : 'closed') : undefined}
        aria-haspopup={status === 'disconnected' ? 'dialog' : undefined}
        aria-expanded={status === 'disconnected' ? open : undefined}
        aria-controls={status === 'disconnected' && open ? pickerId : undefined}
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
      <div className="ek-connect-and-sign__bar" aria-busy={state.isPending || undefined}>
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
          onClose={closePicker}
          portalContainer={portalContainer ?? appearance.portalContainer}
          unstyled={unstyled}
          theme={theme ?? appearance.theme}
        />
      )}
    </ComponentRoot>
  )
}

ConnectAndSign.Custom = ConnectAndSignCustom
