import { wholeNumberSchema } from '../../core/schemas/primitives.js'
import { parseInput } from '../http/parseInput.js'
import { SandboxError } from '../http/SandboxError.js'
import type { SandboxEntityState, SandboxLevel } from '../state.js'

/** The entity's level with the number in the path: 400 when it is not a whole number, 404 when there is none. */
export function findLevel(entity: SandboxEntityState, levelParam: string): SandboxLevel {
  const number = parseInput(wholeNumberSchema, levelParam, 'level')
  const level = entity.levels.find((candidate) => candidate.level === number)
  if (!level) throw new SandboxError(404, `level ${number} not found in entity ${entity.entity.id}`)
  return level
}
