/** Every visible (and screen-reader) string of {@link ConnectAndSign}; pass some or all through `labels` to translate. */
export type ConnectAndSignLabels = {
  connect: string
  /** Heading of the wallet picker. */
  pickerTitle: string
  pickerDescription: string
  /** The picker's group of wallets used here before, most recent first. */
  recentWallets: string
  /** The picker's group of the other wallets this browser has. */
  installedWallets: string
  close: string
  /** No wallet to offer at all. */
  noWallets: string
  /** Name shown for the generic window.ethereum wallet. */
  browserWallet: string
  /** Beside a wallet the browser does not have. */
  notInstalled: string
  /** The link to get a wallet, and where it goes. */
  getWallet: string
  /** The picker's footer, before its "Get a wallet" link. */
  noWalletYet: string
  getWalletUrl: string
  /** Shown on the wallet being connected. */
  connectingTo: (wallet: string) => string
  connecting: string
  reconnecting: string
  signIn: string
  /** Read before the address while a wallet is connected but not signed in. */
  connectedAs: string
  /** Read before the address once signed in. */
  signedInAs: string
  checkWallet: string
  /** Heading of the sign-in step, once a wallet is connected. */
  signTitle: string
  /** Why the wallet asks for a signature. */
  signWhy: (wallet: string) => string
  /** What signing costs: nothing. */
  signFree: string
  /** The sign-in step's summary: the site asking, and the account signing. */
  signSite: string
  signAccount: string
  /** Opens the exact text the wallet signs. */
  seeMessage: string
  /** Below "Check your wallet…" while the wallet is asked. */
  signWaiting: (wallet: string) => string
  cancel: string
  signOut: string
  disconnect: string
  tryAgain: string
  copy: string
  /** The signed-in account's menu (Copy address, Your profile, Sign out). */
  accountMenu: string
  profile: string
  copied: string
  copyFailed: string
  signatureRejected: string
  signatureTimeout: string
  walletNotConnected: string
  /** Any other sign-in failure, with the reason. */
  signInFailed: (reason: string) => string
  /** The reason given to `signInFailed` when the service did not take the signature. */
  serviceFailed: string
  /** The reason given to `signInFailed` when the wallet failed to sign (not a refusal). */
  walletSignFailed: string
  /** The reason given to `signInFailed` when the message to sign could not be made. */
  messageNotPrepared: string
  /** The reason given to `signInFailed` when the signature is for another account than the one connected. */
  accountMismatch: string
  /** The reason given to `signInFailed` for any other failure. */
  unexpectedFailure: string
  connectRejected: string
  walletNotFound: string
  connectPending: string
  /** Any other connection failure, with the reason. */
  connectFailed: (reason: string) => string
  crash: string
  retry: string
}

/** English defaults of {@link ConnectAndSignLabels}. */
export const defaultConnectAndSignLabels: ConnectAndSignLabels = {
  connect: 'Connect wallet',
  pickerTitle: 'Connect a wallet',
  pickerDescription: 'Choose the wallet you want to sign in with.',
  recentWallets: 'Recent',
  installedWallets: 'Installed',
  close: 'Close',
  noWallets: 'No wallet found. Install a browser wallet, then reload this page.',
  browserWallet: 'Browser wallet',
  notInstalled: 'Not installed',
  getWallet: 'Get a wallet',
  noWalletYet: 'No wallet yet?',
  getWalletUrl: 'https://ethereum.org/en/wallets/find-wallet/',
  connectingTo: (wallet) => `Connecting to ${wallet}…`,
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  signIn: 'Sign in',
  connectedAs: 'Connected wallet:',
  signedInAs: 'Signed in as',
  checkWallet: 'Check your wallet…',
  signTitle: 'Verify your account',
  signWhy: (wallet) => `Sign a message in ${wallet} to prove this address is yours.`,
  signFree: 'Free: no transaction, no gas, nothing on-chain.',
  signSite: 'Site',
  signAccount: 'Account',
  seeMessage: 'See message',
  signWaiting: (wallet) => `Sign the message in ${wallet} to continue.`,
  cancel: 'Cancel',
  signOut: 'Sign out',
  disconnect: 'Disconnect',
  tryAgain: 'Try again',
  copy: 'Copy address',
  accountMenu: 'Account',
  profile: 'Your profile',
  copied: 'Address copied',
  copyFailed: 'Could not copy the address',
  signatureRejected: 'You declined the sign-in request in your wallet. You can try again whenever you like.',
  signatureTimeout: 'Your wallet did not answer in time. Please try again.',
  walletNotConnected: 'Connect a wallet before signing in.',
  signInFailed: (reason) => `Sign-in failed. ${reason}`,
  serviceFailed: 'The server did not answer as expected. Try again in a moment.',
  walletSignFailed: 'Your wallet could not sign the sign-in message.',
  messageNotPrepared: 'The sign-in message could not be prepared.',
  accountMismatch: 'The wallet signed for another account than the one connected.',
  unexpectedFailure: 'Something unexpected happened. Try again.',
  connectRejected: 'You declined the connection request in your wallet.',
  walletNotFound: 'That wallet was not found. Is it installed and unlocked?',
  connectPending: 'Your wallet already has a request open. Open your wallet to continue.',
  connectFailed: (reason) => `The wallet could not connect. ${reason}`,
  crash: 'Something went wrong with the wallet connection.',
  retry: 'Retry',
}
