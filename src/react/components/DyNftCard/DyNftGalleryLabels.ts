import { defaultDyNftCardLabels, type DyNftCardLabels } from './DyNftCardLabels.js'

/** Every visible string of {@link DyNftGallery}: the card's, plus the gallery's own. */
export type DyNftGalleryLabels = DyNftCardLabels & {
  /** The gallery's heading. */
  title: string
}

/** English defaults of {@link DyNftGalleryLabels}. */
export const defaultDyNftGalleryLabels: DyNftGalleryLabels = {
  ...defaultDyNftCardLabels,
  title: 'Your NFTs',
  loading: 'Loading NFTs…',
  empty: 'No NFTs yet',
  emptyHint: 'Take part in a community to earn one.',
  signedOut: 'Sign in to see your NFTs.',
  error: 'Couldn’t load your NFTs.',
  crash: 'These NFTs could not be shown.',
}
