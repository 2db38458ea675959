import type { ComponentType, ReactNode } from 'react'
import type { CreateTokenFn } from '../session/createSiweToken.js'
import type { SessionWallet } from '../session/SessionWallet.js'
import type { ElementRecord } from './ElementRecord.js'
import type { PagePickerParameters } from './wallet/PagePicker.js'

/** What the wallet chunk (loaded on demand) hands the shared roots. */
export type WalletModule = {
  /** Gives the connect elements below it wagmi's context. */
  WalletLayer: ComponentType<{ children?: ReactNode }>
  /** Draws a connect element. */
  renderConnect: (record: ElementRecord) => ReactNode
  /** The page's own wallet picker, for a sign-in asked for where no connect element answers. */
  renderPicker: (parameters: PagePickerParameters) => ReactNode
  /** The page's one wallet connection, once restored (every service shares it). */
  pageWallet: () => Promise<SessionWallet>
  /** The text the wallet signs at sign-in. */
  createToken: CreateTokenFn
}
