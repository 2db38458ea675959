import type { ReactNode } from 'react'
import type { MemberAchievement } from '../../../core/schemas/achievement.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { AchievementsLabels } from './AchievementsLabels.js'

/** One badge as {@link Achievements} draws it, handed to `renderItem`. */
export type AchievementItem = {
  achievement: MemberAchievement
  earned: boolean
  /** Earned while the component was on screen (its reveal plays). */
  isNew: boolean
  /** The share of members who earned it, 0 to 1. */
  rarity: number
  /** The badge's picture: its image, else its designed art. */
  art: ReactNode
}

/** Props of {@link Achievements}. */
export type AchievementsProps = ComponentProps<AchievementsLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Whose badges to show; default the signed-in member (another member's, of a public community, without a session). */
  userAddress?: string | undefined
  /** Locale for dates, numbers and shares; default the browser's. */
  locale?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: HeadingLevel | undefined
  /** IPFS gateways for the badges' images; default the provider's, else public ones. */
  gateways?: readonly string[] | undefined
  /** Called when a badge is earned while the component is on screen (not for those it first loads with). */
  onEarned?: ((achievement: MemberAchievement) => void) | undefined
  /** Draws each badge's content (inside its list item) instead of the default look. */
  renderItem?: ((item: AchievementItem) => ReactNode) | undefined
}
