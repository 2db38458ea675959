'use client'
import { useEffect, useRef, useState } from 'react'
import type { ApiKey } from '../../../core/schemas/apiKey.js'
import type { ApiKeyManagerLabels } from './ApiKeyManagerLabels.js'
import { InlineConfirm } from '../admin/InlineConfirm.js'
import { formatDate } from '../internal/formatDate.js'

type ApiKeyRowProps = {
  apiKey: ApiKey
  labels: ApiKeyManagerLabels
  locale: string | undefined
  /** Why the last revocation of this key failed (the row is back in the list). */
  failure: string | undefined
  onRevoke: (key: ApiKey) => void
}

/**
 * One key: its name, first characters, when made and last used; Revoke asks once more, inline. A confirmed key
 * leaves the list at once (and comes back, saying why, if the service refuses).
 */
export function ApiKeyRow({ apiKey, labels, locale, failure, onRevoke }: ApiKeyRowProps) {
  const [confirming, setConfirming] = useState(false)
  const revokeButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  useEffect(() => {
    if (confirming) return
    if (returnFocus.current) revokeButton.current?.focus()
    returnFocus.current = false
  }, [confirming])
  // Back after a refusal: focus on the key's Revoke button, beside the reason.
  useEffect(() => {
    if (failure) revokeButton.current?.focus()
  }, [failure])

  const used = apiKey.lastUsedAt ? labels.lastUsed(formatDate(apiKey.lastUsedAt, locale)) : labels.neverUsed
  return (
    <li className="ek-api-key-manager__item" data-state={confirming ? 'confirming' : 'idle'}>
      <div className="ek-api-key-manager__view">
        <div className="ek-api-key-manager__text">
          <p className="ek-api-key-manager__name">
            {apiKey.name} <code className="ek-api-key-manager__prefix">{apiKey.prefix}…</code>
          </p>
          <p className="ek-api-key-manager__meta ek-muted">
            {labels.createdOn(formatDate(apiKey.createdAt, locale))} · {used}
          </p>
        </div>
        {!confirming && (
          <button ref={revokeButton} type="button" className="ek-button" data-variant="secondary" data-size="small" aria-label={labels.revokeKey(apiKey.name)} onClick={() => setConfirming(true)}>
            {labels.revoke}
          </button>
        )}
      </div>
      {confirming && (
        <InlineConfirm
          label={labels.revokeKey(apiKey.name)}
          message={labels.confirmRevoke(apiKey.name)}
          confirm={labels.revoke}
          cancel={labels.cancel}
          onCancel={() => {
            returnFocus.current = true
            setConfirming(false)
          }}
          onConfirm={() => {
            setConfirming(false)
            onRevoke(apiKey)
          }}
        />
      )}
      {failure && (
        <p className="ek-form-alert" role="alert">
          {failure}
        </p>
      )}
    </li>
  )
}
