'use client'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { useLabels } from '../internal/useLabels.js'
import styles from './StreakCounter.css?raw'
import { StreakCounterBody } from './StreakCounterBody.js'
import { defaultStreakCounterLabels } from './StreakCounterLabels.js'
import type { StreakCounterProps } from './StreakCounterProps.js'

/**
 * A member's streak: the count with its flame, the recent days (or weeks) extended, frozen or missed, the freezes
 * left and what to do today to keep it; a short moment when it grows while shown.
 */
export function StreakCounter(props: StreakCounterProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('StreakCounter', defaultStreakCounterLabels, labelOverrides)
  return (
    <ComponentRoot name="streak-counter" styles={styles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <StreakCounterBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
