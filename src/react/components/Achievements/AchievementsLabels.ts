import { toLocaleString } from '../internal/formatNumber.js'
import { defaultLoadErrorLabels, type LoadErrorLabels } from '../internal/loadErrorCause.js'

/** Every visible (and screen-reader) string of {@link Achievements}; pass some or all through `labels` to translate. */
export type AchievementsLabels = LoadErrorLabels & {
  /** The component's heading. */
  title: string
  loading: string
  error: string
  retry: string
  crash: string
  signedOut: string
  signIn: string
  noEntity: string
  empty: string
  emptyHint: string
  /** Beside the title, e.g. "3 of 7 earned". */
  summary: (earned: number, total: number) => string
  /** The accessible name of the list of badges. */
  list: string
  /** An earned badge's date (already formatted), e.g. "Earned Jan 20, 2026". */
  earnedOn: (date: string) => string
  /** Said of a badge not earned yet (for assistive tech, and the badge's tooltip). */
  locked: string
  /** A locked badge's progress as shown, e.g. "8 / 10" (numbers already formatted). */
  progress: (current: string, target: string) => string
  /** The progress bar's name, e.g. "Progress towards Quest runner". */
  progressLabel: (name: string) => string
  /** What the progress bar reads out, e.g. "8 of 10". */
  progressValue: (current: string, target: string) => string
  /** A badge only an award earns (no progress to show). */
  awardedOnly: string
  /** How rare a badge is (the share already formatted, e.g. "12%"): "Earned by 12% of members". */
  rarity: (percent: string) => string
  /** A badge no member has earned yet. */
  rarityNone: string
  /** The tag on a badge earned while the component was on screen. */
  newBadge: string
  /** Announced when a badge is earned while the component is on screen. */
  earnedAnnouncement: (name: string) => string
}

/** English defaults of {@link AchievementsLabels}. */
export const defaultAchievementsLabels: AchievementsLabels = {
  ...defaultLoadErrorLabels,
  title: 'Achievements',
  loading: 'Loading achievements…',
  error: 'Couldn’t load the achievements.',
  retry: 'Try again',
  crash: 'Something went wrong showing the achievements.',
  signedOut: 'Sign in to see your badges.',
  signIn: 'Sign in',
  noEntity: 'No community selected.',
  empty: 'No achievements yet',
  emptyHint: 'This community hasn’t set up any badges. They will show here once it does.',
  summary: (earned, total) => `${toLocaleString(earned)} of ${toLocaleString(total)} earned`,
  list: 'Badges',
  earnedOn: (date) => `Earned ${date}`,
  locked: 'Not earned yet',
  progress: (current, target) => `${current} / ${target}`,
  progressLabel: (name) => `Progress towards ${name}`,
  progressValue: (current, target) => `${current} of ${target}`,
  awardedOnly: 'Awarded by the community',
  rarity: (percent) => `Earned by ${percent} of members`,
  rarityNone: 'No one has earned this yet',
  newBadge: 'New',
  earnedAnnouncement: (name) => `Achievement earned: ${name}!`,
}
