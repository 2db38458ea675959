import * as v from './schema.js'
import { EngagementError } from '../EngagementError.js'

/** Where an issue is, as a dot path (`data.1.counter`), or null at the top. */
export function issuePath(issue: v.Issue): string | null {
  return issue.path?.map((item) => item.key).join('.') || null
}

/** Turns an issue into `field message`, e.g. `userAddress must be an EVM address`. */
export function describeIssue(issue: v.Issue, field?: string | null): string {
  // A rule never runs on a missing value: its schema refused it first.
  const message = issue.input === undefined ? 'is required' : issue.message
  return field ? `${field} ${message}` : message
}

/**
 * Checks a call's inputs before anything is sent, or, given the reply's HTTP `status`, the payload of a service reply;
 * throws an 'invalid-input' (or 'invalid-response', fields under `data`) EngagementError naming the field.
 */
export function validateInput<TSchema extends v.GenericSchema>(endpoint: string, schema: TSchema, input: unknown, status?: number): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const [issue] = result.issues
  const reply = status !== undefined
  const path = issuePath(issue)
  const field = reply ? (path ? `data.${path}` : 'data') : (path ?? undefined)
  throw new EngagementError(`${endpoint}: ${reply ? 'unexpected reply: ' : ''}${describeIssue(issue, field)}`, {
    kind: reply ? 'invalid-response' : 'invalid-input',
    endpoint,
    status,
    field,
  })
}
