import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { skillSchema, skillsCreateSchema, type Skill } from '../schemas/skill.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link createSkills}: `names[i]` is described by `descriptions[i]`. */
export type CreateSkillsParameters = { entityId: string; names: string[]; descriptions: string[] }
/** What {@link createSkills} resolves to: `data` lists the new skills when the service sends them. */
export type CreateSkillsReturnType = WriteResult<Skill[]>

const parameters = v.object({ entityId: idSchema })

/** Creates several skills at once (row 19; admins and owners). */
export async function createSkills(transport: Transport, params: CreateSkillsParameters, options?: CallOptions): Promise<CreateSkillsReturnType> {
  const { entityId } = validateInput('createSkills', parameters, params)
  const { names, descriptions } = validateInput('createSkills', skillsCreateSchema, { names: params.names, descriptions: params.descriptions, entityID: entityId })
  return transport.write(
    { endpoint: 'createSkills', method: 'POST', path: ['api', 'skills', 'multiple'], body: { names, descriptions, entityID: entityId }, auth: 'required' },
    v.array(skillSchema),
    options,
  )
}
