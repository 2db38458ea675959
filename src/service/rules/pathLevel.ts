import { wholeNumberSchema } from '../../core/schemas/primitives.js'
import type { RawInput } from '../Command.js'
import { parseInput } from './parseInput.js'

/** The level number in the path: 'invalid-input' when it is not a whole number. */
export function pathLevel(raw: RawInput): number {
  return parseInput(wholeNumberSchema, raw.params['level'] ?? '', 'level')
}
