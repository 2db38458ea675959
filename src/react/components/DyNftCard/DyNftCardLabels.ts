import { metricDisplayName } from '../../metricDisplayName.js'
import { defaultLoadErrorLabels, type LoadErrorLabels } from '../internal/loadErrorCause.js'

/** Every visible string of {@link DyNftCard}; override any of them through the `labels` prop. */
export type DyNftCardLabels = LoadErrorLabels & {
  /** Announced while the NFT loads. */
  loading: string
  /** Shown when the user has no NFT here (yet). */
  empty: string
  /** The sentence under `empty`. */
  emptyHint: string
  /** Shown when nobody is signed in. */
  signedOut: string
  /** The sign-in button of the signed-out state (shown when a wallet is connected). */
  signIn: string
  /** Shown when no entity is given (neither prop nor provider). */
  noEntity: string
  /** Shown when the NFT could not be read. */
  error: string
  /** The retry button of the error state. */
  retry: string
  /** Shown when the NFT's data cannot be drawn. */
  crash: string
  /** The level badge, e.g. "Level 3". */
  level: (level: number) => string
  /** Alt text of the theme's logo. */
  logoAlt: (name: string) => string
  /** Title of an NFT that has none. */
  untitled: string
  /** A `true` attribute value. */
  yes: string
  /** A `false` attribute value. */
  no: string
  /** A trait's name as shown; default "events_attended" → "Events attended". */
  trait: (traitType: string) => string
  /** The chain badge, e.g. "Base". */
  chain: (chain: string) => string
}

/** English defaults of {@link DyNftCardLabels}. */
export const defaultDyNftCardLabels: DyNftCardLabels = {
  ...defaultLoadErrorLabels,
  loading: 'Loading NFT…',
  empty: 'No NFT yet',
  emptyHint: 'Take part in the community to earn one.',
  signedOut: 'Sign in to see your NFT.',
  signIn: 'Sign in',
  noEntity: 'No community selected.',
  error: 'Couldn’t load your NFT.',
  retry: 'Try again',
  crash: 'This NFT could not be shown.',
  level: (level) => `Level ${level}`,
  logoAlt: (name) => `${name} logo`,
  untitled: 'Untitled NFT',
  yes: 'Yes',
  no: 'No',
  trait: metricDisplayName,
  chain: (chain) => chain,
}
