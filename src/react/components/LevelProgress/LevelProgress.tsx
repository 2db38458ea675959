'use client'
import type { LevelProgressProps } from './LevelProgressProps.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { LevelProgressBody } from './LevelProgressBody.js'
import { defaultLevelProgressLabels } from './LevelProgressLabels.js'
import styles from './LevelProgress.css?raw'

import { useLabels } from '../internal/useLabels.js'

/** A user's level, XP and XP to the next level as an accessible progress bar, with a level-up moment. */
export function LevelProgress(props: LevelProgressProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('LevelProgress', defaultLevelProgressLabels, labelOverrides)
  return (
    <ComponentRoot name="level-progress" styles={styles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <LevelProgressBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
