import type { ReactNode } from 'react'

export type FieldProps = {
  /** The control's id: the label points at it, and its hint and error take `${id}-hint` and `${id}-error` (see fieldControlProps). */
  id: string
  label: ReactNode
  /** Under the control, always shown. */
  hint?: ReactNode
  /** Under the control, when its value is refused. */
  error?: ReactNode
  /** Marks the label from the start, before anything is sent: a mark for the eye (the control's aria-required tells assistive technology). */
  required?: boolean
  /** `data-field` on the field, for styles and tests. */
  name?: string
  className?: string
  /** The control, and anything drawn with it (a preview, a colour picker). */
  children: ReactNode
}

/** One form field, the same in every form: label (with its required mark), control, hint and error. */
export function Field({ id, label, hint, error, required, name, className, children }: FieldProps): ReactNode {
  return (
    <div className={className ? `ek-field ${className}` : 'ek-field'} data-field={name} data-state={error ? 'invalid' : undefined}>
      <label className="ek-field__label" htmlFor={id} data-required={required || undefined}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="ek-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ek-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
