'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { Achievement } from '../../../core/schemas/achievement.js'
import type { Metric } from '../../../core/schemas/metric.js'
import { useCreateAchievement } from '../../hooks/useCreateAchievement.js'
import { useUpdateAchievement } from '../../hooks/useUpdateAchievement.js'
import { saveFailure } from '../admin/saveFailure.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions } from '../internal/FormActions.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import type { AchievementEditorLabels } from './AchievementEditorLabels.js'
import type { AchievementChange } from './AchievementEditorProps.js'
import { achievementFields, achievementProblems, keyFromName, triggerOf, type AchievementField, type AchievementValues } from './achievementValues.js'
import { TriggerPicker } from './TriggerPicker.js'

type AchievementFormProps = {
  entityId: string
  /** The achievement edited; none for a new one. */
  achievement?: Achievement | undefined
  metrics: readonly Metric[]
  values: AchievementValues
  onValues: (values: AchievementValues) => void
  labels: AchievementEditorLabels
  onSaved: (change: AchievementChange) => void
  /** Closes an edit form (a new one stays, empty again). */
  onCancel?: (() => void) | undefined
}

/** Where the service's refusal belongs: a taken key (409) or a key it refuses (400 on `key`) at the key field. */
function keyRefusal(error: unknown, labels: AchievementEditorLabels): string | undefined {
  const { status, kind, field, serverMessage } = (error ?? {}) as { status?: number; kind?: string; field?: string; serverMessage?: string }
  if (status === 409) return labels.keyTaken
  if ((status === 400 || kind === 'invalid-input') && field === 'key') return serverMessage ?? labels.keyHint
  return undefined
}

/**
 * An achievement's fields: key (made from the name until typed; fixed once made), name, description, image and what
 * earns it. Refusals are said at their field, the service's about the key too; the edits always stay in the form.
 */
export function AchievementForm({ entityId, achievement, metrics, values, onValues, labels, onSaved, onCancel }: AchievementFormProps) {
  const creating = !achievement
  const create = useCreateAchievement({ entityId })
  const update = useUpdateAchievement({ entityId })
  const [problems, setProblems] = useState<Partial<Record<AchievementField, string>>>({})
  const [failure, setFailure] = useState<{ title: string; cause?: string }>()
  const [keyTyped, setKeyTyped] = useState(!creating || values.key !== '')
  const confirmSave = useConfirmSave()
  const inputs = useRef(new Map<AchievementField, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>())
  const id = useId()
  const inputRef = (field: AchievementField) => (node: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => void (node ? inputs.current.set(field, node) : inputs.current.delete(field))
  const change = (changes: Partial<AchievementValues>) => {
    const next = { ...values, ...changes }
    // The key follows the name until it is typed in.
    if (creating && !keyTyped && changes.name !== undefined) next.key = keyFromName(changes.name)
    onValues(next)
    setProblems((current) => {
      const rest = { ...current }
      for (const field of Object.keys(changes)) delete rest[field as AchievementField]
      if (changes.name !== undefined && !keyTyped) delete rest.key
      return rest
    })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = achievementProblems(values, labels, creating)
    setProblems(found)
    const first = achievementFields.find((field) => found[field])
    if (first) return inputs.current.get(first)?.focus()
    setFailure(undefined)
    const fields = { name: values.name.trim(), description: values.description.trim(), imageUrl: values.imageUrl.trim(), trigger: triggerOf(values) }
    try {
      if (creating) {
        await create.mutateAsync({ key: values.key.trim(), ...fields })
        confirmSave(labels.created(fields.name))
        onSaved({ key: values.key.trim(), change: 'created' })
        setKeyTyped(false)
      } else {
        await update.mutateAsync({ key: achievement.key, ...fields })
        confirmSave(labels.saved(fields.name))
        onSaved({ key: achievement.key, change: 'updated' })
      }
    } catch (error) {
      // The edits stay in the form; a refused key is said at the key field, anything else beside the buttons.
      const atKey = creating ? keyRefusal(error, labels) : undefined
      if (atKey) {
        setProblems({ key: atKey })
        inputs.current.get('key')?.focus()
      } else setFailure(saveFailure(error, labels))
    }
  }

  const pending = create.isPending || update.isPending
  const text = (field: 'key' | 'name' | 'description' | 'imageUrl', label: string, options: { hint?: string | undefined; required?: boolean; multiline?: boolean } = {}) => {
    const { hint, required = false } = options
    const common = {
      ...fieldControlProps(`${id}-${field}`, { hint, error: problems[field], required }),
      className: 'ek-input',
      value: values[field],
      onChange: (event: { target: { value: string } }) => {
        if (field === 'key') setKeyTyped(true)
        change({ [field]: event.target.value })
      },
    }
    return (
      <Field id={`${id}-${field}`} name={field} label={label} hint={hint} error={problems[field]} required={required}>
        {options.multiline ? <textarea {...common} rows={2} ref={inputRef(field)} /> : <input {...common} type={field === 'imageUrl' ? 'url' : 'text'} autoComplete="off" spellCheck={field === 'key' ? false : undefined} ref={inputRef(field)} />}
      </Field>
    )
  }

  return (
    <form
      className="ek-achievement-editor__form"
      data-mode={creating ? 'create' : 'edit'}
      aria-label={creating ? labels.addForm : labels.editForm(achievement.name)}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={pending || undefined}
    >
      {creating && <p className="ek-achievement-editor__form-title">{labels.addForm}</p>}
      <div className="ek-achievement-editor__fields">
        {text('name', labels.nameLabel, { required: true })}
        {creating && text('key', labels.keyLabel, { hint: labels.keyHint, required: true })}
      </div>
      {text('description', labels.descriptionLabel, { multiline: true })}
      {text('imageUrl', labels.imageLabel, { hint: labels.imageHint })}
      <TriggerPicker id={id} values={values} metrics={metrics} problems={problems} labels={labels} onChange={change} inputRef={inputRef} />
      <FormActions failure={failure}>
        {onCancel && (
          <button type="button" className="ek-button" data-variant="ghost" onClick={onCancel} disabled={pending}>
            {labels.cancel}
          </button>
        )}
        <button type="submit" className="ek-button" disabled={pending}>
          {creating ? (pending ? labels.adding : labels.add) : pending ? labels.saving : labels.save}
        </button>
      </FormActions>
    </form>
  )
}
