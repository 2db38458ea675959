'use client'
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'

// useLayoutEffect warns during server rendering; a drawer only opens in a browser.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

const focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

type DrawerProps = {
  /** The id of the drawer's title (a heading inside `children`): the dialog's name. */
  labelledBy: string
  /** Escape, the scrim or the drawer's own close button: the owner unmounts the drawer. */
  onClose: () => void
  /** Where the focus goes back to once closed; default the element focused when the drawer opened. */
  returnFocus?: (() => HTMLElement | null | undefined) | undefined
  /** The component's class block: the drawer's parts are `${block}__drawer`, `__scrim`. */
  block: string
  children: ReactNode
}

/**
 * A side sheet beside the page (a bottom sheet on a phone): a modal dialog (WAI-ARIA dialog pattern) whose focus
 * starts on it, stays in it (Tab and Shift+Tab wrap) and goes back where it came from once closed; Escape or a click
 * on the scrim closes it. The page behind stays visible, so the row it belongs to is seen beside it.
 */
export function Drawer({ labelledBy, onClose, returnFocus, block, children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  const back = useRef(returnFocus)
  back.current = returnFocus
  useIsomorphicLayoutEffect(() => {
    // The focused element where the drawer is drawn: the page, or the widget's shadow root.
    const active = (panel.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement
    const opener = active instanceof HTMLElement ? active : null
    panel.current?.focus({ preventScroll: true })
    return () => {
      const target = back.current?.() ?? opener
      // After React has taken the drawer away, so the focus does not land in a node being removed.
      queueMicrotask(() => target?.isConnected && target.focus({ preventScroll: true }))
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close.current()
      return
    }
    if (event.key !== 'Tab' || !panel.current) return
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)].filter((item) => !item.closest('[hidden]'))
    if (items.length === 0) return event.preventDefault()
    const first = items[0]!
    const last = items.at(-1)!
    const active = (panel.current.getRootNode() as Document | ShadowRoot).activeElement
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className={`ek-drawer ${block}__drawer`} data-state="open">
      <div className="ek-drawer__scrim" aria-hidden="true" onClick={() => close.current()} />
      <div ref={panel} className="ek-drawer__panel" role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  )
}
