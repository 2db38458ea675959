'use client'
import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { LiveUpdates } from '../query/createLiveUpdates.js'
import type { Session } from '../core/types.js'
import type { SessionController } from '../session/SessionController.js'
import type { SessionState } from '../session/SessionState.js'

/** What {@link EngagementProvider} gives the hooks and components below it. */
export type EngagementContextValue = {
  /** The provider's client (its `client` prop, else one for `baseUrl`); {@link useEngagementClient} gives it every endpoint method. */
  client: EngagementClientBase
  /** The cache engagekit's queries live in (the app's own when it has one). */
  queryClient: QueryClient
  /** The default entity for hooks and components. */
  entityId: string | undefined
  /**
   * The session requests carry: the signed-in (or controlled) session, and only while it belongs to the
   * connected account; null otherwise.
   */
  session: Session | null
  /** The sign-in state as of this render (what {@link useSession} returns). */
  sessionState: SessionState
  /** The sign-in state machine behind {@link useSession}. */
  sessionController: SessionController
  /** The page's live updates (the provider's `realtime`): undefined when off, and components refetch as before. */
  live?: LiveUpdates | undefined
}

/** React context of {@link EngagementProvider}; use {@link useEngagementContext} to read it. */
export const EngagementContext = createContext<EngagementContextValue | null>(null)

/** Reads the nearest {@link EngagementProvider}; throws a clear error outside one. */
export function useEngagementContext(): EngagementContextValue {
  const value = useContext(EngagementContext)
  if (!value) throw new Error('engagekit: this hook or component must be rendered inside <EngagementProvider>.')
  return value
}
