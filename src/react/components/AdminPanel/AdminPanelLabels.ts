import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'
import type { AchievementEditorLabels } from '../AchievementEditor/AchievementEditorLabels.js'
import type { ApiKeyManagerLabels } from '../ApiKeyManager/ApiKeyManagerLabels.js'
import type { EntitySettingsLabels } from '../EntitySettings/EntitySettingsLabels.js'
import type { LevelEditorLabels } from '../LevelEditor/LevelEditorLabels.js'
import type { MembersTableLabels } from '../MembersTable/MembersTableLabels.js'
import type { MetricDefinitionsLabels } from '../MetricDefinitions/MetricDefinitionsLabels.js'
import type { SkillEditorLabels } from '../SkillEditor/SkillEditorLabels.js'
import type { ThemeEditorLabels } from '../ThemeEditor/ThemeEditorLabels.js'
import type { WebhookManagerLabels } from '../WebhookManager/WebhookManagerLabels.js'

/** The tabs of {@link AdminPanel}. */
export type AdminPanelTab = 'settings' | 'metrics' | 'levels' | 'themes' | 'skills' | 'achievements' | 'members' | 'apiKeys' | 'webhooks'

/** Every visible (and screen-reader) string of {@link AdminPanel} itself; each tab's component takes its own labels. */
export type AdminPanelLabels = AdminLabels & {
  title: string
  loading: string
  /** The name of the tab list. */
  sections: string
  /** The name of the section picker that stands in for the tabs when the panel is narrow. */
  section: string
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
  section: 'Section',
  tab: { settings: 'Settings', metrics: 'Metrics', levels: 'Levels', themes: 'NFT themes', skills: 'Skills', achievements: 'Achievements', members: 'Members', apiKeys: 'API keys', webhooks: 'Webhooks' },
  role: { owner: 'Owner', admin: 'Admin' },
}

/** Labels for the components inside the panel's tabs. */
export type AdminPanelComponentLabels = {
  settings?: Partial<EntitySettingsLabels> | undefined
  metrics?: Partial<MetricDefinitionsLabels> | undefined
  levels?: Partial<LevelEditorLabels> | undefined
  themes?: Partial<ThemeEditorLabels> | undefined
  skills?: Partial<SkillEditorLabels> | undefined
  achievements?: Partial<AchievementEditorLabels> | undefined
  members?: Partial<MembersTableLabels> | undefined
  apiKeys?: Partial<ApiKeyManagerLabels> | undefined
  webhooks?: Partial<WebhookManagerLabels> | undefined
}
