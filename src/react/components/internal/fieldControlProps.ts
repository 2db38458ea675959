/** What a Field's control carries: its id, and the invalid, required and described-by states its Field draws. */
export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-required': true | undefined
  'aria-describedby': string | undefined
}

/**
 * The attributes that tie a control to its Field: the error first, then the hint, then any other description ids
 * (a warning drawn beside the control).
 */
export function fieldControlProps(id: string, state: { hint?: unknown; error?: unknown; required?: boolean }, ...described: (string | false | undefined)[]): FieldControlProps {
  const ids = [state.error ? `${id}-error` : undefined, state.hint ? `${id}-hint` : undefined, ...described].filter(Boolean)
  return { id, 'aria-invalid': state.error ? true : undefined, 'aria-required': state.required || undefined, 'aria-describedby': ids.join(' ') || undefined }
}
