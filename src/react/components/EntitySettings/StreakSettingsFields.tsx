'use client'
import type { Metric } from '../../../core/schemas/metric.js'
import { useMetricName } from '../../useMetricName.js'
import { clearProblem } from '../admin/clearProblem.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import type { EntitySettingsLabels } from './EntitySettingsLabels.js'
import { freezeFields, type StreakField, type StreakProblem, type StreakValues } from './streakSettingsValues.js'

type StreakSettingsFieldsProps = {
  id: string
  values: StreakValues
  onChange: (values: StreakValues) => void
  problems: Partial<Record<StreakField, StreakProblem>>
  onProblems: (update: (problems: Partial<Record<StreakField, StreakProblem>>) => Partial<Record<StreakField, StreakProblem>>) => void
  metrics: readonly Metric[] | undefined
  labels: EntitySettingsLabels
  inputRef: (field: StreakField) => (node: HTMLElement | null) => void
}

/** The entity's streak: a switch, then (when on) the metric that extends it, daily or weekly, and its freezes. */
export function StreakSettingsFields({ id, values, onChange, problems, onProblems, metrics, labels, inputRef }: StreakSettingsFieldsProps) {
  const metricName = useMetricName()
  const set = (field: StreakField, value: string) => {
    onChange({ ...values, [field]: value })
    onProblems(clearProblem(field))
  }
  const problemText = (field: StreakField) => {
    const problem = problems[field]
    if (!problem) return undefined
    if (problem.kind === 'refused') return problem.message
    return problem.kind === 'required' ? labels.fieldRequired : problem.kind === 'initialAboveMax' ? labels.freezesAboveMax : labels.freezesWholeNumber
  }
  const control = (field: StreakField, hint?: string) => fieldControlProps(`${id}-${field}`, { hint, error: problemText(field), required: true })
  const list = metrics ?? []
  return (
    <>
      <Field id={`${id}-enabled`} name="streak" label={labels.streakLabel} hint={labels.streakHint} className="ek-entity-settings__switch">
        <input
          {...fieldControlProps(`${id}-enabled`, { hint: labels.streakHint })}
          type="checkbox"
          role="switch"
          className="ek-entity-settings__toggle"
          checked={values.enabled}
          onChange={(event) => onChange({ ...values, enabled: event.target.checked, metric: values.metric || (list[0]?.name ?? '') })}
        />
      </Field>
      {values.enabled && (
        <div className="ek-entity-settings__streak">
          <Field id={`${id}-metric`} name="streakMetric" label={labels.streakMetric} hint={list.length === 0 ? labels.streakNoMetrics : undefined} error={problemText('metric')} required>
            <select {...control('metric', list.length === 0 ? labels.streakNoMetrics : undefined)} ref={inputRef('metric')} className="ek-input" value={values.metric} onChange={(event) => set('metric', event.target.value)}>
              <option value="">{labels.streakChooseMetric}</option>
              {list.map((metric) => (
                <option key={metric.id} value={metric.name}>
                  {metricName(metric.name)}
                </option>
              ))}
              {values.metric && !list.some((metric) => metric.name === values.metric) && <option value={values.metric}>{metricName(values.metric)}</option>}
            </select>
          </Field>
          <Field id={`${id}-frequency`} name="streakFrequency" label={labels.streakFrequency} error={problemText('frequency')} required>
            <select {...control('frequency')} ref={inputRef('frequency')} className="ek-input" value={values.frequency} onChange={(event) => set('frequency', event.target.value)}>
              <option value="daily">{labels.streakDaily}</option>
              <option value="weekly">{labels.streakWeekly}</option>
            </select>
          </Field>
          <div className="ek-entity-settings__freezes" role="group" aria-labelledby={`${id}-freezes`}>
            <p id={`${id}-freezes`} className="ek-entity-settings__freezes-title">
              {labels.freezes}
            </p>
            <p className="ek-field__hint">{labels.freezesHint}</p>
            {freezeFields.map((field) => {
              const hint = field === 'earnEveryDays' ? labels.freezesEarnHint : undefined
              return (
                <Field key={field} id={`${id}-${field}`} name={`streak-${field}`} label={labels.freezeField[field]} hint={hint} error={problemText(field)} required>
                  <input {...control(field, hint)} ref={inputRef(field)} className="ek-input" type="number" inputMode="numeric" min={0} max={100} step={1} value={values[field]} onChange={(event) => set(field, event.target.value)} />
                </Field>
              )
            })}
          </div>
        </div>
      )}
    </>
  )
}
