import { toLocaleString } from '../internal/formatNumber.js'
import { defaultLoadErrorLabels, type LoadErrorLabels } from '../internal/loadErrorCause.js'

/** Every visible (and screen-reader) string of {@link SkillTree}; override any of them through the `labels` prop. */
export type SkillTreeLabels = LoadErrorLabels & {
  /** The heading, also the tree's accessible name. */
  title: string
  /** Announced while the skills load. */
  loading: string
  /** Shown when the entity has no skills. */
  empty: string
  /** The second line of the empty state. */
  emptyHint: string
  /** Shown when nobody is signed in. */
  signedOut: string
  /** The sign-in button of the signed-out state (shown when a wallet is connected). */
  signIn: string
  /** Shown when the skills could not be read. */
  error: string
  /** The retry button of the error state. */
  retry: string
  /** Shown when the skills cannot be drawn. */
  crash: string
  /** Button that opens every branch. */
  expandAll: string
  /** Button that closes every branch. */
  collapseAll: string
  /** Short progress text next to the meter, e.g. "45/100" (hidden from screen readers, which get `progress`). */
  score: (score: number, maxScore: number) => string
  /** Progress as read out with the skill's name, e.g. "score 45 of 100". */
  progress: (score: number, maxScore: number) => string
  /** A score without a known maximum. */
  scoreOnly: (score: number) => string
  /** Shown in the details of a skill without a description. */
  noDescription: string
}

/** English defaults of {@link SkillTreeLabels}. */
export const defaultSkillTreeLabels: SkillTreeLabels = {
  ...defaultLoadErrorLabels,
  title: 'Skills',
  loading: 'Loading skills…',
  empty: 'No skills yet',
  emptyHint: 'Skills this community recognizes will show up here.',
  signedOut: 'Sign in to see your skills.',
  signIn: 'Sign in',
  error: 'Couldn’t load skills.',
  retry: 'Try again',
  crash: 'Something went wrong showing these skills.',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  score: (score, maxScore) => `${toLocaleString(score)}/${toLocaleString(maxScore)}`,
  progress: (score, maxScore) => `score ${toLocaleString(score)} of ${toLocaleString(maxScore)}`,
  scoreOnly: (score) => `Score ${toLocaleString(score)}`,
  noDescription: 'No description.',
}
