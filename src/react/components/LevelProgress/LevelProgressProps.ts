import type { ComponentProps } from '../internal/ComponentProps.js'
import type { LevelProgressLabels } from './LevelProgressLabels.js'
import type { LevelUpDetails } from './useLevelUp.js'

/** Props of {@link LevelProgress}. */
export type LevelProgressProps = ComponentProps<LevelProgressLabels> & {
  /** Whose progress to show; default the signed-in user. */
  userAddress?: string | undefined
  /** The metric that counts as XP; default 'xp' (letter case ignored). */
  xpMetric?: string | undefined
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Called when the level goes up while the component is on screen (not for the level it first loads with). */
  onLevelUp?: ((level: number, details: LevelUpDetails) => void) | undefined
  /** The link shared with a level-up (the Share button of the level-up moment); default the page's address. */
  shareUrl?: string | undefined
  /** Locale for numbers; default the browser's. */
  locale?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined
}
