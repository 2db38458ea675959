import type { AchievementEditorLabels } from '../components/AchievementEditor/AchievementEditorLabels.js'
import type { AchievementsLabels } from '../components/Achievements/AchievementsLabels.js'
import type { AdminLabels } from '../components/admin/AdminLabels.js'
import type { AdminPanelLabels } from '../components/AdminPanel/AdminPanelLabels.js'
import type { ApiKeyManagerLabels } from '../components/ApiKeyManager/ApiKeyManagerLabels.js'
import type { CommunityCardLabels } from '../components/CommunityCard/CommunityCardLabels.js'
import type { ImageFieldLabels } from '../components/ImageField/ImageFieldLabels.js'
import type { ConnectAndSignLabels } from '../components/ConnectAndSign/ConnectAndSignLabels.js'
import type { DyNftCardLabels } from '../components/DyNftCard/DyNftCardLabels.js'
import type { DyNftGalleryLabels } from '../components/DyNftCard/DyNftGalleryLabels.js'
import type { EngagementToastsLabels } from '../components/EngagementToasts/EngagementToastsLabels.js'
import type { EntitySettingsLabels } from '../components/EntitySettings/EntitySettingsLabels.js'
import type { LoadErrorLabels } from '../components/internal/loadErrorCause.js'
import type { ToastLabels } from '../components/internal/toastLabels.js'
import type { LeaderboardLabels } from '../components/Leaderboard/LeaderboardLabels.js'
import type { LevelEditorLabels } from '../components/LevelEditor/LevelEditorLabels.js'
import type { LevelProgressLabels } from '../components/LevelProgress/LevelProgressLabels.js'
import type { MembersTableLabels } from '../components/MembersTable/MembersTableLabels.js'
import type { MetricDefinitionsLabels } from '../components/MetricDefinitions/MetricDefinitionsLabels.js'
import type { MetricsPanelLabels } from '../components/MetricsPanel/MetricsPanelLabels.js'
import type { ProfileEditorLabels } from '../components/ProfileEditor/ProfileEditorLabels.js'
import type { SkillEditorLabels } from '../components/SkillEditor/SkillEditorLabels.js'
import type { StreakCounterLabels } from '../components/StreakCounter/StreakCounterLabels.js'
import type { SkillTreeLabels } from '../components/SkillTree/SkillTreeLabels.js'
import type { ThemeEditorLabels } from '../components/ThemeEditor/ThemeEditorLabels.js'
import type { WebhookManagerLabels } from '../components/WebhookManager/WebhookManagerLabels.js'
import type { WidgetLabels } from './WidgetLabels.js'

type Own<TLabels, TShared> = Omit<TLabels, keyof TShared>

/**
 * Every string of every component in one language: the shared ones once (`common`: why a load failed, and the toasts'; `admin`: what
 * every admin component says), then each component's own. A locale module (`engagekit/react`'s `locales/fr.js`) is
 * one of these; the provider's `locale` loads it, and a component's `labels` still win over it.
 */
export type LocaleMessages = {
  common: LoadErrorLabels & ToastLabels
  admin: Own<AdminLabels, LoadErrorLabels>
  ConnectAndSign: ConnectAndSignLabels
  CommunityCard: Own<CommunityCardLabels, LoadErrorLabels>
  MetricsPanel: Own<MetricsPanelLabels, LoadErrorLabels>
  LevelProgress: Own<LevelProgressLabels, LoadErrorLabels>
  DyNftCard: Own<DyNftCardLabels, LoadErrorLabels>
  DyNftGallery: Own<DyNftGalleryLabels, LoadErrorLabels>
  SkillTree: Own<SkillTreeLabels, LoadErrorLabels>
  ProfileEditor: Own<ProfileEditorLabels, LoadErrorLabels>
  Leaderboard: Own<LeaderboardLabels, LoadErrorLabels>
  EngagementToasts: EngagementToastsLabels
  Achievements: Own<AchievementsLabels, LoadErrorLabels>
  StreakCounter: Own<StreakCounterLabels, LoadErrorLabels>
  AdminPanel: Own<AdminPanelLabels, AdminLabels>
  EntitySettings: Own<EntitySettingsLabels, AdminLabels>
  MetricDefinitions: Own<MetricDefinitionsLabels, AdminLabels>
  LevelEditor: Own<LevelEditorLabels, AdminLabels>
  ThemeEditor: Own<ThemeEditorLabels, AdminLabels>
  SkillEditor: Own<SkillEditorLabels, AdminLabels>
  MembersTable: Own<MembersTableLabels, AdminLabels>
  ApiKeyManager: Own<ApiKeyManagerLabels, AdminLabels>
  WebhookManager: Own<WebhookManagerLabels, AdminLabels>
  AchievementEditor: Own<AchievementEditorLabels, AdminLabels>
  /** The image settings' picker (ThemeEditor, EntitySettings, ProfileEditor). */
  ImageField: ImageFieldLabels
  /** The script-tag widget's own strings (around the components). */
  widget: WidgetLabels
}


/** A section of {@link LocaleMessages}: one component's strings, or the shared ones. */
export type LocaleSection = keyof LocaleMessages
