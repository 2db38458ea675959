'use client'
import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Metric } from '../../../core/schemas/metric.js'
import { metricUpdateSchema } from '../../../core/schemas/metric.js'
import { useUpdateMetric } from '../../hooks/useUpdateMetric.js'
import { useServiceInfo } from '../../hooks/useServiceInfo.js'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useMetricName } from '../../useMetricName.js'
import { saveFailure } from '../admin/saveFailure.js'
import { schemaFieldErrors, type FieldProblem } from '../admin/schemaFieldErrors.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions } from '../internal/FormActions.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import type { MetricDefinitionsLabels } from './MetricDefinitionsLabels.js'
import type { MetricDefinitionsProps } from './MetricDefinitionsProps.js'

type Field = 'name' | 'description' | 'type'
/** The form's values: the three fields of row 5, and the daily cap as typed ('' for none). */
type Values = Record<Field | 'cap', string>
const fields: readonly Field[] = ['name', 'description', 'type']
/** A cap as typed: a whole number of at least 1, or nothing. */
const capPattern = /^\d+$/

type RowProps = { entityId: string; metric: Metric; others: readonly Metric[]; labels: MetricDefinitionsLabels; onSaved: MetricDefinitionsProps['onSaved'] }

/**
 * One metric: the name members read ("Events attended"), then the name the service counts it by (`events_attended`,
 * the one edited here), its type and description, and an inline form to change them.
 */
export function MetricDefinitionRow({ entityId, metric, others, labels, onSaved }: RowProps) {
  const [editing, setEditing] = useState<Values | null>(null)
  const { locale } = useContext(AppearanceContext)
  const metricName = useMetricName()
  const shown = metricName(metric.name)
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
        <MetricForm entityId={entityId} metric={metric} shown={shown} others={others} initial={editing} labels={labels} onDone={close} onSaved={onSaved} onChange={setEditing} />
      ) : (
        <div className="ek-metric-definitions__view">
          <div className="ek-metric-definitions__text">
            <p className="ek-metric-definitions__name">
              {shown} <span className="ek-metric-definitions__type">{metric.type}</span>
            </p>
            <p className="ek-metric-definitions__key">
              <code translate="no">{metric.name}</code>
            </p>
            {metric.description && <p className="ek-metric-definitions__description ek-muted">{metric.description}</p>}
            {typeof metric.maxPerMemberPerDay === 'number' && (
              <p className="ek-metric-definitions__cap ek-muted">{labels.capShown(new Intl.NumberFormat(locale).format(metric.maxPerMemberPerDay))}</p>
            )}
          </div>
          <button
            ref={editButton}
            type="button"
            className="ek-button"
            data-variant="secondary"
            data-size="small"
            aria-label={labels.editMetric(shown)}
            onClick={() => setEditing({ name: metric.name, description: metric.description, type: metric.type, cap: typeof metric.maxPerMemberPerDay === 'number' ? String(metric.maxPerMemberPerDay) : '' })}
          >
            {labels.edit}
          </button>
        </div>
      )}
    </li>
  )
}

type FormProps = Omit<RowProps, 'onSaved'> & {
  /** The metric's name as members read it, before this edit. */
  shown: string
  initial: Values
  onDone: () => void
  onChange: (values: Values) => void
  onSaved: MetricDefinitionsProps['onSaved']
}

function MetricForm({ entityId, metric, shown, others, initial: values, labels, onDone, onChange, onSaved }: FormProps) {
  const update = useUpdateMetric({ entityId })
  // The cap is engagekit's (its `board-rules` feature): a service of the spec alone is not offered the field.
  const capped = useServiceInfo().data?.features.includes('board-rules') === true
  const metricName = useMetricName()
  const [problems, setProblems] = useState<Partial<Record<Field | 'taken' | 'cap', FieldProblem>>>({})
  const [failure, setFailure] = useState<{ title: string; cause?: string }>()
  const confirmSave = useConfirmSave()
  const inputs = useRef(new Map<Field | 'cap', HTMLInputElement | HTMLTextAreaElement>())
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Partial<Record<Field | 'cap', FieldProblem>> = schemaFieldErrors<Field>(metricUpdateSchema, { name: values.name, description: values.description, type: values.type })
    const cap = values.cap.trim()
    if (cap !== '' && !(capPattern.test(cap) && Number.isSafeInteger(Number(cap)) && Number(cap) >= 1)) found.cap = 'invalid'
    const taken = !found.name && others.some((other) => other.name.trim().toLowerCase() === values.name.trim().toLowerCase())
    setProblems(taken ? { ...found, taken: 'invalid' } : found)
    const first = taken ? 'name' : [...fields, 'cap' as const].find((field) => found[field])
    if (first) return inputs.current.get(first)?.focus()
    setFailure(undefined)
    // The cap is sent when there is one, or to remove the one the metric had: a metric without one sends row 5's three fields alone.
    const hadCap = typeof metric.maxPerMemberPerDay === 'number'
    const capField = cap !== '' ? { maxPerMemberPerDay: Number(cap) } : hadCap ? { maxPerMemberPerDay: null } : {}
    const sent = { metricId: metric.id, name: values.name.trim(), description: values.description, type: values.type.trim(), ...capField }
    try {
      await update.mutateAsync(sent)
      confirmSave(labels.metricSaved(metricName(sent.name)))
      onSaved?.({ id: metric.id, name: sent.name, description: sent.description, type: sent.type, ...(cap !== '' && { maxPerMemberPerDay: Number(cap) }) })
      onDone()
    } catch (error) {
      // The edits stay in the form; the list shows the metric as it was.
      setFailure(saveFailure(error, labels))
    }
  }

  const message = (field: Field) => {
    if (field === 'name' && problems.taken) return labels.nameTaken
    const problem = problems[field]
    return problem === 'required' ? labels.fieldRequired : problem === 'tooLong' ? labels.fieldTooLong : problem ? labels.fieldInvalid : undefined
  }
  const pending = update.isPending

  return (
    <form className="ek-metric-definitions__form" aria-label={labels.editForm(shown)} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      {fields.map((field) => {
        const error = message(field)
        // Under the name: what members will read for it, and that a rename keeps the counters.
        const typed = values.name.trim()
        const shownAs = field === 'name' && typed ? labels.shownAs(metricName(typed)) : undefined
        const hint = field === 'name' && values.name !== metric.name ? labels.renameHint : undefined
        // A metric needs its name and type (metricUpdateSchema): marked from the start.
        const required = field !== 'description'
        const common = {
          ...fieldControlProps(`${id}-${field}`, { hint, error, required }, shownAs && `${id}-${field}-shown`),
          className: 'ek-input',
          value: values[field],
          onChange: (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value }),
        }
        return (
          <Field key={field} id={`${id}-${field}`} name={field} label={field === 'name' ? labels.nameLabel : field === 'description' ? labels.descriptionLabel : labels.typeLabel} hint={hint} error={error} required={required}>
            {field === 'description' ? (
              <textarea {...common} rows={2} ref={(node) => void (node ? inputs.current.set(field, node) : inputs.current.delete(field))} />
            ) : (
              <input {...common} type="text" autoComplete="off" ref={(node) => void (node ? inputs.current.set(field, node) : inputs.current.delete(field))} />
            )}
            {shownAs && (
              <p id={`${id}-${field}-shown`} className="ek-field__hint">
                {shownAs}
              </p>
            )}
          </Field>
        )
      })}
      {capped && (
        <Field id={`${id}-cap`} name="maxPerMemberPerDay" label={labels.capLabel} hint={labels.capHint} error={problems.cap ? labels.capInvalid : undefined}>
          <input
            {...fieldControlProps(`${id}-cap`, { hint: labels.capHint, error: problems.cap ? labels.capInvalid : undefined })}
            ref={(node) => void (node ? inputs.current.set('cap', node) : inputs.current.delete('cap'))}
            className="ek-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={values.cap}
            onChange={(event) => onChange({ ...values, cap: event.target.value })}
          />
        </Field>
      )}
      <FormActions failure={failure}>
        <button type="button" className="ek-button" data-variant="ghost" onClick={onDone} disabled={pending}>
          {labels.cancel}
        </button>
        <button type="submit" className="ek-button" disabled={pending}>
          {pending ? labels.saving : labels.save}
        </button>
      </FormActions>
    </form>
  )
}
