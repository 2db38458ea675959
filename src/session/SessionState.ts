import type { Address } from 'viem'
import type { EngagementError } from '../core/EngagementError.js'
import type { Session } from '../core/types.js'

/**
 * Where the user is in signing in:
 * - `disconnected`: no wallet connected;
 * - `reconnecting`: a wallet connection is being established or restored (e.g. after a reload);
 * - `connected`: a wallet is connected, no session for its account yet;
 * - `signing`: a sign-in is under way (token, wallet signature, registration);
 * - `signed-in`: requests carry a session for the connected account (or the app's controlled session);
 * - `error`: the last sign-in failed; see `error` and call `signIn()` again.
 */
export type SessionStatus = 'disconnected' | 'reconnecting' | 'connected' | 'signing' | 'signed-in' | 'error'

/** Options of `signOut()`. */
export type SignOutParameters = {
  /** Also disconnect the wallet; default false. */
  disconnect?: boolean | undefined
}

/** The sign-in state of one service at one moment, with the actions that change it (what `useSession` returns). */
export type SessionState = {
  status: SessionStatus
  /** The connected account (checksummed), or the controlled session's address. */
  address: Address | undefined
  /** The session requests carry, only while it belongs to `address`; null otherwise. */
  session: Session | null
  /** Why the last sign-in failed (kind 'aborted' + code 'user-rejected' when the user declined); null otherwise. */
  error: EngagementError | null
  /**
   * The text the wallet is asked to sign (e.g. the Sign-In with Ethereum message), once created, while `signing`, and
   * the one declined or failed while `error`; null otherwise. Plain text: show it as text, never as HTML.
   */
  message: string | null
  /**
   * Signs in the connected account: creates the token, asks the wallet to sign it once and registers it (row 25).
   * Resolves to the session, or to null when it failed or was cancelled (the reason is in `error`); never rejects.
   * Calls while one is under way share it; an account with a stored, unexpired session is signed in without asking.
   */
  signIn(): Promise<Session | null>
  /** Forgets the connected account's session (stops a sign-in under way); disconnects the wallet only if asked. */
  signOut(parameters?: SignOutParameters): Promise<void>
  /** Stops a sign-in under way and returns to `connected` without an error. */
  cancel(): void
}
