'use client'
import formStyles from '../internal/form.css?raw'
import adminStyles from '../admin/adminForm.css?raw'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { useLabels } from '../internal/useLabels.js'
import styles from './WebhookManager.css?raw'
import { WebhookManagerBody } from './WebhookManagerBody.js'
import { defaultWebhookManagerLabels } from './WebhookManagerLabels.js'
import type { WebhookManagerProps } from './WebhookManagerProps.js'

const allStyles = [formStyles, adminStyles, styles]

/**
 * An entity's webhooks, for its owners: add an endpoint (its signing secret shown this once, to copy) for all events or
 * those picked, see each delivery's outcome and send a failed one again, rotate the secret, delete an endpoint. Needs a
 * service that offers webhooks (engagekit's).
 */
export function WebhookManager(props: WebhookManagerProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('WebhookManager', defaultWebhookManagerLabels, labelOverrides)
  return (
    <ComponentRoot name="webhook-manager" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <WebhookManagerBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
