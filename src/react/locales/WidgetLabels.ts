/** The script-tag widget's strings outside the components (`engagekit/widget`). */
export type WidgetLabels = {
  /** While the wallet code loads, in place of `<engage-connect>`. */
  loadingWallet: string
  /** The wallet code could not load. */
  walletFailed: string
  /** While an element's code (a component's own chunk, or the admin components') loads, in its place. */
  loading: string
  /** The admin code could not load. */
  adminFailed: string
  /** A member element's code could not load. */
  elementFailed: string
  /** In an iframe embed (embed.html), where wallets do not reach: where to sign in instead. */
  embeddedSignIn: string
}

/** English defaults of {@link WidgetLabels}. */
export const defaultWidgetLabels: WidgetLabels = {
  loadingWallet: 'Loading wallet…',
  walletFailed: 'The wallet code could not be loaded. Check your connection and reload the page.',
  loading: 'Loading…',
  adminFailed: 'The admin code could not be loaded. Check your connection and reload the page.',
  elementFailed: 'This part of the page could not be loaded. Check your connection and reload the page.',
  embeddedSignIn: 'Wallets cannot reach this embedded view. Sign in on the page around it.',
}
