'use client'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { useLabels } from '../internal/useLabels.js'
import styles from './Achievements.css?raw'
import badgeStyles from './BadgeArt.css?raw'
import { AchievementsBody } from './AchievementsBody.js'
import { defaultAchievementsLabels } from './AchievementsLabels.js'
import type { AchievementsProps } from './AchievementsProps.js'

const allStyles = [badgeStyles, styles]

/**
 * A member's badges: the earned ones first with the date, then those still to earn with the member's progress and how
 * rare each is; designed art for a badge without an image, and a short reveal for one earned while it is shown.
 */
export function Achievements(props: AchievementsProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('Achievements', defaultAchievementsLabels, labelOverrides)
  return (
    <ComponentRoot name="achievements" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <AchievementsBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
