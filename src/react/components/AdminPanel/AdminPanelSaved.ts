import type { Theme } from '../../../core/schemas/theme.js'
import type { AchievementChange } from '../AchievementEditor/AchievementEditorProps.js'
import type { LevelEditorProps } from '../LevelEditor/LevelEditorProps.js'
import type { MemberAdjustment } from '../MembersTable/MembersTableProps.js'
import type { MetricDefinitionsProps } from '../MetricDefinitions/MetricDefinitionsProps.js'

type Argument<T> = T extends ((value: infer A) => void) | undefined ? A : never

/**
 * What a change made in {@link AdminPanel} saved, by tab: the same value the tab's own component reports
 * (EntitySettings' `onSaved`, MetricDefinitions' `onSaved`, LevelEditor's `onChanged`, ThemeEditor's `onSaved`,
 * SkillEditor's `onAdded`, AchievementEditor's `onChanged`, MembersTable's `onAdded` and `onAdjusted`, ApiKeyManager's `onCreated` and `onRevoked`, WebhookManager's `onCreated`, `onRotated` and `onDeleted`).
 */
export type AdminPanelSaved =
  | { tab: 'settings' }
  | { tab: 'metrics'; metric: Argument<MetricDefinitionsProps['onSaved']> }
  | { tab: 'levels'; change: Argument<LevelEditorProps['onChanged']> }
  | { tab: 'themes'; theme: Theme }
  | { tab: 'skills'; skills: string[] }
  | { tab: 'achievements'; change: AchievementChange }
  | { tab: 'members'; members: string[] }
  | { tab: 'members'; adjustment: MemberAdjustment }
  | { tab: 'apiKeys'; created: { id: string; name: string } }
  | { tab: 'apiKeys'; revoked: string }
  | { tab: 'webhooks'; created: { id: string; url: string } }
  | { tab: 'webhooks'; rotated: string }
  | { tab: 'webhooks'; deleted: string }
