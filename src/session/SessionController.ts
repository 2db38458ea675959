import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { Session } from '../core/types.js'
import type { SessionStore } from './createSessionStore.js'
import type { CreateTokenFn } from './createSiweToken.js'
import type { SessionState } from './SessionState.js'
import type { SessionWallet } from './SessionWallet.js'

/** Inputs of `createSessionController`. */
export type CreateSessionControllerParameters = {
  /** The service: its base URL goes into the token, and sign-in registers the signature through it (row 25). */
  client: EngagementClientBase
  /** Where sessions are kept between visits. */
  store: SessionStore
  /** Creates the text the wallet signs. */
  createToken: CreateTokenFn
  /** The wallet whose account the session follows and that signs (`createWagmiWallet(config)` for wagmi). */
  wallet: SessionWallet
  /** A session the app manages itself (controlled mode). */
  session?: Session | null | undefined
  /** How long the wallet may take to sign; default 120000 ms. */
  signTimeoutMs?: number | undefined
}

/** The sign-in state of one service as a small external store (`useSyncExternalStore`-ready). */
export type SessionController = {
  /** The state now; the same object while nothing changed. */
  getSnapshot(): SessionState
  /** The state without stored sessions, as a server render (and the hydrating render) sees it. */
  getServerSnapshot(): SessionState
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void
  signIn: SessionState['signIn']
  /**
   * Signs in with a message the wallet signed elsewhere, e.g. in RainbowKit's or ConnectKit's sign-in flow: checks
   * that the account the message names (`address`, when given) is the connected one, registers the signature (row 25)
   * and keeps the session until `expiresAt`. Resolves like `signIn()`; never rejects.
   */
  signInWith(signed: { token: string; signature: string; address?: string | undefined; expiresAt?: Date | undefined }): Promise<Session | null>
  signOut: SessionState['signOut']
  cancel: SessionState['cancel']
  /**
   * Sets the controlled session (null or undefined: none). `getSnapshot()` has it at once; listeners hear of it a
   * microtask later, so a component may call this while it renders.
   */
  setSession(session: Session | null | undefined): void
  /** Sets how the next sign-in creates its token (default the creation's) and how long it waits for the wallet (default 120000 ms). */
  setOptions(options: { createToken?: CreateTokenFn | undefined; signTimeoutMs?: number | undefined }): void
  /** Stops a sign-in under way and lets go of the wallet, the store and every listener (subscribing again resumes). */
  destroy(): void
}
