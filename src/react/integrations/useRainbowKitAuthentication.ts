'use client'
import { useMemo } from 'react'
import { useAccount } from 'wagmi'
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


/**
 * The `adapter` and `status` of RainbowKit's `<RainbowKitAuthenticationProvider>`, so its sign-in step signs the
 * user in to the nearest {@link EngagementProvider}: the signed message is registered (row 25) and kept like a
 * `useSession().signIn()`; switching accounts and signing out behave as in `useSession`.
 */
export function useRainbowKitAuthentication(parameters: UseRainbowKitAuthenticationParameters = {}): UseRainbowKitAuthenticationReturnType {
  const { status } = useSession()
  // 'loading' only while a wallet connection is being restored: while the user connects, RainbowKit must see
  // 'unauthenticated' to keep its modal open for the sign-in step. (useAccount: the name wagmi 2 and 3 both export.)
  const walletStatus = useAccount().status
  const { getNonce, createMessage, verify, signOut } = useSiweSteps(parameters)
  const adapter = useMemo<RainbowKitAuthenticationAdapter>(
    () => ({ getNonce, createMessage, getMessageBody: ({ message }) => message, verify, signOut }),
    [getNonce, createMessage, verify, signOut],
  )
  const authenticationStatus: RainbowKitAuthenticationStatus =
    status === 'signed-in' ? 'authenticated' : status === 'reconnecting' && walletStatus === 'reconnecting' ? 'loading' : 'unauthenticated'
  return useMemo(() => ({ adapter, status: authenticationStatus }), [adapter, authenticationStatus])
}
