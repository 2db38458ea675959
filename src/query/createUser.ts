import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { createUser, type CreateUserParameters, type CreateUserReturnType } from '../core/actions/createUser.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { getProfileQueryKey } from './getProfile.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for createUser. */
export type CreateUserVariables = CreateUserParameters

/** Mutation options for a user creation (signature registration); on settle it invalidates exactly the queries it changes. */
export function createUserMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter = {},
): MutationOptions<CreateUserReturnType, EngagementError, CreateUserVariables> {
  const { session } = defaults
  return {
    mutationKey: [createUser.endpoint.name],
    mutationFn: (variables) => {
      return createUser(client, variables, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      return invalidateQueries(queryClient, [getProfileQueryKey({ userAddress: variables.address })])
    },
  }
}
