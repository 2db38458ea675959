import * as v from 'valibot'
import { EngagementError } from '../EngagementError.js'

/** Turns a valibot issue into `field message`, e.g. `userAddress must be an EVM address`. */
export function describeIssue(issue: v.BaseIssue<unknown> | undefined, field: string | null): string {
  const message = issue && issue.input === undefined && issue.kind === 'schema' ? 'is required' : (issue?.message ?? 'is invalid')
  return field ? `${field} ${message}` : message
}

/** Checks a call's inputs before anything is sent; throws an 'invalid-input' EngagementError naming the field. */
export function validateInput<TSchema extends v.GenericSchema>(endpoint: string, schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues[0]
  const field = issue ? v.getDotPath(issue) : null
  throw new EngagementError(`${endpoint}: ${describeIssue(issue, field)}`, { kind: 'invalid-input', endpoint, field: field ?? undefined })
}
