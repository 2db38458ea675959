'use client'
import { useEffect, useRef } from 'react'

type InlineConfirmProps = {
  /** Names the group: the action and what it acts on ("Revoke Discord bot"). */
  label: string
  /** What happens, in a sentence. */
  message: string
  confirm: string
  cancel: string
  /** `danger` for what cannot be undone (the default), `primary` otherwise. */
  variant?: 'danger' | 'primary'
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A row's "are you sure", inline under it: the consequence in a sentence, Cancel (focused on arrival, so Enter is
 * never a surprise) and the action. Escape cancels.
 */
export function InlineConfirm({ label, message, confirm, cancel, variant = 'danger', onConfirm, onCancel }: InlineConfirmProps) {
  const cancelButton = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelButton.current?.focus(), [])
  return (
    <div
      className="ek-confirm"
      role="group"
      aria-label={label}
      data-variant={variant}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        onCancel()
      }}
    >
      <p>{message}</p>
      <div className="ek-form-actions">
        <button ref={cancelButton} type="button" className="ek-button" data-variant="ghost" onClick={onCancel}>
          {cancel}
        </button>
        <button type="button" className="ek-button" data-variant={variant === 'danger' ? 'danger' : undefined} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </div>
  )
}
