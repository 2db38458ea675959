import type { EngagementContextValue } from '../../EngagementContext.js'

/**
 * The page's one sign-in, pressed from `from`: with a wallet connected it signs in (joining a sign-in under way);
 * without one it asks the page (an `engagekit:sign-in-request` event, answered by a `ConnectAndSign` on the page or by
 * the app's own wallet modal, which calls `preventDefault()`), and if nothing answers, the session's own sign-in
 * says what is missing.
 */
export function requestSignIn(from: EventTarget, { sessionState, sessionController }: Pick<EngagementContextValue, 'sessionState' | 'sessionController'>): void {
  const request = new Event('engagekit:sign-in-request', { bubbles: true, composed: true, cancelable: true })
  if (sessionState.status !== 'disconnected' || from.dispatchEvent(request)) void sessionController.signIn()
}
