'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { ListSkillsReturnType } from '../../core/actions/listSkills.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { listSkillsQueryOptions, type ListSkillsQueryKey } from '../../query/listSkills.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useSkills}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseSkillsParameters<TData = ListSkillsReturnType> = {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  query?: Omit<UseQueryOptions<ListSkillsReturnType, EngagementError, TData, ListSkillsQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useSkills} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseSkillsReturnType<TData = ListSkillsReturnType> = UseQueryResult<TData, EngagementError>

/** Lists the entity's skills with the signed-in user's progress (row 17). Waits while its inputs (or the session) are missing. */
export function useSkills<TData = ListSkillsReturnType>(parameters: UseSkillsParameters<TData> = {}): UseSkillsReturnType<TData> {
  const context = useEngagementContext()
  const options = listSkillsQueryOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<ListSkillsReturnType, EngagementError, TData, ListSkillsQueryKey>, context.queryClient)
}
