'use client'
import { useMemo, useRef } from 'react'
import { useAccount } from 'wagmi'
import type { SiweMessageOptions } from './siweMessageOptions.js'
import { useSiweSteps } from './useSiweSteps.js'

/** ConnectKit's `SIWESession`. */
export type ConnectKitSiweSession = { address: string; chainId: number }

/** Props for ConnectKit's `<SIWEProvider>` (its `SIWEConfig` shape); what {@link useConnectKitSiwe} returns. */
export type UseConnectKitSiweReturnType = {
  getNonce: () => Promise<string>
  createMessage: (args: { nonce: string; address: string; chainId: number }) => string
  verifyMessage: (args: { message: string; signature: string }) => Promise<boolean>
  /** The connected account's engagekit session, or null. */
  getSession: () => Promise<ConnectKitSiweSession | null>
  signOut: () => Promise<boolean>
  signOutOnDisconnect: boolean
  signOutOnAccountChange: boolean
  /** False: the engagekit session belongs to the account on every chain. */
  signOutOnNetworkChange: boolean
}

/** Options of {@link useConnectKitSiwe}: how the message to sign is written. */
export type UseConnectKitSiweParameters = SiweMessageOptions

/**
 * The props of ConnectKit's `<SIWEProvider>`, so its "Sign In" signs the user in to the nearest
 * {@link EngagementProvider}: the signed message is registered (row 25) and kept like a `useSession().signIn()`;
 * switching accounts and signing out behave as in `useSession`.
 */
export function useConnectKitSiwe(parameters: UseConnectKitSiweParameters = {}): UseConnectKitSiweReturnType {
  const { getNonce, createMessage, verify, signOut, sessionController } = useSiweSteps(parameters)
  // useAccount: the name wagmi 2 and 3 both export. ConnectKit asks for the session's chain; the current one is right.
  const chainId = useRef<number | undefined>(undefined)
  chainId.current = useAccount().chainId
  return useMemo<UseConnectKitSiweReturnType>(
    () => ({
      getNonce,
      createMessage,
      verifyMessage: verify,
      getSession: async () => {
        const { status, session } = sessionController.getSnapshot()
        return status === 'signed-in' && session && chainId.current !== undefined ? { address: session.address, chainId: chainId.current } : null
      },
      signOut: async () => (await signOut(), true),
      signOutOnDisconnect: true,
      signOutOnAccountChange: true,
      signOutOnNetworkChange: false,
    }),
    [getNonce, createMessage, verify, signOut, sessionController],
  )
}
