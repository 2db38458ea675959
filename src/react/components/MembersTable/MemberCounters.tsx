'use client'
import { useContext, useId, useRef, useState, type FormEvent } from 'react'
import { useIncrementMetric } from '../../hooks/useIncrementMetric.js'
import { useUserMetrics } from '../../hooks/useUserMetrics.js'
import { saveErrorMessage } from '../admin/saveErrorMessage.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { StatusView } from '../internal/StatusView.js'
import type { MembersTableLabels } from './MembersTableLabels.js'
import type { MemberAdjustment } from './MembersTableProps.js'
import { useMetricName } from '../../useMetricName.js'
import { AppearanceContext } from '../../AppearanceContext.js'

type MemberCountersProps = {
  entityId: string
  address: string
  labels: MembersTableLabels
  sub: HeadingLevel
  onClose: () => void
  onAdjusted: (adjustment: MemberAdjustment) => void
}

type Field = 'amount' | 'reason'

/** One member's counters (row 2), and a manual adjustment of one of them (row 3) that asks for a reason. */
export function MemberCounters({ entityId, address, labels, sub, onClose, onAdjusted }: MemberCountersProps) {
  const { locale } = useContext(AppearanceContext)
  const counters = useUserMetrics({ entityId, userAddress: address })
  const increment = useIncrementMetric({ entityId })
  const [values, setValues] = useState({ metric: '', amount: '', reason: '' })
  const metricName = useMetricName()
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string>()
  const inputs = useRef(new Map<Field, HTMLInputElement>())
  const id = useId()
  const list = counters.data ?? []
  const metric = values.metric || list[0]?.metric || ''

  async function submit(event: FormEvent) {
    event.preventDefault()
    const amount = Number(values.amount.trim())
    const reason = values.reason.trim()
    const found: Partial<Record<Field, string>> = {}
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
    } catch (error) {
      // The form keeps the amount and reason; the counter shows its value from before.
      setFailure(saveErrorMessage(error, labels))
    }
  }

  const field = (name: Field, label: string, hint: string) => {
    const error = problems[name]
    return (
      <div className="ek-admin-field" data-field={name}>
        <label className="ek-admin-label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          ref={(node) => void (node ? inputs.current.set(name, node) : inputs.current.delete(name))}
          id={`${id}-${name}`}
          className="ek-admin-input"
          type="text"
          autoComplete="off"
          value={values[name]}
          onChange={(event) => setValues({ ...values, metric, [name]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-${name}-hint${error ? ` ${id}-${name}-error` : ''}`}
        />
        <p id={`${id}-${name}-hint`} className="ek-muted ek-members-table__hint">
          {hint}
        </p>
        {error && (
          <p id={`${id}-${name}-error`} className="ek-admin-error">
            {error}
          </p>
        )}
      </div>
    )
  }

  const pending = increment.isPending
  return (
    <div className="ek-members-table__section ek-members-table__counters" role="region" aria-labelledby={`${id}-title`}>
      <div className="ek-members-table__counters-head">
        <Heading level={sub} id={`${id}-title`} className="ek-members-table__subtitle ek-members-table__address">
          {labels.countersOf(address)}
        </Heading>
        <button type="button" className="ek-button" data-variant="secondary" onClick={onClose}>
          {labels.close}
        </button>
      </div>
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
          <form className="ek-members-table__form ek-members-table__adjust" aria-label={labels.adjustTitle} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
            <div className="ek-admin-field">
              <label className="ek-admin-label" htmlFor={`${id}-metric`}>
                {labels.metricLabel}
              </label>
              <select id={`${id}-metric`} className="ek-admin-input" value={metric} onChange={(event) => setValues({ ...values, metric: event.target.value })}>
                {list.map((counter) => (
                  <option key={counter.metric} value={counter.metric}>
                    {metricName(counter.metric)}
                  </option>
                ))}
              </select>
            </div>
            {field('amount', labels.amountLabel, labels.amountHint)}
            {field('reason', labels.reasonLabel, labels.reasonHint)}
            {failure && (
              <p className="ek-admin-alert" role="alert">
                {failure}
              </p>
            )}
            <div className="ek-admin-actions">
              <button type="submit" className="ek-button" disabled={pending}>
                {pending ? labels.saving : labels.adjust}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  )
}
