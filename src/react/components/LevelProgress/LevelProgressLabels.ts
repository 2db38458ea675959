import { toLocaleString } from '../internal/formatNumber.js'
import { defaultLoadErrorLabels, type LoadErrorLabels } from '../internal/loadErrorCause.js'

/** Every visible (and screen-reader) string of {@link LevelProgress}; pass some or all through `labels` to translate. */
export type LevelProgressLabels = LoadErrorLabels & {
  /** The component's heading. */
  title: string
  /** Accessible name of the progress bar. */
  progress: string
  loading: string
  error: string
  retry: string
  crash: string
  signedOut: string
  signIn: string
  /** Signed out: how many levels there are to earn and the first one, e.g. "6 levels to earn, starting at Newcomer". */
  levelsToEarn: (count: number, first: string) => string
  /** Signed out: the accessible name of the list of levels to earn. */
  levelsList: string
  noEntity: string
  /** A level as shown, e.g. "Level 3". */
  level: (level: number) => string
  /** An XP amount (already formatted), e.g. "340 XP". */
  xp: (xp: string) => string
  /** XP left to the next level, e.g. "160 XP to Level 4". */
  toNext: (remaining: string, nextLevel: string) => string
  maxLevel: string
  /** Read out by the progress bar, e.g. "Level 3: 340 of 500 XP". */
  valueText: (level: string, xp: string, nextThreshold: string) => string
  /** Read out by the progress bar at the top level. */
  maxValueText: (level: string, xp: string) => string
  empty: string
  emptyHint: string
  emptyValueText: (xp: string) => string
  /** Announced (and shown) when the level goes up while the component is on screen. */
  levelUp: (level: string, name: string | undefined) => string
  dismiss: string
  /** Above the new level's title in the level-up moment. */
  levelUpEyebrow: string
  /** The button that shares the level-up (the system's share sheet, else a copy to the clipboard). */
  share: string
  /** What is shared, e.g. "I reached Level 6: Luminary!" (the page's link goes with it). */
  shareText: (level: string, name: string | undefined) => string
  /** Said once the text and link were copied (where the browser has no share sheet). */
  copied: string
  /** Said when neither sharing nor copying worked. */
  copyFailed: string
}

/** English defaults of {@link LevelProgressLabels}. */
export const defaultLevelProgressLabels: LevelProgressLabels = {
  ...defaultLoadErrorLabels,
  title: 'Your level',
  progress: 'Level progress',
  loading: 'Loading your level…',
  error: 'Couldn’t load your level.',
  retry: 'Try again',
  crash: 'Something went wrong showing your level.',
  signedOut: 'Sign in to see your level and XP.',
  signIn: 'Sign in',
  levelsToEarn: (count, first) => `${toLocaleString(count)} ${count === 1 ? 'level' : 'levels'} to earn, starting at ${first}`,
  levelsList: 'Levels to earn',
  noEntity: 'No community selected.',
  level: (level) => `Level ${level}`,
  xp: (xp) => `${xp} XP`,
  toNext: (remaining, nextLevel) => `${remaining} XP to ${nextLevel}`,
  maxLevel: 'Max level',
  valueText: (level, xp, nextThreshold) => `${level}: ${xp} of ${nextThreshold} XP`,
  maxValueText: (level, xp) => `${level} (max level): ${xp} XP`,
  empty: 'No levels yet',
  emptyHint: 'This community hasn’t set up levels. Your XP still counts and will show here once it does.',
  emptyValueText: (xp) => `No levels yet: ${xp} XP`,
  levelUp: (level, name) => `Level up! You reached ${level}${name ? `: ${name}` : ''}.`,
  dismiss: 'Dismiss',
  levelUpEyebrow: 'Level up!',
  share: 'Share',
  shareText: (level, name) => `I reached ${level}${name ? `: ${name}` : ''}!`,
  copied: 'Copied. Paste it anywhere to share.',
  copyFailed: 'Couldn’t copy. Try again.',
}
