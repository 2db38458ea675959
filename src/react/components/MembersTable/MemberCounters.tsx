'use client'
import { useContext, useId, useRef, useState, type FormEvent } from 'react'
import { useIncrementMetric } from '../../hooks/useIncrementMetric.js'
import { useUserMetrics } from '../../hooks/useUserMetrics.js'
import { saveFailure } from '../admin/saveFailure.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions, type FormActionsProps } from '../internal/FormActions.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { StatusView } from '../internal/StatusView.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import type { MembersTableLabels } from './MembersTableLabels.js'
import type { MemberAdjustment } from './MembersTableProps.js'
import { useMetricName } from '../../useMetricName.js'
import { AppearanceContext } from '../../AppearanceContext.js'

type MemberCountersProps = {
  entityId: string
  address: string
  labels: MembersTableLabels
  sub: HeadingLevel
  onAdjusted: (adjustment: MemberAdjustment) => void
}

type AdjustField = 'amount' | 'reason'

/**
 * One member's counters (row 2), in their drawer, and a manual adjustment of one of them (row 3)
 * that asks for a reason: saved, the counter moves and the toast says so; refused, the bar says why and the amount and
 * reason stay.
 */
export function MemberCounters({ entityId, address, labels, sub, onAdjusted }: MemberCountersProps) {
  const { locale } = useContext(AppearanceContext)
  const counters = useUserMetrics({ entityId, userAddress: address })
  const increment = useIncrementMetric({ entityId })
  const [values, setValues] = useState({ metric: '', amount: '', reason: '' })
  const metricName = useMetricName()
  const [problems, setProblems] = useState<Partial<Record<AdjustField, string>>>({})
  const [failure, setFailure] = useState<FormActionsProps['failure']>()
  const confirmSave = useConfirmSave()
  const inputs = useRef(new Map<AdjustField, HTMLInputElement>())
  const id = useId()
  const list = counters.data ?? []
  const metric = values.metric || list[0]?.metric || ''

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (increment.isPending) return
    const amount = Number(values.amount.trim())
    const reason = values.reason.trim()
    const found: Partial<Record<AdjustField, string>> = {}
    if (!/^-?\d+$/.test(values.amount.trim()) || amount === 0 || !Number.isSafeInteger(amount)) found.amount = labels.amountInvalid
    if (!reason) found.reason = labels.fieldRequired
    else if (reason.length > 500) found.reason = labels.fieldTooLong
    setProblems(found)
    const first = (['amount', 'reason'] as const).find((field) => found[field])
    if (first) return inputs.current.get(first)?.focus()
    setFailure(undefined)
    try {
      await increment.mutateAsync({ userAddress: address, metric, count: amount })
      onAdjusted({ address, metric, amount, reason })
      setValues({ metric, amount: '', reason: '' })
      confirmSave(labels.adjusted)
    } catch (error) {
      // The form keeps the amount and reason; the counter shows its value from before.
      setFailure(saveFailure(error, labels))
    }
  }

  const field = (name: AdjustField, label: string, hint: string) => {
    const error = problems[name]
    return (
      <Field id={`${id}-${name}`} name={name} label={label} hint={hint} error={error} required>
        <input
          ref={(node) => void (node ? inputs.current.set(name, node) : inputs.current.delete(name))}
          {...fieldControlProps(`${id}-${name}`, { hint, error, required: true })}
          className="ek-input"
          type="text"
          autoComplete="off"
          value={values[name]}
          onChange={(event) => setValues({ ...values, metric, [name]: event.target.value })}
        />
      </Field>
    )
  }

  const pending = increment.isPending
  return (
    <div className="ek-members-table__counters" role="region" aria-labelledby={`${id}-title`}>
      <Heading level={sub} id={`${id}-title`} className="ek-members-table__subtitle">
        {labels.counters}
      </Heading>
      {counters.isError && !counters.data ? (
        <StatusView state="error" message={labels.countersError} cause={loadErrorCause(counters.error, labels)} retryLabel={labels.retry} onRetry={() => void counters.refetch()} />
      ) : !counters.data ? (
        <StatusView state="loading" label={labels.loading} />
      ) : list.length === 0 ? (
        <p className="ek-muted">{labels.noCounters}</p>
      ) : (
        <>
          <dl className="ek-members-table__metrics">
            {list.map((counter) => (
              <div key={counter.metric} className="ek-members-table__metric">
                <dt className="ek-muted">{metricName(counter.metric)}</dt>
                <dd>
                  {counter.counter.toLocaleString(locale)}
                </dd>
              </div>
            ))}
          </dl>
          <form className="ek-members-table__form ek-members-table__adjust" aria-labelledby={`${id}-adjust`} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
            <Heading level={sub} id={`${id}-adjust`} className="ek-members-table__subtitle">
              {labels.adjustTitle}
            </Heading>
            <Field id={`${id}-metric`} name="metric" label={labels.metricLabel}>
              <select {...fieldControlProps(`${id}-metric`, {})} className="ek-input" value={metric} onChange={(event) => setValues({ ...values, metric: event.target.value })}>
                {list.map((counter) => (
                  <option key={counter.metric} value={counter.metric}>
                    {metricName(counter.metric)}
                  </option>
                ))}
              </select>
            </Field>
            {field('amount', labels.amountLabel, labels.amountHint)}
            {field('reason', labels.reasonLabel, labels.reasonHint)}
            <FormActions failure={failure}>
              <button type="submit" className="ek-button" aria-disabled={pending || undefined}>
                {pending ? labels.saving : labels.adjust}
              </button>
            </FormActions>
          </form>
        </>
      )}
    </div>
  )
}
