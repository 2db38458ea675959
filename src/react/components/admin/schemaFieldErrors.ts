import * as v from '../../../core/internal/schema.js'

/** Why a form field was refused, in the terms every admin form words its messages in. */
export type FieldProblem = 'required' | 'tooLong' | 'invalid'

/**
 * Checks form values with the schema the client and the service apply, and names the first problem of each field:
 * a form says what is wrong before anything is sent, with exactly the service's rules.
 */
export function schemaFieldErrors<TField extends string>(schema: v.GenericSchema, values: Record<TField, unknown>): Partial<Record<TField, FieldProblem>> {
  const result = v.safeParse(schema, values)
  const problems: Partial<Record<TField, FieldProblem>> = {}
  if (result.success) return problems
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as TField | undefined
    if (field === undefined || problems[field] || !(field in values)) continue
    problems[field] = issue.type === 'non_empty' || (issue.input === undefined && issue.type !== 'check') ? 'required' : issue.type === 'max_length' ? 'tooLong' : 'invalid'
  }
  return problems
}
