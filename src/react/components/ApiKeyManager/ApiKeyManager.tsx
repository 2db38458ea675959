'use client'
import formStyles from '../internal/form.css?raw'
import adminStyles from '../admin/adminForm.css?raw'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import styles from './ApiKeyManager.css?raw'
import { ApiKeyManagerBody } from './ApiKeyManagerBody.js'
import { defaultApiKeyManagerLabels } from './ApiKeyManagerLabels.js'
import type { ApiKeyManagerProps } from './ApiKeyManagerProps.js'
import { useLabels } from '../internal/useLabels.js'

const allStyles = [formStyles, adminStyles, styles]

/**
 * An entity's API keys for servers and bots, for its owners: create one (the key shown this once, to copy), see
 * which are in use and when they were last used, revoke one. Needs a service that offers keys (engagekit's).
 */
export function ApiKeyManager(props: ApiKeyManagerProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('ApiKeyManager', defaultApiKeyManagerLabels, labelOverrides)
  return (
    <ComponentRoot name="api-key-manager" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <ApiKeyManagerBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
