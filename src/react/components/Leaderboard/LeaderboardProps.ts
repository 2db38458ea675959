import type { LeaderboardPeriod } from '../../../core/schemas/leaderboard.js'
import type { LeaderboardSource } from '../../../query/leaderboard.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import type { LeaderboardLabels } from './LeaderboardLabels.js'

/** Props of {@link Leaderboard}. */
export type LeaderboardProps = ComponentProps<LeaderboardLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** The metric to rank by (name or id); default the first of `metrics`, else `xp` (the counter levels follow). */
  metric?: string | undefined
  /** Metrics people may switch between (names or ids); a switcher shows when there are several. */
  metrics?: readonly string[] | undefined
  /**
   * The period ranked at first: `all` (default), or the current `month`, `week` (ISO, Monday first) or `day` in
   * `timeZone`. Periods need a service that keeps boards (engagekit's server and sandbox); then a switcher offers them.
   */
  period?: LeaderboardPeriod | undefined
  /** Periods the switcher offers, in order; default all time, this month, this week, today. `[]` hides it. */
  periods?: readonly LeaderboardPeriod[] | undefined
  /** The IANA time zone a period's calendar follows; default the browser's. */
  timeZone?: string | undefined
  /**
   * Members shown in all, the podium's included: `5` is three on the podium and two rows (ranks 4 and 5), none twice;
   * default 10 (5 in the compact variant, which has no podium). "See all" opens the rest.
   */
  limit?: number | undefined
  /** `compact` for sidebars: 5 rows, no podium, no pictures, tighter spacing. */
  variant?: 'default' | 'compact' | undefined
  /** The app's own board (e.g. its server's endpoint); then nothing is computed in the browser and no sign-in is needed. */
  source?: LeaderboardSource | undefined
  /** Boards of more members need a `source`; default 500. */
  maxMembers?: number | undefined
  /** Counter reads in flight at once while computing; default 6. */
  concurrency?: number | undefined
  /** How long a board is fresh; default 60 s. */
  staleTime?: number | undefined
  /** Locale for numbers; default the browser's. */
  locale?: string | undefined
  /** IPFS gateways for pictures; default the provider's, else public ones. */
  gateways?: readonly string[] | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined
}
