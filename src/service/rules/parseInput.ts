import * as v from '../../core/internal/schema.js'
import { describeIssue, issuePath } from '../../core/internal/validateInput.js'
import { forbiddenText } from './forbiddenText.js'
import { listFromText } from './listFromText.js'
import { ServiceError } from '../ServiceError.js'

/**
 * Checks `input` against one of the shared schemas, list fields also in their text forms; a failure is refused naming
 * the field, e.g. `count must be a number` (an 'invalid-input' ServiceError). First, every string of the input, in
 * fields the schema names or not, is held to the text policy (forbiddenText.ts): `name must not contain U+0000, a
 * control character`. `field` names an input that is not an object (a path or query parameter).
 */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, field?: string): v.InferOutput<TSchema> {
  const bad = forbiddenText(input)
  if (bad) {
    const at = [field, bad.path].filter(Boolean).join('.')
    throw new ServiceError('invalid-input', at ? `${at} ${bad.reason}` : bad.reason, at ? { field: at } : {})
  }
  const result = v.safeParse(schema, listFromText(schema, input))
  if (result.success) return result.output
  const issue = result.issues[0]
  const named = [field, issuePath(issue)].filter(Boolean).join('.') || undefined
  throw new ServiceError('invalid-input', describeIssue(issue, named ?? null), named === undefined ? {} : { field: named })
}
