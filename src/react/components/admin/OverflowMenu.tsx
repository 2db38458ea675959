'use client'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

/** One action of an {@link OverflowMenu}. */
export type OverflowMenuItem = {
  key: string
  label: string
  onSelect: () => void
  /** Drawn as a destructive action. */
  tone?: 'danger' | undefined
}

type OverflowMenuProps = {
  /** The button's accessible name, e.g. "More actions for level 3". */
  label: string
  items: readonly OverflowMenuItem[]
  /** The "⋯" button, for a caller that returns focus to it once an action's form closes. */
  buttonRef?: ((node: HTMLButtonElement | null) => void) | undefined
  /** While another change is on its way: the button waits. */
  disabled?: boolean | undefined
}

/**
 * A row's secondary actions behind one "⋯" button: the WAI-ARIA menu button pattern. Enter, Space or ↓ opens it on
 * the first action, ↑ on the last; ↑ ↓ Home End move; Enter or Space chooses; Escape closes it back onto the button;
 * Tab or a click elsewhere closes it.
 */
export function OverflowMenu({ label, items, buttonRef, disabled }: OverflowMenuProps) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const id = useId()
  const button = useRef<HTMLButtonElement | null>(null)
  const menu = useRef<HTMLDivElement>(null)
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus()
  }, [open, active])
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      const path = event.composedPath()
      if (!path.includes(menu.current!) && !path.includes(button.current!)) setOpen(false)
    }
    const root = button.current?.getRootNode() as Document | ShadowRoot | undefined
    root?.addEventListener('pointerdown', outside as EventListener)
    return () => root?.removeEventListener('pointerdown', outside as EventListener)
  }, [open])

  const show = (index: number) => {
    setActive((index + items.length) % items.length)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      show(event.key === 'ArrowDown' ? 0 : items.length - 1)
    }
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: items.length - 1 }
    if (event.key in moves) {
      event.preventDefault()
      show(moves[event.key]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  return (
    <div className="ek-menu">
      <button
        ref={(node) => {
          button.current = node
          buttonRef?.(node)
        }}
        type="button"
        className="ek-button ek-menu__button"
        data-variant="ghost"
        data-size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={disabled}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true" className="ek-menu__dots" />
      </button>
      {open && (
        <div ref={menu} id={id} role="menu" aria-label={label} className="ek-menu__list" onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(node) => void (itemRefs.current[index] = node)}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className="ek-menu__item"
              data-tone={item.tone}
              onClick={() => {
                setOpen(false)
                item.onSelect()
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
