'use client'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { CreatedWebhook, Webhook, WebhookDelivery } from '../../../core/schemas/webhook.js'
import { useWebhookDeliveries } from '../../hooks/useWebhookDeliveries.js'
import { InlineConfirm } from '../admin/InlineConfirm.js'
import { OneTimeSecret } from '../admin/OneTimeSecret.js'
import { OverflowMenu } from '../admin/OverflowMenu.js'
import { formatDate } from '../internal/formatDate.js'
import { formatDateTime } from './formatDateTime.js'
import { WebhookDeliveries } from './WebhookDeliveries.js'
import type { WebhookManagerLabels } from './WebhookManagerLabels.js'

/** Why the service stopped sending, in the reader's words for the reasons it gives, else its own. */
function stoppedReason(reason: string | null, labels: WebhookManagerLabels): string {
  if (!reason) return ''
  if (/\b410\b/.test(reason)) return labels.stoppedGone
  if (/5 days/.test(reason)) return labels.stoppedFailing
  return reason
}

/**
 * While a delivery waits for its next try, the list is read again just after it is due (at least 2 s, at most a
 * minute apart), so its outcome shows without a reload; with none waiting, not at all.
 */
function untilNextTry(deliveries: readonly WebhookDelivery[] | undefined): number | false {
  const due = (deliveries ?? []).flatMap((delivery) => (delivery.status === 'pending' && delivery.nextAttemptAt ? [Date.parse(delivery.nextAttemptAt) - Date.now()] : []))
  const soonest = Math.min(...due)
  if (!Number.isFinite(soonest)) return false
  return Math.min(Math.max(soonest + 1000, 2000), 60_000)
}

type WebhookRowProps = {
  entityId: string
  webhook: Webhook
  labels: WebhookManagerLabels
  locale: string | undefined
  /** Why the last delete or rotation of this endpoint failed. */
  failure: string | undefined
  /** The secret a rotation just made, shown here this once. */
  rotated: CreatedWebhook | undefined
  onDelete: (webhook: Webhook) => void
  onRotate: (webhook: Webhook) => void
  onRotatedDone: () => void
  onRetried: (delivery: WebhookDelivery) => void
  renderEndpoint: ((webhook: Webhook) => ReactNode) | undefined
  renderDeliveryEvent: ((delivery: WebhookDelivery) => ReactNode) | undefined
}

/**
 * One endpoint: its URL, description and events, enabled or why the service stopped, and its newest delivery's
 * outcome; Deliveries opens its table in place; Rotate secret and Delete, in its menu, ask once more, inline.
 */
export function WebhookRow(props: WebhookRowProps) {
  const { entityId, webhook, labels, locale, failure, rotated } = props
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null)
  const [open, setOpen] = useState(false)
  const deliveries = useWebhookDeliveries({ entityId, hookId: webhook.id, query: { refetchInterval: (query) => untilNextTry(query.state.data) } })
  const menuButton = useRef<HTMLButtonElement | null>(null)
  const returnFocus = useRef(false)
  const id = useId()
  useEffect(() => {
    if (confirming || !returnFocus.current) return
    menuButton.current?.focus()
    returnFocus.current = false
  }, [confirming])
  // Back after a refusal: focus on the button beside the reason.
  useEffect(() => {
    if (failure) menuButton.current?.focus()
  }, [failure])

  const disabled = webhook.disabledAt !== null
  const last = deliveries.data?.[0]
  const cancel = () => {
    returnFocus.current = true
    setConfirming(null)
  }

  return (
    <li className="ek-webhook-manager__item" data-state={confirming ? 'confirming' : disabled ? 'disabled' : 'enabled'}>
      <div className="ek-webhook-manager__view">
        <div className="ek-webhook-manager__summary">
          {props.renderEndpoint ? (
            props.renderEndpoint(webhook)
          ) : (
            <>
              <p className="ek-webhook-manager__url">{webhook.url}</p>
              {webhook.description && <p className="ek-webhook-manager__description">{webhook.description}</p>}
              <p className="ek-webhook-manager__types">
                {webhook.events.length === 0 ? (
                  <span className="ek-webhook-manager__type" data-kind="all">
                    {labels.allEvents}
                  </span>
                ) : (
                  webhook.events.map((type) => (
                    <code key={type} className="ek-webhook-manager__type">
                      {type}
                    </code>
                  ))
                )}
              </p>
            </>
          )}
          <p className="ek-webhook-manager__meta ek-muted">
            <span className="ek-webhook-manager__state" data-state={disabled ? 'disabled' : 'enabled'}>
              {disabled ? labels.disabled : labels.enabled}
            </span>
            {last ? (
              <span className="ek-webhook-manager__last" data-status={last.status}>
                {labels.lastDelivery(labels.status[last.status], formatDateTime(last.lastAttemptAt ?? last.createdAt, locale))}
              </span>
            ) : (
              deliveries.data && <span className="ek-webhook-manager__last">{labels.noDeliveries}</span>
            )}
          </p>
          {disabled && (
            <div className="ek-webhook-manager__stopped">
              <p>
                {labels.disabledOn(formatDate(webhook.disabledAt!, locale))} {stoppedReason(webhook.disabledReason, labels)}
              </p>
              <p>{labels.disabledHint}</p>
            </div>
          )}
        </div>
        {!confirming && (
          <div className="ek-webhook-manager__actions">
            <button type="button" className="ek-button" data-variant="secondary" data-size="small" aria-label={labels.deliveriesOf(webhook.url)} aria-expanded={open} aria-controls={open ? `${id}-deliveries` : undefined} onClick={() => setOpen(!open)}>
              {labels.deliveries}
            </button>
            <OverflowMenu
              label={labels.moreOf(webhook.url)}
              buttonRef={(node) => void (menuButton.current = node)}
              items={[
                { key: 'rotate', label: labels.rotate, onSelect: () => setConfirming('rotate') },
                { key: 'delete', label: labels.delete, tone: 'danger', onSelect: () => setConfirming('delete') },
              ]}
            />
          </div>
        )}
      </div>
      {confirming === 'rotate' && (
        <InlineConfirm
          label={labels.rotateEndpoint(webhook.url)}
          message={labels.confirmRotate}
          confirm={labels.rotate}
          cancel={labels.cancel}
          variant="primary"
          onCancel={cancel}
          onConfirm={() => {
            setConfirming(null)
            props.onRotate(webhook)
          }}
        />
      )}
      {confirming === 'delete' && (
        <InlineConfirm
          label={labels.deleteEndpoint(webhook.url)}
          message={labels.confirmDelete(webhook.url)}
          confirm={labels.delete}
          cancel={labels.cancel}
          onCancel={cancel}
          onConfirm={() => {
            setConfirming(null)
            props.onDelete(webhook)
          }}
        />
      )}
      {rotated && (
        <OneTimeSecret
          title={labels.rotatedTitle}
          hint={labels.rotatedHint}
          fieldLabel={labels.secretLabel}
          secret={rotated.secret}
          labels={labels}
          onDone={() => {
            props.onRotatedDone()
            menuButton.current?.focus()
          }}
        />
      )}
      {failure && (
        <p className="ek-form-alert" role="alert">
          {failure}
        </p>
      )}
      {open && (
        <WebhookDeliveries
          id={`${id}-deliveries`}
          entityId={entityId}
          hookId={webhook.id}
          url={webhook.url}
          deliveries={deliveries}
          labels={labels}
          locale={locale}
          onRetried={props.onRetried}
          renderEvent={props.renderDeliveryEvent}
        />
      )}
    </li>
  )
}
