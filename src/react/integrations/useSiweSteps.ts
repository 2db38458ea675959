'use client'
import { useMemo } from 'react'
import { getAddress } from 'viem'
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe'
import { createSiweToken } from '../../session/createSiweToken.js'
import { useEngagementContext } from '../EngagementContext.js'
import type { SiweMessageOptions } from './siweMessageOptions.js'

/** The sign-in steps RainbowKit's adapter and ConnectKit's SIWE config share, bound to the nearest provider's session. */
export function useSiweSteps(options: SiweMessageOptions = {}) {
  const { client, sessionController } = useEngagementContext()
  const { baseUrl } = client
  const { statement, expiresInMs, domain, uri } = options
  return useMemo(
    () => ({
      // The nonce only makes each message unique; the service checks the signature itself when it registers it.
      getNonce: async (): Promise<string> => generateSiweNonce(),
      createMessage: ({ nonce, address, chainId }: { nonce: string; address: string; chainId: number }): string =>
        createSiweToken({ address: getAddress(address), chainId, baseUrl, nonce, statement, expiresInMs, domain, uri }).token,
      /** Registers the signed message (row 25) as the connected account's session; true once it is in use. */
      verify: async ({ message, signature }: { message: string; signature: string }): Promise<boolean> => {
        // The account the message names (checked against the connected one) and when it expires (when the session ends).
        const { address, expirationTime } = parseSiweMessage(message)
        return (await sessionController.signInWith({ token: message, signature, address, expiresAt: expirationTime })) !== null
      },
      signOut: (): Promise<void> => sessionController.signOut(),
      sessionController,
    }),
    [baseUrl, sessionController, statement, expiresInMs, domain, uri],
  )
}
