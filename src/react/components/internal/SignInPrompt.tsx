'use client'
import type { ReactNode } from 'react'
import { useSession } from '../../useSession.js'

type SignInPromptProps = { message: string; signInLabel: string; className?: string | undefined; children?: ReactNode }

/** The signed-out hint; offers to sign in when a wallet is already connected (connecting one is the app's job). */
export function SignInPrompt({ message, signInLabel, className, children }: SignInPromptProps) {
  const session = useSession()
  const canSignIn = session.status === 'connected' || session.status === 'error'
  return (
    <div className={className ? `ek-state ${className}` : 'ek-state'} data-state="signed-out">
      <p className="ek-state__title">{message}</p>
      {canSignIn && (
        <button type="button" className="ek-button" onClick={() => void session.signIn()}>
          {signInLabel}
        </button>
      )}
      {children}
    </div>
  )
}
