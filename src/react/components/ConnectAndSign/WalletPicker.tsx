'use client'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { EngagementTheme } from '../../AppearanceContext.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import type { ConnectAndSignLabels } from './ConnectAndSignLabels.js'
import { safeHref } from '../internal/safeUrl.js'
import type { WalletOption } from './walletOptions.js'
import styles from './ConnectAndSign.css?raw'

type WalletPickerProps = {
  id: string
  wallets: readonly WalletOption[]
  connecting: WalletOption | undefined
  /** A connection failure to show, already in the user's words. */
  error: string | undefined
  labels: ConnectAndSignLabels
  onPick: (wallet: WalletOption) => void
  onClose: () => void
  /** Renders there (wrapped in its own styled root) instead of in place. */
  portalContainer: HTMLElement | null | undefined
  unstyled: boolean | undefined
  theme: EngagementTheme | undefined
}

const focusable = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The wallet list as a modal dialog: focus moves in and stays in, Escape or a click outside closes it. */
export function WalletPicker({ id, wallets, connecting, error, labels, onPick, onClose, portalContainer, unstyled, theme }: WalletPickerProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = `${id}-title`
  const descriptionId = `${id}-description`

  useEffect(() => {
    const panel = panelRef.current
    const first = panel?.querySelector<HTMLElement>('[data-wallet]') ?? panel?.querySelector<HTMLElement>(focusable)
    first?.focus()
  }, [])

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose()
      return
    }
    const panel = panelRef.current
    if (!panel) return
    if (event.key === 'Tab') {
      const items = [...panel.querySelectorAll<HTMLElement>(focusable)]
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return
      // The event's target, not document.activeElement: inside a shadow root the latter is the host.
      if (event.shiftKey && event.target === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && event.target === last) {
        event.preventDefault()
        first.focus()
      }
      return
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const items = [...panel.querySelectorAll<HTMLElement>('[data-wallet]')]
      const index = items.indexOf(event.target as HTMLElement)
      if (index < 0) return
      event.preventDefault()
      items[(index + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus()
    }
  }

  const dialog = (
    <div
      className="ek-connect-and-sign__overlay"
      data-state="open"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div ref={panelRef} id={id} className="ek-connect-and-sign__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId} onKeyDown={keyDown}>
        <div className="ek-connect-and-sign__dialog-header">
          <h2 id={titleId} className="ek-connect-and-sign__dialog-title">
            {labels.pickerTitle}
          </h2>
          <button type="button" className="ek-button" data-variant="ghost" onClick={onClose}>
            {labels.close}
          </button>
        </div>
        <p id={descriptionId} className="ek-muted">
          {wallets.length > 0 ? labels.pickerDescription : labels.noWallets}
        </p>
        {wallets.length > 0 && (
          <ul className="ek-connect-and-sign__wallets">
            {wallets.map((wallet) => {
              const name = wallet.isGeneric ? labels.browserWallet : wallet.name
              const busy = connecting?.connector.uid === wallet.connector.uid
              if (!wallet.installed) {
                return (
                  <li key={wallet.connector.uid} className="ek-connect-and-sign__wallet" data-state="not-installed">
                    <span className="ek-connect-and-sign__wallet-icon" aria-hidden="true">
                      {Array.from(name)[0]?.toUpperCase()}
                    </span>
                    <span className="ek-connect-and-sign__wallet-name">
                      {name} <span className="ek-muted">· {labels.notInstalled}</span>
                    </span>
                    <a className="ek-connect-and-sign__get-wallet" href={safeHref(labels.getWalletUrl)} target="_blank" rel="noopener noreferrer">
                      {labels.getWallet}
                    </a>
                  </li>
                )
              }
              return (
                <li key={wallet.connector.uid}>
                  <button
                    type="button"
                    className="ek-connect-and-sign__wallet"
                    data-wallet={wallet.id}
                    data-state={busy ? 'connecting' : 'idle'}
                    aria-disabled={connecting ? true : undefined}
                    onClick={() => {
                      if (!connecting) onPick(wallet)
                    }}
                  >
                    {wallet.icon ? (
                      <img className="ek-connect-and-sign__wallet-icon" src={wallet.icon} alt="" />
                    ) : (
                      <span className="ek-connect-and-sign__wallet-icon" aria-hidden="true">
                        {Array.from(name)[0]?.toUpperCase()}
                      </span>
                    )}
                    <span className="ek-connect-and-sign__wallet-name">{busy ? labels.connectingTo(name) : name}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        {error && (
          <p className="ek-connect-and-sign__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  )

  if (!portalContainer) return dialog
  return createPortal(<PortalRoot unstyled={unstyled} theme={theme} labels={labels}>{dialog}</PortalRoot>, portalContainer)
}

// Outside the component's own root, the dialog needs a styled root (and the stylesheet in that document or shadow root).
function PortalRoot({ unstyled, theme, labels, children }: { unstyled: boolean | undefined; theme: EngagementTheme | undefined; labels: ConnectAndSignLabels; children: ReactNode }) {
  return (
    <ComponentRoot name="connect-and-sign-portal" styles={styles} unstyled={unstyled} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      {children}
    </ComponentRoot>
  )
}
