import { callClient, type EngagementClientBase } from '../core/internal/clientBase.js'
import { getProfile, type GetProfileReturnType } from '../core/actions/getProfile.js'
import { missingInput } from './internal/missingInput.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link getProfileQueryOptions}: missing inputs keep the query waiting. */
export type GetProfileQueryParameters = SessionParameter & { userAddress?: string | undefined }

/** The cache key of a user's profile. */
export function getProfileQueryKey(params: { userAddress?: string | undefined } = {}) {
  return ['profile', queryKeyParams(params)] as const
}

/** The cache key type of {@link getProfileQueryKey}. */
export type GetProfileQueryKey = ReturnType<typeof getProfileQueryKey>

/** Query options that read a user's profile; share them between `useQuery`, prefetching and invalidation. */
export function getProfileQueryOptions(
  client: EngagementClientBase,
  params: GetProfileQueryParameters = {},
): EngagementQueryOptions<GetProfileReturnType, GetProfileQueryKey> {
  const { userAddress, session } = params
  return {
    queryKey: getProfileQueryKey({ userAddress }),
    queryFn: ({ signal }) => {
      if (!userAddress) throw missingInput('getProfile', 'userAddress')
      return callClient<GetProfileReturnType>(client, 'getProfile', getProfile, { userAddress }, { signal, session })
    },
    enabled: Boolean(userAddress && session),
    retry: false,
  }
}
