'use client'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { EngagementTheme } from '../../AppearanceContext.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import type { ConnectAndSignLabels } from './ConnectAndSignLabels.js'
import { recentWallets } from './recentWallets.js'
import { safeHref } from '../internal/safeUrl.js'
import { SignStep, type SignStepProps } from './SignStep.js'
import { WalletIcon } from './WalletIcon.js'
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
  /** Once a wallet is connected: the sign-in step, shown in the same dialog instead of the wallet list. */
  sign?: SignStepProps | undefined
}

const focusable = 'button:not([disabled]), [href], input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/**
 * The wallet dialog: the wallet list, then (with `sign`) the sign-in step. Focus moves in and stays in; it moves to
 * the step's first action (else its heading) whenever the step changes; Escape or a click outside closes it.
 */
export function WalletPicker({ id, wallets, connecting, error, labels, onPick, onClose, portalContainer, unstyled, theme, sign }: WalletPickerProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const titleId = `${id}-title`
  const descriptionId = `${id}-description`
  const step = sign ? `sign-${sign.phase}` : 'wallets'

  useEffect(() => {
    const panel = panelRef.current
    const first = step !== 'wallets' ? panel?.querySelector<HTMLElement>('[data-autofocus]') : (panel?.querySelector<HTMLElement>('[data-wallet]') ?? panel?.querySelector<HTMLElement>(focusable))
    const target = first ?? titleRef.current
    target?.focus()
  }, [step])

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
      // The event's target, not document.activeElement: inside a shadow root the latter is the host. From the
      // heading (focused when a step begins), Shift+Tab goes round to the last action too.
      if (event.shiftKey && (event.target === first || event.target === titleRef.current)) {
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
    if (!wallet.installed) {
      return (
        <li key={wallet.connector.uid} className="ek-connect-and-sign__wallet" data-state="not-installed">
          <WalletIcon name={name} icon={undefined} generic={wallet.isGeneric} />
          <span className="ek-connect-and-sign__wallet-name">
            {name}
            {/* Its own line under the name: never a separator left dangling where the row wraps. */}
            <span className="ek-connect-and-sign__wallet-status">{labels.notInstalled}</span>
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
            onPick(wallet)
          }}
        >
          <WalletIcon name={name} icon={wallet.icon} generic={wallet.isGeneric} />
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
      <div ref={panelRef} id={id} className="ek-connect-and-sign__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId} data-step={sign ? 'sign' : 'wallets'} onKeyDown={keyDown}>
        <div className="ek-connect-and-sign__dialog-header">
          <h2 ref={titleRef} id={titleId} className="ek-connect-and-sign__dialog-title" tabIndex={-1}>
            {sign ? labels.signTitle : labels.pickerTitle}
          </h2>
          <button type="button" className="ek-connect-and-sign__close" aria-label={labels.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {sign ? (
          <SignStep {...sign} labels={labels} descriptionId={descriptionId} />
        ) : (
          <>
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
            <p className="ek-connect-and-sign__picker-footer">
              {labels.noWalletYet}{' '}
              <a href={safeHref(labels.getWalletUrl)} target="_blank" rel="noopener noreferrer">
                {labels.getWallet}
              </a>
            </p>
          </>
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
