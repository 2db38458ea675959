import * as v from './schema.js'
import { lineRule } from '../schemas/lineRule.js'

/**
 * An id that goes into a path segment: present, not blank, bounded. `.` and `..` are refused: URL parsers
 * resolve them as dot segments (even percent-encoded), which would send the request to another endpoint. Control
 * characters and the rest of what no text field takes are refused too (forbiddenCharacter.ts).
 */
export const idSchema = v.pipe(
  v.string(),
  lineRule,
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(200, 'is too long'),
  v.check((value) => value !== '.' && value !== '..', 'must not be "." or ".."'),
)
