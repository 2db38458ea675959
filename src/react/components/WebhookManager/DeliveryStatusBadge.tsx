import type { WebhookDeliveryStatus, WebhookManagerLabels } from './WebhookManagerLabels.js'

/** A delivery's status as a badge: its word, and its colour from `data-status` (never the colour alone). */
export function DeliveryStatusBadge({ status, labels }: { status: WebhookDeliveryStatus; labels: WebhookManagerLabels }) {
  return (
    <span className="ek-webhook-manager__badge" data-status={status}>
      {labels.status[status]}
    </span>
  )
}
