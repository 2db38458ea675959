import { useEffect, useId, type ReactNode } from 'react'
import type { EngagementTheme } from '../../react/AppearanceContext.js'
import { defaultConnectAndSignLabels } from '../../react/components/ConnectAndSign/ConnectAndSignLabels.js'
import { describeSignInError } from '../../react/components/ConnectAndSign/describeSignInError.js'
import { useConnectAndSign } from '../../react/components/ConnectAndSign/useConnectAndSign.js'
import { WalletPicker } from '../../react/components/ConnectAndSign/WalletPicker.js'
import { useLabels } from '../../react/components/internal/useLabels.js'
import type { WalletOption } from '../../react/components/ConnectAndSign/walletOptions.js'

/** What the shared root passes the page's own picker. */
export type PagePickerParameters = {
  /** A node in a shadow root of its own, attached to the page's body. */
  container: HTMLElement
  theme: EngagementTheme | undefined
  onClose: () => void
}

/**
 * The wallet picker of a page with no connect element: a "Sign in" pressed in any element opens it, the chosen wallet
 * connects, and the sign-in goes on at once (the wallet asks for the signature); it closes once connected, or on
 * Escape, ×, or a click outside.
 */
export function PagePicker({ container, theme, onClose }: PagePickerParameters): ReactNode {
  const state = useConnectAndSign()
  const id = useId()
  const labels = useLabels('ConnectAndSign', defaultConnectAndSignLabels, undefined)
  const { status, signIn } = state

  // Connected (by this picker, or by a wallet that connected itself): the picker's work is done; signing follows.
  useEffect(() => {
    if (status === 'disconnected' || status === 'reconnecting') return
    onClose()
    if (status === 'connected') void signIn()
  }, [status, signIn, onClose])

  const pick = async (wallet: WalletOption) => {
    await state.connect(wallet)
  }
  return (
    <WalletPicker
      id={id}
      wallets={state.connectors}
      connecting={state.connecting}
      error={state.error ? describeSignInError(state.error, labels) : undefined}
      labels={labels}
      onPick={(wallet) => void pick(wallet)}
      onClose={() => {
        state.resetError()
        onClose()
      }}
      portalContainer={container}
      unstyled={false}
      theme={theme}
    />
  )
}
