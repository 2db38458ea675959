import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { listSkills, type ListSkillsParameters, type ListSkillsReturnType } from '../core/actions/listSkills.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link listSkillsQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type ListSkillsQueryParameters = SessionParameter & QueryParameters<ListSkillsParameters>

/** The cache key of an entity's skills with the caller's progress; `caller` is the signed-in address the reply was read for. */
export function listSkillsQueryKey(params: QueryParameters<ListSkillsParameters> & CallerParameter = {}) {
  return ['skills', queryKeyParams(params)] as const
}

/** The cache key type of {@link listSkillsQueryKey}. */
export type ListSkillsQueryKey = ReturnType<typeof listSkillsQueryKey>

/** Query options that read an entity's skills with the caller's progress; share them between `useQuery`, prefetching and invalidation. */
export function listSkillsQueryOptions(client: EngagementClientBase, params: ListSkillsQueryParameters = {}): EngagementQueryOptions<ListSkillsReturnType, ListSkillsQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, listSkills, listSkillsQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
