'use client'
import type { ReactNode } from 'react'
import { useEngagementContext } from '../../EngagementContext.js'
import { useCallerRole, type CallerRole } from '../../hooks/useCallerRole.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SignInPrompt } from '../internal/SignInPrompt.js'
import { StatusView } from '../internal/StatusView.js'
import type { AdminLabels } from './AdminLabels.js'

/** The state an admin component is in before its own content: who is asking decides what may show. */
export type AdminGateState = 'no-entity' | 'signed-out' | 'loading' | 'error' | 'forbidden' | 'ready'

type AdminGateProps = {
  entityId: string | undefined
  labels: AdminLabels
  /** The loading look of the component behind the gate. */
  skeleton: ReactNode
  /** Drawn for admins and owners only, with the caller's role. */
  children: (role: Extract<CallerRole, 'owner' | 'admin'>) => ReactNode
}

/**
 * Shows an admin component to admins and owners only, as the service would allow: a member sees a plain
 * "Admins and owners only" state, and nothing behind the gate sends a request the service would refuse.
 */
export function AdminGate({ entityId, labels, skeleton, children }: AdminGateProps) {
  const { sessionState } = useEngagementContext()
  const caller = useCallerRole({ entityId })
  if (!entityId) return <StatusView state="empty" message={labels.noEntity} />
  if (caller.role === 'signed-out') {
    const waiting = sessionState.status === 'reconnecting' || sessionState.status === 'signing'
    return waiting ? skeleton : <SignInPrompt message={labels.signedOut} signInLabel={labels.signIn} />
  }
  // Only while the role is unknown: a failed refresh of a role already read leaves the panels, and their unsaved
  // edits, where they are (each panel says what it could not load).
  if (caller.error && caller.role === undefined) return <StatusView state="error" message={labels.roleError} cause={loadErrorCause(caller.error, labels)} retryLabel={labels.retry} onRetry={caller.refetch} />
  if (caller.role === undefined) return skeleton
  if (caller.role === 'member') {
    return (
      <div className="ek-state" data-state="forbidden" role="status">
        <p className="ek-state__title">{labels.adminsOnly}</p>
        <p className="ek-state__text">{labels.adminsOnlyHint}</p>
      </div>
    )
  }
  return children(caller.role)
}
