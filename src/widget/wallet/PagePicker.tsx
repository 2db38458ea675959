import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { EngagementTheme } from '../../react/AppearanceContext.js'
import { defaultConnectAndSignLabels } from '../../react/components/ConnectAndSign/ConnectAndSignLabels.js'
import { describeSignInError } from '../../react/components/ConnectAndSign/describeSignInError.js'
import { useConnectAndSign } from '../../react/components/ConnectAndSign/useConnectAndSign.js'
import { WalletPicker } from '../../react/components/ConnectAndSign/WalletPicker.js'
import { useLabels } from '../../react/components/internal/useLabels.js'

/** What the shared root passes the page's own picker. */
export type PagePickerParameters = {
  /** A node in a shadow root of its own, attached to the page's body. */
  container: HTMLElement
  theme: EngagementTheme | undefined
  onClose: () => void
}

/**
 * The wallet picker of a page with no connect element: a "Sign in" pressed in any element opens it, the chosen wallet
 * connects, and the dialog goes on to the signature step (what is signed, and why) while the wallet is asked at once:
 * the user already asked to sign in. It closes once signed in, or on Escape, ×, or a click outside (on the signature
 * step that cancels the sign-in; the wallet stays connected).
 */
export function PagePicker({ container, theme, onClose }: PagePickerParameters): ReactNode {
  const state = useConnectAndSign()
  const id = useId()
  const labels = useLabels('ConnectAndSign', defaultConnectAndSignLabels, undefined)
  const { status, signIn } = state
  const signStep = status === 'connected' || status === 'signing' || status === 'error'
  const asked = useRef(false)

  // Connected (by this picker, or by a wallet that connected itself): the wallet is asked once; signed in, done.
  useEffect(() => {
    if (status === 'signed-in') onClose()
    else if (status === 'connected' && !asked.current) {
      asked.current = true
      void signIn()
    }
  }, [status, signIn, onClose])

  const close = () => {
    if (signStep) state.cancel()
    state.resetError()
    onClose()
  }
  const error = state.error ? describeSignInError(state.error, labels) : undefined
  return (
    <WalletPicker
      id={id}
      wallets={state.connectors}
      connecting={state.connecting}
      error={error}
      labels={labels}
      onPick={(wallet) => void state.connect(wallet)}
      onClose={close}
      portalContainer={container}
      unstyled={false}
      theme={theme}
      sign={
        signStep && state.address
          ? {
              phase: status === 'signing' ? 'waiting' : status === 'error' ? 'failed' : 'ready',
              walletName: !state.wallet || state.wallet.isGeneric ? labels.browserWallet : state.wallet.name,
              walletIcon: state.wallet?.icon,
              address: state.address,
              message: state.message,
              error,
              onSign: () => void signIn(),
              onCancel: close,
            }
          : undefined
      }
    />
  )
}
