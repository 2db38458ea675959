'use client'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import formStyles from '../internal/form.css?raw'
import adminStyles from '../admin/adminForm.css?raw'
import styles from './AdminPanel.css?raw'
import { AdminPanelBody } from './AdminPanelBody.js'
import { defaultAdminPanelLabels } from './AdminPanelLabels.js'
import type { AdminPanelProps } from './AdminPanelProps.js'
import { useLabels } from '../internal/useLabels.js'

const allStyles = [formStyles, adminStyles, styles]

/** Every admin component in tabs, under the community's name and the caller's role: a community run from its own site. */
export function AdminPanel(props: AdminPanelProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('AdminPanel', defaultAdminPanelLabels, labelOverrides)
  return (
    <ComponentRoot name="admin-panel" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <AdminPanelBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
