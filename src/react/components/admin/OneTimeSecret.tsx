'use client'
import { useEffect, useRef, useState } from 'react'

/** The strings of {@link OneTimeSecret}. */
export type OneTimeSecretLabels = { copy: string; copied: string; copyFailed: string; done: string }

type OneTimeSecretProps = {
  /** Names the region and heads it: what was just made. */
  title: string
  /** That it is not shown again, and how it is used. */
  hint: string
  /** The field's accessible name ("API key", "Signing secret"). */
  fieldLabel: string
  secret: string
  labels: OneTimeSecretLabels
  onDone: () => void
}

/**
 * A secret shown this once (an API key, a webhook's signing secret): selected on arrival, a Copy button (or, where the
 * clipboard refuses, the text selected for the keyboard), and Done to put it away for good.
 */
export function OneTimeSecret({ title, hint, fieldLabel, secret, labels, onDone }: OneTimeSecretProps) {
  const field = useRef<HTMLInputElement>(null)
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    field.current?.focus()
    field.current?.select()
  }, [])

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(secret)
      setCopy('copied')
    } catch {
      // No clipboard (an insecure page, a refused permission): the secret is selected for the keyboard.
      field.current?.focus()
      field.current?.select()
      setCopy('failed')
    }
  }

  return (
    <div className="ek-secret" role="region" aria-label={title}>
      <p className="ek-secret__title">{title}</p>
      <p className="ek-secret__hint">{hint}</p>
      <div className="ek-secret__row">
        <input ref={field} className="ek-input ek-secret__value" type="text" readOnly value={secret} aria-label={fieldLabel} spellCheck={false} autoComplete="off" />
        <button type="button" className="ek-button" data-variant="secondary" onClick={() => void copySecret()}>
          {copy === 'copied' ? labels.copied : labels.copy}
        </button>
      </div>
      {/* Read out; seen only when the copy failed (the button says Copied). */}
      <p className={copy === 'failed' ? 'ek-secret__status' : 'ek-visually-hidden'} role="status">
        {copy === 'copied' ? labels.copied : copy === 'failed' ? labels.copyFailed : ''}
      </p>
      <div className="ek-form-actions">
        <button type="button" className="ek-button" onClick={onDone}>
          {labels.done}
        </button>
      </div>
    </div>
  )
}
