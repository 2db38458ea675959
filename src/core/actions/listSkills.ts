import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { skillSchema, type Skill } from '../schemas/skill.js'
import type { CallOptions } from '../types.js'

/** Parameters of {@link listSkills}: without `entityId`, the service's default skills. */
export type ListSkillsParameters = { entityId?: string | undefined }
/** What {@link listSkills} resolves to. */
export type ListSkillsReturnType = Skill[]

const parameters = v.object({ entityId: v.optional(idSchema) })

/** Lists an entity's skills with the caller's progress (row 17). */
export async function listSkills(transport: Transport, params: ListSkillsParameters = {}, options?: CallOptions): Promise<ListSkillsReturnType> {
  const { entityId } = validateInput('listSkills', parameters, params)
  return transport.read(
    { endpoint: 'listSkills', method: 'GET', path: ['api', 'skills'], query: { entityID: entityId }, auth: 'required' },
    { from: 'data', schema: v.array(skillSchema) },
    options,
  )
}
