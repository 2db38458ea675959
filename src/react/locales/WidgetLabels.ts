/** The script-tag widget's strings outside the components (`engagekit/widget`). */
export type WidgetLabels = {
  /** While the wallet code loads, in place of `<engage-connect>`. */
  loadingWallet: string
  /** The wallet code could not load. */
  walletFailed: string
  /** While the admin code loads, in place of an admin element. */
  loadingAdmin: string
  /** The admin code could not load. */
  adminFailed: string
}

/** English defaults of {@link WidgetLabels}. */
export const defaultWidgetLabels: WidgetLabels = {
  loadingWallet: 'Loading wallet…',
  walletFailed: 'The wallet code could not be loaded. Check your connection and reload the page.',
  loadingAdmin: 'Loading…',
  adminFailed: 'The admin code could not be loaded. Check your connection and reload the page.',
}
