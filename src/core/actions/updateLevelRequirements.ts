import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { levelRequirementsSchema, levelSchema, type Level } from '../schemas/level.js'
import { wholeNumberSchema } from '../schemas/primitives.js'
import type { WriteResult } from '../types.js'

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

/** The definition of {@link updateLevelRequirements}, from which its client method, query options and sandbox route are made. */
export const updateLevelRequirementsEndpoint: Endpoint = {
  name: 'updateLevelRequirements',
  // `xp` is checked here too, so an 'invalid-input' error names the parameter rather than the body's `XP`.
  input: { xp: wholeNumberSchema },
  // Row 20 shares row 24's path; the service tells them apart by the body's fields.
  path: 'entities/:entityId/levels/:level/update',
  auth: 'signature',
  body: ({ xp }, check) => {
    // The spec types XP as String.
    const body = check(levelRequirementsSchema, { XP: xp })
    return { ...body, XP: String(body.XP) }
  },
  data: levelSchema,
}

/** Sets a level's name, description, skill requirements, end date and XP (row 20; admins and owners). */
export const updateLevelRequirements = /* @__PURE__ */ defineAction<UpdateLevelRequirementsParameters, UpdateLevelRequirementsReturnType>(updateLevelRequirementsEndpoint)
