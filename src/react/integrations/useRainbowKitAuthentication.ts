'use client'
import { useMemo } from 'react'
import type { SessionStatus } from '../../session/SessionState.js'
import { useSession } from '../useSession.js'
import type { SiweMessageOptions } from './siweMessageOptions.js'
import { useSiweSteps } from './useSiweSteps.js'

/** RainbowKit's `AuthenticationStatus`. */
export type RainbowKitAuthenticationStatus = 'loading' | 'unauthenticated' | 'authenticated'

/** An object of RainbowKit's `AuthenticationAdapter<string>` shape (what `createAuthenticationAdapter` returns). */
export type RainbowKitAuthenticationAdapter = {
  getNonce: () => Promise<string>
  createMessage: (args: { nonce: string; address: string; chainId: number }) => string
  /** For RainbowKit releases that still ask for the message's text separately. */
  getMessageBody: (args: { message: string }) => string
  verify: (args: { message: string; signature: string }) => Promise<boolean>
  signOut: () => Promise<void>
}

/** What {@link useRainbowKitAuthentication} returns: the props of `<RainbowKitAuthenticationProvider>`. */
export type UseRainbowKitAuthenticationReturnType = {
  adapter: RainbowKitAuthenticationAdapter
  status: RainbowKitAuthenticationStatus
}

/** Options of {@link useRainbowKitAuthentication}: how the message to sign is written. */
export type UseRainbowKitAuthenticationParameters = SiweMessageOptions

const toStatus = (status: SessionStatus): RainbowKitAuthenticationStatus =>
  status === 'signed-in' ? 'authenticated' : status === 'reconnecting' ? 'loading' : 'unauthenticated'

/**
 * The `adapter` and `status` of RainbowKit's `<RainbowKitAuthenticationProvider>`, so its sign-in step signs the
 * user in to the nearest {@link EngagementProvider}: the signed message is registered (row 25) and kept like a
 * `useSession().signIn()`; switching accounts and signing out behave as in `useSession`.
 */
export function useRainbowKitAuthentication(parameters: UseRainbowKitAuthenticationParameters = {}): UseRainbowKitAuthenticationReturnType {
  const { status } = useSession()
  const { getNonce, createMessage, verify, signOut } = useSiweSteps(parameters)
  const adapter = useMemo<RainbowKitAuthenticationAdapter>(
    () => ({ getNonce, createMessage, getMessageBody: ({ message }) => message, verify, signOut }),
    [getNonce, createMessage, verify, signOut],
  )
  const authenticationStatus = toStatus(status)
  return useMemo(() => ({ adapter, status: authenticationStatus }), [adapter, authenticationStatus])
}
