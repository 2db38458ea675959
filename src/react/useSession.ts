'use client'
import { useSyncExternalStore } from 'react'
import type { SessionState } from '../session/SessionState.js'
import { useEngagementContext } from './EngagementContext.js'

export type { SessionStatus, SignOutParameters } from '../session/SessionState.js'

/** What {@link useSession} returns. */
export type UseSessionReturnType = SessionState

/** The sign-in state of the nearest {@link EngagementProvider}: status, the session, and signIn / signOut / cancel. */
export function useSession(): UseSessionReturnType {
  const { sessionController } = useEngagementContext()
  return useSyncExternalStore(sessionController.subscribe, sessionController.getSnapshot, sessionController.getServerSnapshot)
}
