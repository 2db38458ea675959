'use client'
import type { LeaderboardProps } from './LeaderboardProps.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { LeaderboardBody } from './LeaderboardBody.js'
import { defaultLeaderboardLabels } from './LeaderboardLabels.js'
import styles from './Leaderboard.css?raw'
import { useLabels } from '../internal/useLabels.js'

/** An entity's members ranked by a metric, with the signed-in user highlighted, and pinned below the list when outside it. */
export function Leaderboard(props: LeaderboardProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const localized = useLabels('Leaderboard', defaultLeaderboardLabels, labelOverrides)
  // Metrics keep their readable names (the provider's metricLabels) unless the app names them itself.
  const labels = labelOverrides?.metricName ? localized : { ...localized, metricName: defaultLeaderboardLabels.metricName }
  return (
    <ComponentRoot name="leaderboard" styles={styles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <LeaderboardBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
