'use client'
import type { Metric } from '../../../core/schemas/metric.js'
import { useMetricName } from '../../useMetricName.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import type { AchievementEditorLabels } from './AchievementEditorLabels.js'
import type { AchievementField, AchievementValues } from './achievementValues.js'

type TriggerPickerProps = {
  id: string
  values: AchievementValues
  /** The community's metrics, to pick the one a metric trigger counts. */
  metrics: readonly Metric[]
  problems: Partial<Record<AchievementField, string>>
  labels: AchievementEditorLabels
  onChange: (changes: Partial<AchievementValues>) => void
  inputRef: (field: AchievementField) => (node: HTMLInputElement | HTMLSelectElement | null) => void
}

const types = ['metric', 'streak', 'manual'] as const

/**
 * What earns the achievement: three choices (native radios: arrow keys move between them), then the choice's own
 * fields: the metric (the community's, by the names members read) and the number to reach, or the streak's length.
 */
export function TriggerPicker({ id, values, metrics, problems, labels, onChange, inputRef }: TriggerPickerProps) {
  const metricName = useMetricName()
  const choice = { metric: labels.triggerMetric, streak: labels.triggerStreak, manual: labels.triggerManual }
  const number = (field: 'threshold' | 'length', label: string, hint?: string) => (
    <Field id={`${id}-${field}`} name={field} label={label} hint={hint} error={problems[field]} required>
      <input
        {...fieldControlProps(`${id}-${field}`, { hint, error: problems[field], required: true })}
        ref={inputRef(field)}
        className="ek-input"
        type="text"
        inputMode={field === 'length' ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={values[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    </Field>
  )
  return (
    <fieldset className="ek-achievement-editor__trigger">
      <legend className="ek-field__label">{labels.triggerLabel}</legend>
      <div className="ek-achievement-editor__choices">
        {types.map((type) => (
          <label key={type} className="ek-achievement-editor__choice" data-kind={type}>
            <input type="radio" name={`${id}-type`} value={type} checked={values.type === type} onChange={() => onChange({ type })} />
            <span>{choice[type]}</span>
          </label>
        ))}
      </div>
      {values.type === 'metric' && (
        <div className="ek-achievement-editor__trigger-fields">
          <Field id={`${id}-metric`} name="metric" label={labels.metricLabel} hint={metrics.length === 0 ? labels.noMetrics : undefined} error={problems.metric} required>
            <select
              {...fieldControlProps(`${id}-metric`, { hint: metrics.length === 0, error: problems.metric, required: true })}
              ref={inputRef('metric')}
              className="ek-input"
              value={values.metric}
              onChange={(event) => onChange({ metric: event.target.value })}
            >
              <option value="">{labels.chooseMetric}</option>
              {metrics.map((metric) => (
                <option key={metric.id} value={metric.name}>
                  {metricName(metric.name)}
                </option>
              ))}
              {values.metric && !metrics.some((metric) => metric.name === values.metric) && <option value={values.metric}>{metricName(values.metric)}</option>}
            </select>
          </Field>
          {number('threshold', labels.thresholdLabel)}
        </div>
      )}
      {values.type === 'streak' && <div className="ek-achievement-editor__trigger-fields">{number('length', labels.lengthLabel, labels.lengthHint)}</div>}
    </fieldset>
  )
}
