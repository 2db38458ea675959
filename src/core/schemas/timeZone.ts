import * as v from '../internal/schema.js'
import { matches } from './primitives.js'

/**
 * A time zone field that may be cleared (row 7's and row 27's `timeZone`): an IANA time zone name as the tz database
 * writes it (`Europe/Paris`, `America/New_York`, `UTC`: letters, digits, `_`, `+`, `-` and `/`), or '' for none.
 * Whether the runtime knows the zone is the service's to judge (an unknown one is refused).
 */
export const timeZoneFieldSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(64, 'is too long'),
  matches(/^([A-Za-z][\w+-]*(\/[\w+-]+)*)?$/, 'must be an IANA time zone such as Europe/Paris or UTC'),
)
