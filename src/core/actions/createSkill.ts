import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { skillCreateSchema, skillSchema, type Skill } from '../schemas/skill.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link createSkill}; `parentId` places the skill under another one. */
export type CreateSkillParameters = { entityId: string; name: string; description: string; parentId?: string | null | undefined }
/** What {@link createSkill} resolves to: `data` is the new skill when the service sends it. */
export type CreateSkillReturnType = WriteResult<Skill>

const parameters = v.object({
  entityId: idSchema,
  name: skillCreateSchema.entries.name,
  description: skillCreateSchema.entries.description,
  parentId: skillCreateSchema.entries.parentId,
})

/** Creates a skill in an entity (row 18; admins and owners). */
export async function createSkill(transport: Transport, params: CreateSkillParameters, options?: CallOptions): Promise<CreateSkillReturnType> {
  const { entityId, name, description, parentId } = validateInput('createSkill', parameters, params)
  const body = parentId === undefined ? { name, description, entityID: entityId } : { name, description, entityID: entityId, parentId }
  return transport.write({ endpoint: 'createSkill', method: 'POST', path: ['api', 'skills'], body, auth: 'required' }, skillSchema, options)
}
