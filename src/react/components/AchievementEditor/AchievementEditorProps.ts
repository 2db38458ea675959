import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { AchievementEditorLabels } from './AchievementEditorLabels.js'

/** What {@link AchievementEditor} reports after a change: the achievement's key and what happened (an award names the member). */
export type AchievementChange = { key: string; change: 'created' | 'updated' | 'deleted' } | { key: string; change: 'awarded'; userAddress: string }

/** Props of {@link AchievementEditor}. */
export type AchievementEditorProps = ComponentProps<AchievementEditorLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: HeadingLevel | undefined
  /** IPFS gateways for the badges' images; default the provider's, else public ones. */
  gateways?: readonly string[] | undefined
  /** Locale for numbers and shares; default the browser's. */
  locale?: string | undefined
  /** Called after an achievement was created, changed, deleted or awarded. */
  onChanged?: ((change: AchievementChange) => void) | undefined
}
