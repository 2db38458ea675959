import type { Address } from 'viem'

/** The wallet's connection as a session needs it. */
export type WalletConnection = {
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
  /** The active account (checksummed); known while connected and, from the start, while reconnecting. */
  address: Address | undefined
  chainId: number | undefined
}

/**
 * The wallet a session controller signs with: a thin view of a wagmi config (`createWagmiWallet`), or anything
 * else that can say which account is connected and sign a message with it.
 */
export type SessionWallet = {
  /** The connection right now (a new object per call is fine). */
  getConnection(): WalletConnection
  /** Calls `onChange` synchronously whenever the connection changes; returns the function that stops it. */
  watchConnection(onChange: () => void): () => void
  /** Asks the wallet to sign `message` (EIP-191) with `account`. */
  signMessage(parameters: { account: Address; message: string }): Promise<string>
  /** Disconnects the wallet. */
  disconnect(): Promise<void>
  /**
   * Readies the wallet before a sign-in (say, loads its code and restores its connection). A rejection ends the
   * sign-in with that error (an `EngagementError` as it is).
   */
  prepare?(): Promise<void>
}
