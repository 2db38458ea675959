'use client'
import type { LeaderboardProps } from './LeaderboardProps.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { LeaderboardBody } from './LeaderboardBody.js'
import { defaultLeaderboardLabels } from './LeaderboardLabels.js'
import styles from './Leaderboard.css?raw'
import { useLabels } from '../internal/useLabels.js'

/**
 * An entity's members ranked by a metric: the first three on a podium, then the table from the fourth place (`limit`
 * counts both, so nobody shows twice); members at 0 are not ranked yet (never numbered or on the podium, counted
 * below); the signed-in user highlighted, or pinned below the list after a gap marker ("⋯ 12 more") when outside it;
 * "See all" opens the whole board in a dialog. Signed out, a public community's board is read without a session.
 */
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
