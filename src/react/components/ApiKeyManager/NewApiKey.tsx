'use client'
import { useEffect, useRef, useState } from 'react'
import type { CreatedApiKey } from '../../../core/schemas/apiKey.js'
import type { ApiKeyManagerLabels } from './ApiKeyManagerLabels.js'

type NewApiKeyProps = { created: CreatedApiKey; labels: ApiKeyManagerLabels; onDone: () => void }

/** The key just created, shown this once: selected on arrival, a Copy button, and Done to put it away for good. */
export function NewApiKey({ created, labels, onDone }: NewApiKeyProps) {
  const field = useRef<HTMLInputElement>(null)
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    field.current?.focus()
    field.current?.select()
  }, [])

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(created.key)
      setCopy('copied')
    } catch {
      // No clipboard (an insecure page, a refused permission): the key is selected for the keyboard.
      field.current?.focus()
      field.current?.select()
      setCopy('failed')
    }
  }

  return (
    <div className="ek-api-key-manager__new" role="region" aria-label={labels.createdTitle(created.name)}>
      <p className="ek-api-key-manager__new-title">{labels.createdTitle(created.name)}</p>
      <p className="ek-api-key-manager__new-hint">{labels.createdHint}</p>
      <div className="ek-api-key-manager__secret">
        <input ref={field} className="ek-input ek-api-key-manager__key" type="text" readOnly value={created.key} aria-label={labels.keyLabel} spellCheck={false} autoComplete="off" />
        <button type="button" className="ek-button" data-variant="secondary" onClick={() => void copyKey()}>
          {copy === 'copied' ? labels.copied : labels.copy}
        </button>
      </div>
      {/* Read out; seen only when the copy failed (the button says Copied). */}
      <p className={copy === 'failed' ? 'ek-api-key-manager__copy-status' : 'ek-visually-hidden'} role="status">
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
