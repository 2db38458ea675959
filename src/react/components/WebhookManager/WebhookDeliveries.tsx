'use client'
import { useState, type ReactNode } from 'react'
import type { EngagementError } from '../../../core/EngagementError.js'
import type { WebhookDelivery } from '../../../core/schemas/webhook.js'
import { useRetryWebhookDelivery } from '../../hooks/useRetryWebhookDelivery.js'
import type { UseWebhookDeliveriesReturnType } from '../../hooks/useWebhookDeliveries.js'
import { saveFailure } from '../admin/saveFailure.js'
import { formatNumber } from '../internal/formatNumber.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { RowsSkeleton } from '../internal/RowsSkeleton.js'
import { StatusView } from '../internal/StatusView.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import { DeliveryStatusBadge } from './DeliveryStatusBadge.js'
import { formatDateTime } from './formatDateTime.js'
import type { WebhookManagerLabels } from './WebhookManagerLabels.js'

type WebhookDeliveriesProps = {
  id: string
  entityId: string
  hookId: string
  url: string
  deliveries: UseWebhookDeliveriesReturnType
  labels: WebhookManagerLabels
  locale: string | undefined
  /** A retry answered: the delivery as it is now (the list is read again too), and the endpoint may be enabled again. */
  onRetried: (delivery: WebhookDelivery) => void
  renderEvent: ((delivery: WebhookDelivery) => ReactNode) | undefined
}

/**
 * An endpoint's recent deliveries, newest first, as a table: the event, its status as a badge, the response code (or
 * that none came, and why), how long it took, when, and when it is tried next; failed and pending ones can be sent
 * again now. On a narrow card each row stacks, each value under its column's name.
 */
export function WebhookDeliveries({ id, entityId, hookId, url, deliveries, labels, locale, onRetried, renderEvent }: WebhookDeliveriesProps) {
  const retry = useRetryWebhookDelivery({ entityId })
  const confirmSave = useConfirmSave()
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set())
  const [failures, setFailures] = useState<Record<string, string>>({})

  const resend = (delivery: WebhookDelivery) => {
    setSending((current) => new Set([...current, delivery.id]))
    setFailures(({ [delivery.id]: _gone, ...rest }) => rest)
    void retry.mutateAsync({ hookId, deliveryId: delivery.id }).then(
      ({ data }) => {
        if (data) onRetried(data)
        confirmSave(labels.resent(delivery.event))
      },
      (error: EngagementError) => {
        const { title, cause } = saveFailure(error, labels)
        setFailures((all) => ({ ...all, [delivery.id]: `${labels.resendFailed} ${error.status === 403 ? labels.ownersOnlyHint : (cause ?? title)}` }))
      },
    ).finally(() => setSending((current) => new Set([...current].filter((item) => item !== delivery.id))))
  }

  let body: ReactNode
  if (deliveries.isError && !deliveries.data) {
    body = <StatusView state="error" message={labels.deliveriesError} cause={loadErrorCause(deliveries.error, labels)} retryLabel={labels.retry} onRetry={() => void deliveries.refetch()} />
  } else if (!deliveries.data) {
    body = <RowsSkeleton label={labels.deliveriesLoading} depths={[0, 0, 0]} />
  } else if (deliveries.data.length === 0) {
    body = <StatusView state="empty" message={labels.deliveriesEmpty} hint={labels.deliveriesEmptyHint} />
  } else {
    const { columns } = labels
    body = (
      <table className="ek-webhook-manager__table">
        <caption className="ek-visually-hidden">{labels.deliveriesOf(url)}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.event}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.response}</th>
            <th scope="col">{columns.duration}</th>
            <th scope="col">{columns.time}</th>
            <th scope="col">{columns.nextTry}</th>
            <th scope="col">
              <span className="ek-visually-hidden">{columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((delivery) => {
            const busy = sending.has(delivery.id)
            return (
              <tr key={delivery.id} data-status={delivery.status} data-state={busy ? 'sending' : undefined}>
                <td data-label={columns.event}>{renderEvent ? renderEvent(delivery) : <code className="ek-webhook-manager__event">{delivery.event}</code>}</td>
                <td data-label={columns.status}>
                  <DeliveryStatusBadge status={delivery.status} labels={labels} />
                  {delivery.attempts > 1 && <span className="ek-webhook-manager__attempts ek-muted">{labels.attempts(delivery.attempts)}</span>}
                </td>
                <td data-label={columns.response}>
                  {delivery.responseCode !== null ? (
                    <code className="ek-webhook-manager__code" data-ok={delivery.responseCode >= 200 && delivery.responseCode < 300 ? 'true' : 'false'}>
                      {delivery.responseCode}
                    </code>
                  ) : delivery.lastAttemptAt ? (
                    <span className="ek-muted">{delivery.error ? `${labels.noResponse}: ${delivery.error}` : labels.noResponse}</span>
                  ) : (
                    <span className="ek-muted">–</span>
                  )}
                </td>
                <td data-label={columns.duration}>{delivery.durationMs !== null ? labels.durationMs(formatNumber(delivery.durationMs, locale)) : <span className="ek-muted">–</span>}</td>
                <td data-label={columns.time}>
                  <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt, locale)}</time>
                </td>
                <td data-label={columns.nextTry}>{delivery.status === 'pending' && delivery.nextAttemptAt ? <time dateTime={delivery.nextAttemptAt}>{formatDateTime(delivery.nextAttemptAt, locale)}</time> : <span className="ek-muted">–</span>}</td>
                <td className="ek-webhook-manager__row-actions">
                  {delivery.status !== 'delivered' && (
                    <button type="button" className="ek-button" data-variant="secondary" data-size="small" aria-label={labels.resendDelivery(delivery.event)} aria-disabled={busy || undefined} onClick={() => !busy && resend(delivery)}>
                      {busy ? labels.resending : labels.resend}
                    </button>
                  )}
                  {failures[delivery.id] && (
                    <p className="ek-form-alert" role="alert">
                      {failures[delivery.id]}
                    </p>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    )
  }
  return (
    <div id={id} className="ek-webhook-manager__deliveries" role="region" aria-label={labels.deliveriesOf(url)}>
      {body}
    </div>
  )
}
