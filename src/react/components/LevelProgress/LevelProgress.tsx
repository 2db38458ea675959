'use client'
import { useMemo } from 'react'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import { LevelProgressBody } from './LevelProgressBody.js'
import { defaultLevelProgressLabels, type LevelProgressLabels } from './LevelProgressLabels.js'
import type { LevelUpDetails } from './useLevelUp.js'
import styles from './LevelProgress.css?raw'

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
  /** Locale for numbers; default the browser's. */
  locale?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined
}

/** A user's level, XP and XP to the next level as an accessible progress bar, with a level-up moment. */
export function LevelProgress(props: LevelProgressProps) {
  const { className, unstyled, theme, labels: labelOverrides } = props
  const labels = useMemo(() => ({ ...defaultLevelProgressLabels, ...labelOverrides }), [labelOverrides])
  return (
    <ComponentRoot name="level-progress" styles={styles} className={className} unstyled={unstyled} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <LevelProgressBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
