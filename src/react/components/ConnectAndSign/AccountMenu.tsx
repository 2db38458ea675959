'use client'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { safeHref } from '../internal/safeUrl.js'
import type { ConnectAndSignLabels } from './ConnectAndSignLabels.js'

type AccountMenuProps = {
  /** The trigger's content: avatar, name and short address. */
  children: ReactNode
  /** Drawn at the top of the open menu for the eye (the account, larger): the trigger already names it. */
  header?: ReactNode
  /** The menu button, for the component to move focus to once signed in. */
  triggerRef: RefObject<HTMLButtonElement | null>
  address: string
  labels: ConnectAndSignLabels
  /** Where "Your profile" goes (relative to the page, or absolute); the item shows only for an http(s) link. */
  profileHref: string | undefined
  /** Absent when the app controls the session (signing out is its business). */
  onSignOut: (() => void) | undefined
  /** Told the outcome of a copy, for the live region. */
  onCopied: (message: string) => void
}

/**
 * The signed-in account as a menu button (WAI-ARIA menu button): Copy address, Your profile and Sign out. Arrow keys,
 * Home and End move between the items; Escape, Tab or a click elsewhere closes it, Escape returning focus.
 */
export function AccountMenu({ children, header, triggerRef, address, labels, profileHref, onSignOut, onCopied }: AccountMenuProps) {
  const [open, setOpen] = useState(false)
  const menu = useRef<HTMLDivElement>(null)
  const trigger = triggerRef
  const id = useId()
  const href = safeHref(resolveHref(profileHref))

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  useEffect(() => {
    if (!open) return
    items()[0]?.focus()
    // A click or tap anywhere else closes the menu (inside a shadow root too: the path says where it landed).
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath()
      if (!path.includes(menu.current!) && !path.includes(trigger.current!)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, trigger])

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) trigger.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items()
    const index = list.indexOf(event.target as HTMLElement)
    const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key]
    if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    } else if (target !== undefined) {
      event.preventDefault()
      list[(target + list.length) % list.length]?.focus()
    }
  }
  const copy = async () => {
    let copied = false
    try {
      await navigator.clipboard.writeText(address)
      copied = true
    } catch {
      // Denied permission or an insecure page: say so rather than pretend.
    }
    onCopied(copied ? labels.copied : labels.copyFailed)
    close(true)
  }

  return (
    <span className="ek-connect-and-sign__account">
      <button
        ref={trigger}
        type="button"
        className="ek-connect-and-sign__address"
        title={address}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(!open)}
      >
        {children}
        <span className="ek-connect-and-sign__chevron" aria-hidden="true" />
      </button>
      {open && (
        <div ref={menu} id={id} role="menu" aria-label={labels.accountMenu} className="ek-connect-and-sign__menu" onKeyDown={onKeyDown}>
          {header && (
            <div className="ek-connect-and-sign__menu-header" aria-hidden="true">
              {header}
            </div>
          )}
          <button type="button" role="menuitem" tabIndex={-1} className="ek-connect-and-sign__item" onClick={() => void copy()}>
            {labels.copy}
          </button>
          {href && (
            <a role="menuitem" tabIndex={-1} className="ek-connect-and-sign__item" href={href}>
              {labels.profile}
            </a>
          )}
          {onSignOut && (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="ek-connect-and-sign__item"
              onClick={() => {
                close(false)
                onSignOut()
              }}
            >
              {labels.signOut}
            </button>
          )}
        </div>
      )}
    </span>
  )
}

/** A link relative to the page, made absolute (so `/me` works); undefined when it cannot be read. */
function resolveHref(value: string | undefined): string | undefined {
  try {
    return value === undefined ? undefined : new URL(value, globalThis.document?.baseURI).href
  } catch {
    return undefined
  }
}
