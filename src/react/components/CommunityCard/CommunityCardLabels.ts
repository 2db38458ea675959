import { toLocaleString } from '../internal/formatNumber.js'
import { defaultLoadErrorLabels, type LoadErrorLabels } from '../internal/loadErrorCause.js'

/** Every visible (and screen-reader) string of {@link CommunityCard}; pass some or all through `labels` to translate. */
export type CommunityCardLabels = LoadErrorLabels & {
  /** The card's accessible name while the community's own name is not known (loading, private, error). */
  title: string
  loading: string
  error: string
  retry: string
  crash: string
  noEntity: string
  /** How many members the community has, e.g. "9 members". */
  members: (count: number) => string
  /** How many levels there are to earn, e.g. "6 levels". */
  levelCount: (count: number) => string
  /** Above the levels there are to earn. */
  levelsTitle: string
  /** A level without a name, e.g. "Level 3". */
  level: (level: number) => string
  /** An XP amount (already formatted), e.g. "250 XP". */
  xp: (xp: string) => string
  /** Signed out: what signing in gives, beside the button. */
  signInHint: string
  signIn: string
  /** Signed out, a community that is not public (the service does not show it to strangers). */
  privateTitle: string
  privateHint: string
  /** The community's links. */
  website: string
  twitter: string
  discord: string
  telegram: string
}

/** English defaults of {@link CommunityCardLabels}. */
export const defaultCommunityCardLabels: CommunityCardLabels = {
  ...defaultLoadErrorLabels,
  title: 'Community',
  loading: 'Loading the community…',
  error: 'Couldn’t load this community.',
  retry: 'Try again',
  crash: 'Something went wrong showing this community.',
  noEntity: 'No community selected.',
  members: (count) => `${toLocaleString(count)} ${count === 1 ? 'member' : 'members'}`,
  levelCount: (count) => `${toLocaleString(count)} ${count === 1 ? 'level' : 'levels'}`,
  levelsTitle: 'Levels to earn',
  level: (level) => `Level ${level}`,
  xp: (xp) => `${xp} XP`,
  signInHint: 'Sign in to track your XP, climb the levels and collect your NFT.',
  signIn: 'Sign in',
  privateTitle: 'Members only',
  privateHint: 'This community is shown to its members. Sign in with a member’s wallet to see it.',
  website: 'Website',
  twitter: 'X',
  discord: 'Discord',
  telegram: 'Telegram',
}
