import { addressSchema } from '../../core/schemas/primitives.js'
import type { RawInput } from '../Command.js'
import { parseInput } from './parseInput.js'

/** The address in the path parameter `name`, checksummed: 'invalid-input' naming it when it is not one. */
export function pathAddress(raw: RawInput, name: string): string {
  return parseInput(addressSchema, raw.params[name] ?? '', name)
}
