'use client'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { EngagementTheme } from '../../AppearanceContext.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import type { ConnectAndSignLabels } from './ConnectAndSignLabels.js'
import { rememberWallet, recentWallets } from './recentWallets.js'
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

  // Wallets picked here before first ("Recent"), then the others this browser has ("Installed"), then those to get.
  const recent = recentWallets()
  const recentOnes = recent.map((walletId) => wallets.find((wallet) => wallet.id === walletId && wallet.installed)).filter((wallet): wallet is WalletOption => wallet !== undefined)
  const others = wallets.filter((wallet) => !recentOnes.includes(wallet))
  const groups = [
    { key: 'recent', title: labels.recentWallets, wallets: recentOnes },
    { key: 'installed', title: labels.installedWallets, wallets: others.filter((wallet) => wallet.installed) },
    { key: 'missing', title: labels.notInstalled, wallets: others.filter((wallet) => !wallet.installed) },
  ].filter((group) => group.wallets.length > 0)

  const walletItem = (wallet: WalletOption) => {
    const name = wallet.isGeneric ? labels.browserWallet : wallet.name
    const busy = connecting?.connector.uid === wallet.connector.uid
    // Without an icon of its own, a wallet gets its initial on a colour of its own (one of eight, from its name).
    const fallback = (
      <span className="ek-connect-and-sign__wallet-icon" aria-hidden="true" data-hue={hueOf(name)}>
        {Array.from(name)[0]?.toUpperCase()}
      </span>
    )
    if (!wallet.installed) {
      return (
        <li key={wallet.connector.uid} className="ek-connect-and-sign__wallet" data-state="not-installed">
          {fallback}
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
            if (connecting) return
            rememberWallet(wallet.id)
            onPick(wallet)
          }}
        >
          {wallet.icon ? <img className="ek-connect-and-sign__wallet-icon" src={wallet.icon} alt="" /> : fallback}
          <span className="ek-connect-and-sign__wallet-name">{busy ? labels.connectingTo(name) : name}</span>
        </button>
      </li>
    )
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
          <button type="button" className="ek-connect-and-sign__close" aria-label={labels.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={descriptionId} className="ek-muted">
          {wallets.length > 0 ? labels.pickerDescription : labels.noWallets}
        </p>
        {groups.map((group) => (
          <section key={group.key} className="ek-connect-and-sign__group" aria-labelledby={`${id}-${group.key}`}>
            <h3 id={`${id}-${group.key}`} className="ek-connect-and-sign__group-title">
              {group.title}
            </h3>
            <ul className="ek-connect-and-sign__wallets">{group.wallets.map(walletItem)}</ul>
          </section>
        ))}
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

/** One of eight hues for a wallet without an icon, the same for the same name. */
function hueOf(name: string): number {
  let hash = 0
  for (const character of name) hash = (hash * 31 + character.codePointAt(0)!) >>> 0
  return hash % 8
}
