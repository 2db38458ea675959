import { toLocaleString } from '../internal/formatNumber.js'
import { defaultLoadErrorLabels, type LoadErrorLabels } from '../internal/loadErrorCause.js'

/** Every visible (and screen-reader) string of {@link Leaderboard}; pass some or all through `labels` to translate. */
export type LeaderboardLabels = LoadErrorLabels & {
  title: string
  loading: string
  empty: string
  emptyHint: string
  error: string
  retry: string
  crash: string
  signedOut: string
  signIn: string
  noEntity: string
  /** The entity has no metric of that name or id. */
  unknownMetric: (metric: string) => string
  /** More members than the browser may read one by one: the board needs a server-computed `source`. */
  tooManyMembers: (maxMembers: number) => string
  rankColumn: string
  memberColumn: string
  /** The value column's header: the metric's name as shown. */
  valueColumn: (metric: string) => string
  /** A metric's name in the switcher and the value column; default the name itself. */
  metricName: (metric: string) => string
  /** Accessible name of the metric switcher. */
  metricSwitcher: string
  /** Accessible name of the period switcher (shown when the service keeps boards by period). */
  periodSwitcher: string
  /** The periods in the switcher. */
  allTime: string
  thisMonth: string
  thisWeek: string
  today: string
  /** A `period` other than all time asked of a service that keeps all-time boards only. */
  unsupportedPeriod: string
  /** Marks the signed-in user's row. */
  you: string
  /** Read out before the signed-in user's own place when it is pinned below the list. */
  yourPlace: string
  /** Under the table: how many members are ranked (a value above 0). */
  memberCount: (count: number) => string
  /** Accessible name of the podium (the first three places). */
  podium: string
  /** The gap marker before the pinned own place: how many places lie between. */
  more: (count: number) => string
  /** How many members are not ranked yet (at 0 or without a counter). */
  notRanked: (count: number) => string
  /** Read in place of a rank for a member at 0. */
  notRankedYet: string
  /** The state of a board whose members are all at 0. */
  noneRanked: string
  /** Opens the full board. */
  seeAll: string
  /** Closes the full board. */
  close: string
  /** Adds a page to the full board. */
  showMore: string
}

/** English defaults of {@link LeaderboardLabels}. */
export const defaultLeaderboardLabels: LeaderboardLabels = {
  ...defaultLoadErrorLabels,
  title: 'Leaderboard',
  loading: 'Loading leaderboard…',
  empty: 'No one to rank yet',
  emptyHint: 'Members will show up here once they join.',
  error: 'Couldn’t load the leaderboard.',
  retry: 'Try again',
  crash: 'Something went wrong showing this leaderboard.',
  signedOut: 'Sign in to see the leaderboard.',
  signIn: 'Sign in',
  noEntity: 'No community selected.',
  unknownMetric: (metric) => `This community has no metric called “${metric}”.`,
  tooManyMembers: (maxMembers) => `This community has more than ${toLocaleString(maxMembers)} members: its leaderboard needs a server-computed source.`,
  rankColumn: 'Rank',
  memberColumn: 'Member',
  valueColumn: (metric) => metric,
  metricName: (metric) => metric,
  metricSwitcher: 'Rank by',
  periodSwitcher: 'Period',
  allTime: 'All time',
  thisMonth: 'This month',
  thisWeek: 'This week',
  today: 'Today',
  unsupportedPeriod: 'This service keeps all-time leaderboards only.',
  you: 'You',
  yourPlace: 'Your place',
  memberCount: (count) => `${toLocaleString(count)} ${count === 1 ? 'member' : 'members'} ranked`,
  podium: 'Top three',
  more: (count) => `${toLocaleString(count)} more`,
  notRanked: (count) => `${toLocaleString(count)} ${count === 1 ? 'member' : 'members'} not ranked yet`,
  notRankedYet: 'Not ranked yet',
  noneRanked: 'No one is ranked yet',
  seeAll: 'See all',
  close: 'Close',
  showMore: 'Show more',
}
