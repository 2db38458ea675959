'use client'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Metric } from '../../../core/schemas/metric.js'
import { metricUpdateSchema } from '../../../core/schemas/metric.js'
import { useUpdateMetric } from '../../hooks/useUpdateMetric.js'
import { saveErrorMessage } from '../admin/saveErrorMessage.js'
import { schemaFieldErrors, type FieldProblem } from '../admin/schemaFieldErrors.js'
import type { MetricDefinitionsLabels } from './MetricDefinitionsLabels.js'
import type { MetricDefinitionsProps } from './MetricDefinitionsProps.js'

type Field = 'name' | 'description' | 'type'
type Values = Record<Field, string>
const fields: readonly Field[] = ['name', 'description', 'type']

type RowProps = { entityId: string; metric: Metric; others: readonly Metric[]; labels: MetricDefinitionsLabels; onSaved: MetricDefinitionsProps['onSaved'] }

/** One metric: its name, description and type, and an inline form to change them. */
export function MetricDefinitionRow({ entityId, metric, others, labels, onSaved }: RowProps) {
  const [editing, setEditing] = useState<Values | null>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  // Back where the user started, once the form is gone.
  useEffect(() => {
    if (editing || !returnFocus.current) return
    returnFocus.current = false
    editButton.current?.focus()
  }, [editing])
  const close = () => {
    returnFocus.current = true
    setEditing(null)
  }
  return (
    <li className="ek-metric-definitions__item" data-state={editing ? 'editing' : 'idle'}>
      {editing ? (
        <MetricForm entityId={entityId} metric={metric} others={others} initial={editing} labels={labels} onDone={close} onSaved={onSaved} onChange={setEditing} />
      ) : (
        <div className="ek-metric-definitions__view">
          <div className="ek-metric-definitions__text">
            <p className="ek-metric-definitions__name">
              {metric.name} <span className="ek-metric-definitions__type">{metric.type}</span>
            </p>
            {metric.description && <p className="ek-metric-definitions__description ek-muted">{metric.description}</p>}
          </div>
          <button
            ref={editButton}
            type="button"
            className="ek-button"
            data-variant="secondary"
            aria-label={labels.editMetric(metric.name)}
            onClick={() => setEditing({ name: metric.name, description: metric.description, type: metric.type })}
          >
            {labels.edit}
          </button>
        </div>
      )}
    </li>
  )
}

type FormProps = Omit<RowProps, 'onSaved'> & {
  initial: Values
  onDone: () => void
  onChange: (values: Values) => void
  onSaved: MetricDefinitionsProps['onSaved']
}

function MetricForm({ entityId, metric, others, initial: values, labels, onDone, onChange, onSaved }: FormProps) {
  const update = useUpdateMetric({ entityId })
  const [problems, setProblems] = useState<Partial<Record<Field | 'taken', FieldProblem>>>({})
  const [failure, setFailure] = useState<string>()
  const inputs = useRef(new Map<Field, HTMLInputElement | HTMLTextAreaElement>())
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Partial<Record<Field, FieldProblem>> = schemaFieldErrors<Field>(metricUpdateSchema, values)
    const taken = !found.name && others.some((other) => other.name.trim().toLowerCase() === values.name.trim().toLowerCase())
    setProblems(taken ? { ...found, taken: 'invalid' } : found)
    const first = taken ? 'name' : fields.find((field) => found[field])
    if (first) return inputs.current.get(first)?.focus()
    setFailure(undefined)
    const sent = { metricId: metric.id, name: values.name.trim(), description: values.description, type: values.type.trim() }
    try {
      await update.mutateAsync(sent)
      onSaved?.({ id: metric.id, name: sent.name, description: sent.description, type: sent.type })
      onDone()
    } catch (error) {
      // The edits stay in the form; the list shows the metric as it was.
      setFailure(saveErrorMessage(error, labels))
    }
  }

  const message = (field: Field) => {
    if (field === 'name' && problems.taken) return labels.nameTaken
    const problem = problems[field]
    return problem === 'required' ? labels.fieldRequired : problem === 'tooLong' ? labels.fieldTooLong : problem ? labels.fieldInvalid : undefined
  }
  const pending = update.isPending

  return (
    <form className="ek-metric-definitions__form" aria-label={labels.editForm(metric.name)} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      {fields.map((field) => {
        const error = message(field)
        const hint = field === 'name' && values.name !== metric.name ? labels.renameHint : undefined
        const describedBy = [error && `${id}-${field}-error`, hint && `${id}-${field}-hint`].filter(Boolean).join(' ') || undefined
        const common = {
          id: `${id}-${field}`,
          className: 'ek-admin-input',
          value: values[field],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          onChange: (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value }),
        }
        return (
          <div key={field} className="ek-admin-field" data-field={field}>
            <label className="ek-admin-label" htmlFor={`${id}-${field}`}>
              {field === 'name' ? labels.nameLabel : field === 'description' ? labels.descriptionLabel : labels.typeLabel}
            </label>
            {field === 'description' ? (
              <textarea {...common} rows={2} ref={(node) => void (node ? inputs.current.set(field, node) : inputs.current.delete(field))} />
            ) : (
              <input {...common} type="text" autoComplete="off" ref={(node) => void (node ? inputs.current.set(field, node) : inputs.current.delete(field))} />
            )}
            {hint && (
              <p id={`${id}-${field}-hint`} className="ek-muted">
                {hint}
              </p>
            )}
            {error && (
              <p id={`${id}-${field}-error`} className="ek-admin-error">
                {error}
              </p>
            )}
          </div>
        )
      })}
      {failure && (
        <p className="ek-admin-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="ek-admin-actions">
        <button type="button" className="ek-button" data-variant="ghost" onClick={onDone} disabled={pending}>
          {labels.cancel}
        </button>
        <button type="submit" className="ek-button" disabled={pending}>
          {pending ? labels.saving : labels.save}
        </button>
      </div>
    </form>
  )
}
