'use client'
import { useEngagementContext } from '../../EngagementContext.js'

type SignInPromptProps = { message: string; signInLabel: string; className?: string | undefined }

/**
 * The signed-out hint with the page's one sign-in: with a wallet connected it signs in; without one it asks the page
 * (an `engagekit:sign-in-request` event, answered by a `ConnectAndSign` on the page or by the app's own wallet
 * modal, which calls `preventDefault()`), and if nothing answers, the session's own sign-in says what is missing.
 */
export function SignInPrompt({ message, signInLabel, className = '' }: SignInPromptProps) {
  const { sessionState, sessionController } = useEngagementContext()
  return (
    <div className={`ek-state ${className}`} data-state="signed-out">
      <p className="ek-state__title">{message}</p>
      {/* Pressed while a sign-in is under way, it joins that one. */}
      <button
        type="button"
        className="ek-button"
        onClick={(event) => {
          const request = new Event('engagekit:sign-in-request', { bubbles: true, composed: true, cancelable: true })
          if (sessionState.status !== 'disconnected' || event.currentTarget.dispatchEvent(request)) void sessionController.signIn()
        }}
      >
        {signInLabel}
      </button>
    </div>
  )
}
