'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import { apiKeyCreateSchema, type CreatedApiKey } from '../../../core/schemas/apiKey.js'
import { useCreateApiKey } from '../../hooks/useCreateApiKey.js'
import { saveErrorMessage } from '../admin/saveErrorMessage.js'
import { schemaFieldErrors, type FieldProblem } from '../admin/schemaFieldErrors.js'
import type { ApiKeyManagerLabels } from './ApiKeyManagerLabels.js'

type CreateApiKeyFormProps = { entityId: string; labels: ApiKeyManagerLabels; onCreated: (key: CreatedApiKey) => void }

/** A name, then Create: a refusal keeps the name and says why under the form. */
export function CreateApiKeyForm({ entityId, labels, onCreated }: CreateApiKeyFormProps) {
  const create = useCreateApiKey({ entityId })
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<FieldProblem>()
  const [failure, setFailure] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = schemaFieldErrors<'name'>(apiKeyCreateSchema, { name }).name
    setProblem(found)
    if (found) return input.current?.focus()
    setFailure(undefined)
    try {
      const { data } = await create.mutateAsync({ name: name.trim() })
      if (!data?.key) return setFailure(labels.keyMissing)
      setName('')
      onCreated(data)
    } catch (error) {
      setFailure(saveErrorMessage(error, labels))
    }
  }

  const error = problem === 'required' ? labels.fieldRequired : problem === 'tooLong' ? labels.fieldTooLong : problem ? labels.fieldInvalid : undefined
  const pending = create.isPending
  return (
    <form className="ek-api-key-manager__form" aria-label={labels.create} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <div className="ek-admin-field">
        <label className="ek-admin-label" htmlFor={`${id}-name`}>
          {labels.nameLabel}
        </label>
        <div className="ek-api-key-manager__create">
          <input
            ref={input}
            id={`${id}-name`}
            className="ek-admin-input"
            type="text"
            autoComplete="off"
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setName(event.target.value)
              setProblem(undefined)
            }}
          />
          <button type="submit" className="ek-button" disabled={pending}>
            {pending ? labels.creating : labels.create}
          </button>
        </div>
        <p id={`${id}-hint`} className="ek-api-key-manager__hint ek-muted">
          {labels.nameHint}
        </p>
        {error && (
          <p id={`${id}-error`} className="ek-admin-error">
            {error}
          </p>
        )}
      </div>
      {failure && (
        <p className="ek-admin-alert" role="alert">
          {failure}
        </p>
      )}
    </form>
  )
}
