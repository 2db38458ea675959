import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { createSkills, type CreateSkillsParameters, type CreateSkillsReturnType } from '../core/actions/createSkills.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { listSkillsQueryKey } from './listSkills.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for createSkills; `entityId` defaults to the one the options were made with. */
export type CreateSkillsVariables = Omit<CreateSkillsParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a multi-skill creation; on settle it invalidates exactly the queries it changes. */
export function createSkillsMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<CreateSkillsReturnType, EngagementError, CreateSkillsVariables> {
  const { session } = defaults
  return {
    mutationKey: [createSkills.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return createSkills(client, { ...variables, entityId } as CreateSkillsParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listSkillsQueryKey({ entityId })])
    },
  }
}
