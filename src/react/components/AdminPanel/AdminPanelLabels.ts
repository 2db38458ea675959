import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'
import type { EntitySettingsLabels } from '../EntitySettings/EntitySettingsLabels.js'
import type { MetricDefinitionsLabels } from '../MetricDefinitions/MetricDefinitionsLabels.js'

/** The tabs of {@link AdminPanel}. */
export type AdminPanelTab = 'settings' | 'metrics'

/** Every visible (and screen-reader) string of {@link AdminPanel} itself; each tab's component takes its own labels. */
export type AdminPanelLabels = AdminLabels & {
  title: string
  loading: string
  /** The name of the tab list. */
  sections: string
  tab: Record<AdminPanelTab, string>
  /** The caller's role, beside the community's name. */
  role: Record<'owner' | 'admin', string>
}

/** English defaults of {@link AdminPanelLabels}. */
export const defaultAdminPanelLabels: AdminPanelLabels = {
  ...defaultAdminLabels,
  title: 'Manage community',
  loading: 'Loading…',
  sections: 'Sections',
  tab: { settings: 'Settings', metrics: 'Metrics' },
  role: { owner: 'Owner', admin: 'Admin' },
}

/** Labels for the components inside the panel's tabs. */
export type AdminPanelComponentLabels = {
  settings?: Partial<EntitySettingsLabels> | undefined
  metrics?: Partial<MetricDefinitionsLabels> | undefined
}
