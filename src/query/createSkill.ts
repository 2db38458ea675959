import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { createSkill, type CreateSkillParameters, type CreateSkillReturnType } from '../core/actions/createSkill.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { listSkillsQueryKey } from './listSkills.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for createSkill; `entityId` defaults to the one the options were made with. */
export type CreateSkillVariables = Omit<CreateSkillParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a skill creation; on settle it invalidates exactly the queries it changes. */
export function createSkillMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<CreateSkillReturnType, EngagementError, CreateSkillVariables> {
  const { session } = defaults
  return {
    mutationKey: [createSkill.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return createSkill(client, { ...variables, entityId } as CreateSkillParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listSkillsQueryKey({ entityId })])
    },
  }
}
