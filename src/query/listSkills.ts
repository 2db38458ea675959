import { callClient, type EngagementClientBase } from '../core/internal/clientBase.js'
import { listSkills, type ListSkillsReturnType } from '../core/actions/listSkills.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link listSkillsQueryOptions}: missing inputs keep the query waiting. */
export type ListSkillsQueryParameters = SessionParameter & { entityId?: string | undefined }

/** The cache key of an entity's skills with the caller's progress (per caller: the reply depends on who asks). */
export function listSkillsQueryKey(params: { entityId?: string | undefined; address?: string | undefined } = {}) {
  return ['skills', queryKeyParams(params)] as const
}

/** The cache key type of {@link listSkillsQueryKey}. */
export type ListSkillsQueryKey = ReturnType<typeof listSkillsQueryKey>

/** Query options that read an entity's skills with the caller's progress; share them between `useQuery`, prefetching and invalidation. */
export function listSkillsQueryOptions(
  client: EngagementClientBase,
  params: ListSkillsQueryParameters = {},
): EngagementQueryOptions<ListSkillsReturnType, ListSkillsQueryKey> {
  const { entityId, session } = params
  return {
    queryKey: listSkillsQueryKey({ entityId, address: session?.address }),
    queryFn: ({ signal }) => {
      return callClient<ListSkillsReturnType>(client, 'listSkills', listSkills, { entityId }, { signal, session })
    },
    enabled: Boolean(session),
    retry: false,
  }
}
