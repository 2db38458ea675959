import type { ReactNode } from 'react'
import type { Webhook, WebhookDelivery } from '../../../core/schemas/webhook.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { WebhookManagerLabels } from './WebhookManagerLabels.js'

/** Props of {@link WebhookManager}. */
export type WebhookManagerProps = ComponentProps<WebhookManagerLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: HeadingLevel | undefined
  /** Locale for dates, times and numbers; default the browser's. */
  locale?: string | undefined
  /** Called after an endpoint was added, with its id and URL (never its secret). */
  onCreated?: ((webhook: { id: string; url: string }) => void) | undefined
  /** Called after an endpoint was deleted, with its id. */
  onDeleted?: ((webhookId: string) => void) | undefined
  /** Called after an endpoint's secret was rotated, with its id (never the secret). */
  onRotated?: ((webhookId: string) => void) | undefined
  /** Draws an endpoint's summary (URL, description, events) in place of the built-in one; its actions stay. */
  renderEndpoint?: ((webhook: Webhook) => ReactNode) | undefined
  /** Draws a delivery's event cell in place of the event type, e.g. to link to it in your own logs. */
  renderDeliveryEvent?: ((delivery: WebhookDelivery) => ReactNode) | undefined
}
