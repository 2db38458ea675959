'use client'
import { useRef } from 'react'
import { useEngagementContext } from '../../EngagementContext.js'
import { requestSignIn } from './requestSignIn.js'
import { useSignInClaim } from './useSignInClaim.js'

type SignInPromptProps = { message: string; signInLabel: string; className?: string | undefined }

/**
 * The signed-out hint. One sign-in per page: when the page has a `CommunityCard` or a `ConnectAndSign`, or an earlier
 * prompt already offers it, this one is a quiet line (`data-variant="quiet"`) that defers to it; otherwise it offers
 * the sign-in itself (see {@link requestSignIn}).
 */
export function SignInPrompt({ message, signInLabel, className = '' }: SignInPromptProps) {
  const context = useEngagementContext()
  // Both looks are drawn in this element, so its place on the page says which prompt comes first.
  const anchor = useRef<HTMLDivElement>(null)
  const leads = useSignInClaim(context.sessionController, 'prompt', true, anchor)
  if (!leads) {
    return (
      <div ref={anchor} className={`ek-sign-in-hint ${className}`} data-state="signed-out" data-variant="quiet">
        <svg className="ek-sign-in-hint__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <rect x="3" y="7" width="10" height="7" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <p>{message}</p>
      </div>
    )
  }
  return (
    <div ref={anchor} className={`ek-state ${className}`} data-state="signed-out">
      <p className="ek-state__title">{message}</p>
      <button type="button" className="ek-button" onClick={(event) => requestSignIn(event.currentTarget, context)}>
        {signInLabel}
      </button>
    </div>
  )
}
