'use client'
import type { LevelProgressProps } from './LevelProgressProps.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { LevelProgressBody } from './LevelProgressBody.js'
import { defaultLevelProgressLabels } from './LevelProgressLabels.js'
import styles from './LevelProgress.css?raw'
import cardViewStyles from '../DyNftCard/NftCardView.css?raw'

// The card's stylesheet gives the level-up moment's art the same tones as the NFT card.
const stylesheets = [cardViewStyles, styles]
import { useLabels } from '../internal/useLabels.js'

/** A user's level, XP and XP to the next level as an accessible progress bar, with a level-up moment. */
export function LevelProgress(props: LevelProgressProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('LevelProgress', defaultLevelProgressLabels, labelOverrides)
  return (
    <ComponentRoot name="level-progress" styles={stylesheets} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <LevelProgressBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
