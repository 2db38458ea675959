import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { forceAddUsers, type ForceAddUsersParameters, type ForceAddUsersReturnType } from '../core/actions/forceAddUsers.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { listEntityUsersQueryKey } from './listEntityUsers.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for forceAddUsers; `entityId` defaults to the one the options were made with. */
export type ForceAddUsersVariables = Omit<ForceAddUsersParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for adding members by hand; on settle it invalidates exactly the queries it changes. */
export function forceAddUsersMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<ForceAddUsersReturnType, EngagementError, ForceAddUsersVariables> {
  const { session } = defaults
  return {
    mutationKey: [forceAddUsers.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return forceAddUsers(client, { ...variables, entityId } as ForceAddUsersParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listEntityUsersQueryKey({ entityId })])
    },
  }
}
