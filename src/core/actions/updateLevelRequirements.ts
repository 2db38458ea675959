import * as v from 'valibot'
import { idSchema, levelNumberSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { levelRequirementsSchema, levelSchema, type Level } from '../schemas/level.js'
import { wholeNumberSchema } from '../schemas/primitives.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link updateLevelRequirements}: `skillIds[i]` needs score `scores[i]`; `xp` becomes the level's threshold. */
export type UpdateLevelRequirementsParameters = {
  entityId: string
  level: number
  name: string
  description: string
  skillIds: string[]
  scores: (number | string)[]
  /** ISO 8601 date, or '' for none. */
  endsAt: string
  xp: number | string
}
/** What {@link updateLevelRequirements} resolves to. */
export type UpdateLevelRequirementsReturnType = WriteResult<Level>

// `xp` is checked here too, so an 'invalid-input' error names the parameter rather than the body's `XP`.
const parameters = v.object({ entityId: idSchema, level: levelNumberSchema, xp: wholeNumberSchema })

/** Sets a level's name, description, skill requirements, end date and XP (row 20; admins and owners). */
export async function updateLevelRequirements(
  transport: Transport,
  params: UpdateLevelRequirementsParameters,
  options?: CallOptions,
): Promise<UpdateLevelRequirementsReturnType> {
  const { entityId, level } = validateInput('updateLevelRequirements', parameters, params)
  const { name, description, skillIds, scores, endsAt, XP } = validateInput('updateLevelRequirements', levelRequirementsSchema, {
    name: params.name,
    description: params.description,
    skillIds: params.skillIds,
    scores: params.scores,
    endsAt: params.endsAt,
    XP: params.xp,
  })
  return transport.write(
    {
      endpoint: 'updateLevelRequirements',
      method: 'POST',
      path: ['api', 'entities', entityId, 'levels', level, 'update'],
      // Row 20 shares row 24's path; the service tells them apart by these fields. The spec types XP as String.
      body: { name, description, skillIds, scores, endsAt, XP: String(XP) },
      auth: 'signature',
    },
    levelSchema,
    options,
  )
}
