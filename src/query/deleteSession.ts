import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { deleteSession, type DeleteSessionReturnType } from '../core/actions/deleteSession.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for deleteSession: nothing; the session ended is the one the options were made with. */
export type DeleteSessionVariables = void

/** Mutation options for a sign-out on the service: ends the session they were made with (an engagekit extension). */
export function deleteSessionMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter = {},
): MutationOptions<DeleteSessionReturnType, EngagementError, DeleteSessionVariables> {
  const { session } = defaults
  return {
    mutationKey: [deleteSession.endpoint.name],
    mutationFn: () => deleteSession(client, {}, { session }),
  }
}
