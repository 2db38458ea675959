import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { updateProfile, type UpdateProfileParameters, type UpdateProfileReturnType } from '../core/actions/updateProfile.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getProfileQueryKey } from './getProfile.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for updateProfile; `userAddress` defaults to the session's address. */
export type UpdateProfileVariables = Omit<UpdateProfileParameters, 'userAddress'> & { userAddress?: string | undefined }

/** Mutation options for a profile write; on settle it invalidates exactly the queries it changes. */
export function updateProfileMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter = {},
): MutationOptions<UpdateProfileReturnType, EngagementError, UpdateProfileVariables> {
  const { session } = defaults
  return {
    mutationKey: [updateProfile.endpoint.name, queryKeyParams({ address: session?.address })],
    mutationFn: (variables) => {
      const userAddress = variables.userAddress ?? session?.address
      return updateProfile(client, { ...variables, userAddress } as UpdateProfileParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const userAddress = variables.userAddress ?? session?.address
      return invalidateQueries(queryClient, [getProfileQueryKey({ userAddress })])
    },
  }
}
