'use client'
import { useCallback, useMemo } from 'react'
import type { Address } from 'viem'
// useAccount, connectAsync and disconnectAsync: wagmi 3 renamed them (useConnection, mutateAsync) and kept these as
// aliases; wagmi 2 has only these. Names both majors export, so no bundler meets a missing export.
import { useAccount, useConnect, useConnectors, useDisconnect } from 'wagmi'
import type { EngagementError } from '../../../core/EngagementError.js'
import type { Session } from '../../../core/types.js'
import { useSession, type SessionStatus, type SignOutParameters } from '../../useSession.js'
import { shortAddress } from '../internal/shortAddress.js'
import { toConnectError } from './toConnectError.js'
import { walletOptions, type WalletOption } from './walletOptions.js'
import { rememberWallet } from './recentWallets.js'

/** What {@link ConnectAndSign.Custom} hands its render function: the sign-in state and everything to drive it. */
export type ConnectAndSignRenderProps = {
  status: SessionStatus
  /** The connected (or controlled session's) address. */
  address: Address | undefined
  /** `address` as `0x1234…abcd`. */
  shortAddress: string | undefined
  /** The wallets to offer, de-duplicated. */
  connectors: readonly WalletOption[]
  /** Connects a wallet (an option or its id); resolves true once connected. Failures land in `error`. */
  connect: (wallet: WalletOption | string) => Promise<boolean>
  /** Signs in the connected account; see `useSession().signIn`. */
  signIn: () => Promise<Session | null>
  /** Forgets the session; `{ disconnect: true }` also disconnects the wallet. */
  signOut: (parameters?: SignOutParameters) => Promise<void>
  /** Disconnects the wallet (and so ends its session). */
  disconnect: () => Promise<void>
  /** Stops a sign-in under way. */
  cancel: () => void
  /** Why the last sign-in or connection failed; codes: `user-rejected`, `sign-timeout`, `connect-rejected`, `wallet-not-found`, … */
  error: EngagementError | null
  /** Something is under way: connecting, reconnecting, signing, disconnecting. */
  isPending: boolean
  /** The wallet being connected, while `connect` runs. */
  connecting: WalletOption | undefined
  /** The connected wallet (its name and icon), while one is connected. */
  wallet: WalletOption | undefined
  /** The text the wallet is asked to sign, while signing (and the declined one after a failure); plain text. */
  message: string | null
  /** The app manages the session itself (controlled mode): signing out is the app's job. */
  isControlled: boolean
  /** Clears a connection error (e.g. when the user closes the picker). */
  resetError: () => void
}

/** The state behind {@link ConnectAndSign}: wagmi's connectors and connection, combined with the engagekit session. */
export function useConnectAndSign(): ConnectAndSignRenderProps {
  const session = useSession()
  const connection = useAccount()
  const connectors = useConnectors()
  const connectMutation = useConnect()
  const disconnectMutation = useDisconnect()
  const options = useMemo(() => walletOptions(connectors), [connectors])
  const { connectAsync, reset: resetConnect } = connectMutation
  const { disconnectAsync } = disconnectMutation

  const connect = useCallback(
    async (wallet: WalletOption | string) => {
      const option = typeof wallet === 'string' ? options.find((candidate) => candidate.id === wallet) : wallet
      if (!option) return false
      try {
        await connectAsync({ connector: option.connector })
        // Remembered under "Recent" once it has connected, not when it was merely tried.
        rememberWallet(option.id)
        return true
      } catch (error) {
        // Picking the wallet that is already connected is not a failure.
        if ((error as { name?: unknown }).name === 'ConnectorAlreadyConnectedError') {
          resetConnect()
          rememberWallet(option.id)
          return true
        }
        return false
      }
    },
    [options, connectAsync, resetConnect],
  )

  const disconnect = useCallback(async () => {
    try {
      await disconnectAsync()
    } catch {
      // A wallet that fails to disconnect is still forgotten by wagmi; nothing to show.
    }
  }, [disconnectAsync])

  const { status, address, error: sessionError, message, signIn, signOut, cancel } = session
  const connectError = useMemo(() => (connectMutation.error ? toConnectError(connectMutation.error) : null), [connectMutation.error])
  const connectingConnector = connectMutation.isPending ? connectMutation.variables?.connector : undefined
  const connecting = connectingConnector ? options.find((option) => option.connector.uid === (connectingConnector as { uid?: string }).uid) : undefined
  const walletAddress = connection.status === 'connected' ? connection.address : undefined
  const connected = connection.status === 'connected' ? connection.connector : undefined
  const wallet = useMemo(
    () => (connected ? (options.find((option) => option.connector.uid === connected.uid || option.id === connected.id) ?? walletOptions([connected])[0]) : undefined),
    [connected, options],
  )
  const isControlled = status === 'signed-in' && (!walletAddress || !address || walletAddress.toLowerCase() !== address.toLowerCase())
  const isPending = status === 'reconnecting' || status === 'signing' || connectMutation.isPending || disconnectMutation.isPending

  return useMemo(
    () => ({
      status,
      address,
      shortAddress: address ? shortAddress(address) : undefined,
      connectors: options,
      connect,
      signIn,
      signOut,
      disconnect,
      cancel,
      error: status === 'error' ? sessionError : status === 'disconnected' ? connectError : null,
      isPending,
      connecting,
      wallet,
      message,
      isControlled,
      resetError: resetConnect,
    }),
    [status, address, options, connect, signIn, signOut, disconnect, cancel, sessionError, connectError, isPending, connecting, wallet, message, isControlled, resetConnect],
  )
}
