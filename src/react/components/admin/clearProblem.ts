/**
 * A form's problems without the one of `field`: a field the user is editing stops saying it is wrong (it is checked
 * again on the next submit), as a stale "Required." under a filled field would mislead.
 */
export const clearProblem =
  <TField extends string>(field: TField) =>
  <TProblems extends Partial<Record<TField, unknown>>>(problems: TProblems): TProblems =>
    problems[field] === undefined ? problems : { ...problems, [field]: undefined }
