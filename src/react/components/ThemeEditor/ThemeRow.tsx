'use client'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Theme } from '../../../core/schemas/theme.js'
import { applyThemeStyle } from '../DyNftCard/themeStyle.js'
import type { ThemeEditorLabels } from './ThemeEditorLabels.js'
import { formatPrice } from '../internal/formatPrice.js'
import { themeLevel } from './themeValues.js'
import { OverflowMenu } from '../admin/OverflowMenu.js'

type ThemeRowProps = {
  theme: Theme
  labels: ThemeEditorLabels
  /** The price's unit (ThemeEditor's `priceUnit`) and the reader's locale, for "ETH 0.05" / "0,05 ETH". */
  priceUnit: string
  locale: string | undefined
  /** Another change (a delete, a default) is on its way: the row's buttons wait. */
  busy: boolean
  /** Return focus to this row's Edit button (after its form closed). */
  focusEdit: boolean
  onEdit: () => void
  onMakeDefault: () => void
  onDelete: () => void
}

/** One theme in the list: its colours, title, level and price, and its actions; Delete asks first. */
export function ThemeRow({ theme, labels, priceUnit, locale, busy, focusEdit, onEdit, onMakeDefault, onDelete }: ThemeRowProps) {
  const [confirming, setConfirming] = useState(false)
  const swatch = useRef<HTMLSpanElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const title = theme.title || labels.untitled
  // The swatch takes the theme's colours as the card does: valid colours only, through the CSSOM.
  useLayoutEffect(() => {
    if (swatch.current) applyThemeStyle(swatch.current.style, theme)
  }, [theme])
  useEffect(() => {
    if (focusEdit) editButton.current?.focus()
  }, [focusEdit])
  useEffect(() => {
    if (confirming) confirmButton.current?.focus()
  }, [confirming])
  const cancel = () => {
    setConfirming(false)
    requestAnimationFrame(() => deleteButton.current?.focus())
  }
  return (
    <li className="ek-theme-editor__item" data-state={confirming ? 'confirming' : theme.isDefault ? 'default' : 'idle'}>
      <div className="ek-theme-editor__view">
        <span ref={swatch} className="ek-theme-editor__swatch" aria-hidden="true" />
        <div className="ek-theme-editor__text">
          <p className="ek-theme-editor__name">
            {title}
            {theme.isDefault && <span className="ek-theme-editor__badge">{labels.isDefault}</span>}
          </p>
          <p className="ek-theme-editor__meta ek-muted">
            {labels.level(themeLevel(theme.level))} · {labels.price(formatPrice(theme.price, priceUnit, locale))}
          </p>
        </div>
        {!confirming && (
          <div className="ek-theme-editor__row-actions">
            <button ref={editButton} type="button" className="ek-button" data-variant="secondary" data-size="small" aria-label={labels.editTheme(title)} disabled={busy} onClick={onEdit}>
              {labels.edit}
            </button>
            <OverflowMenu
              label={labels.moreOf(title)}
              disabled={busy}
              buttonRef={(node) => void (deleteButton.current = node)}
              items={[
                ...(theme.isDefault ? [] : [{ key: 'default', label: labels.makeDefault, onSelect: onMakeDefault }]),
                { key: 'delete', label: labels.delete, tone: 'danger' as const, onSelect: () => setConfirming(true) },
              ]}
            />
          </div>
        )}
      </div>
      {confirming && (
        <div className="ek-theme-editor__confirm" role="group" aria-label={labels.deleteTheme(title)} onKeyDown={(event) => event.key === 'Escape' && cancel()}>
          <p>{labels.confirmDelete(title)}</p>
          <div className="ek-form-actions">
            <button type="button" className="ek-button" data-variant="ghost" onClick={cancel}>
              {labels.cancel}
            </button>
            <button
              ref={confirmButton}
              type="button"
              className="ek-button"
              data-variant="danger"
              onClick={() => {
                setConfirming(false)
                onDelete()
              }}
            >
              {labels.delete}
            </button>
          </div>
        </div>
      )}
    </li>
  )
}
