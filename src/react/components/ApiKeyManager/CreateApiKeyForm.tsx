'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import { apiKeyCreateSchema, type CreatedApiKey } from '../../../core/schemas/apiKey.js'
import { useCreateApiKey } from '../../hooks/useCreateApiKey.js'
import { saveFailure } from '../admin/saveFailure.js'
import { schemaFieldErrors, type FieldProblem } from '../admin/schemaFieldErrors.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions, type FormActionsProps } from '../internal/FormActions.js'
import type { ApiKeyManagerLabels } from './ApiKeyManagerLabels.js'

type CreateApiKeyFormProps = { entityId: string; labels: ApiKeyManagerLabels; onCreated: (key: CreatedApiKey) => void }

/**
 * A name, then Create: made, the key itself takes the form's place (NewApiKey, the one confirmation that matters: it
 * is to be copied); refused, the bar says why and the name stays.
 */
export function CreateApiKeyForm({ entityId, labels, onCreated }: CreateApiKeyFormProps) {
  const create = useCreateApiKey({ entityId })
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<FieldProblem>()
  const [failure, setFailure] = useState<FormActionsProps['failure']>()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const pending = create.isPending

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    const found = schemaFieldErrors<'name'>(apiKeyCreateSchema, { name }).name
    setProblem(found)
    if (found) return input.current?.focus()
    setFailure(undefined)
    try {
      const { data } = await create.mutateAsync({ name: name.trim() })
      if (!data?.key) return setFailure({ title: labels.keyMissing })
      setName('')
      onCreated(data)
    } catch (error) {
      setFailure(saveFailure(error, labels))
    }
  }

  const error = problem === 'required' ? labels.fieldRequired : problem === 'tooLong' ? labels.fieldTooLong : problem ? labels.fieldInvalid : undefined
  return (
    <form className="ek-api-key-manager__form" aria-label={labels.create} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <Field id={`${id}-name`} name="name" label={labels.nameLabel} hint={labels.nameHint} error={error} required>
        <input
          ref={input}
          {...fieldControlProps(`${id}-name`, { hint: labels.nameHint, error, required: true })}
          className="ek-input"
          type="text"
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setProblem(undefined)
          }}
        />
      </Field>
      <FormActions failure={failure}>
        <button type="submit" className="ek-button" aria-disabled={pending || undefined}>
          {pending ? labels.creating : labels.create}
        </button>
      </FormActions>
    </form>
  )
}
