'use client'
import type { ReactNode } from 'react'
import { useConnectAndSign, type ConnectAndSignRenderProps } from './useConnectAndSign.js'

/** Props of {@link ConnectAndSignCustom} (`ConnectAndSign.Custom`). */
export type ConnectAndSignCustomProps = {
  /** Draws the app's own button from the sign-in state. */
  children: (props: ConnectAndSignRenderProps) => ReactNode
}

/** `ConnectAndSign.Custom`: the same wallet and sign-in logic, drawn by the app through a render prop. */
export function ConnectAndSignCustom({ children }: ConnectAndSignCustomProps) {
  return <>{children(useConnectAndSign())}</>
}
