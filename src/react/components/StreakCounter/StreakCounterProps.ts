import type { ReactNode } from 'react'
import type { MemberStreak } from '../../../core/schemas/streak.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { StreakCounterLabels } from './StreakCounterLabels.js'
import type { StreakMark, StreakStanding } from './streakView.js'

/** The streak as {@link StreakCounter} draws it, handed to `render`. */
export type StreakCounterView = {
  streak: MemberStreak
  /** The entity's streak metric, named as components name it. */
  metric: string
  /** `none` (length 0), `extended` (this period counted already) or `at-risk` (not yet this period). */
  standing: StreakStanding
  /** The recent periods, oldest first, ending with the current one. */
  marks: readonly StreakMark[]
  /** The length grew while shown (the moment plays). */
  growing: boolean
}

/** Props of {@link StreakCounter}. */
export type StreakCounterProps = ComponentProps<StreakCounterLabels> & {
  /** Whose streak to show; default the signed-in member (another member's, of a public community, without a session). */
  userAddress?: string | undefined
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Locale for numbers, dates and times; default the provider's. */
  locale?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: HeadingLevel | undefined
  /** Called when the streak grows while the component is shown (not for the length it first loads with). */
  onExtended?: ((streak: MemberStreak) => void) | undefined
  /** Draws the streak's content (under the heading) your own way; the live announcement stays. */
  render?: ((view: StreakCounterView) => ReactNode) | undefined
}
