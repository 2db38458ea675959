'use client'
import type { InputHTMLAttributes, Ref } from 'react'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'

type LevelFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  error?: string | undefined
  hint?: string | undefined
  /** A value the form refuses to send without: marked from the start (the label's mark; aria-required on the input). */
  required?: boolean | undefined
  inputRef?: Ref<HTMLInputElement> | undefined
  field: string
}

/** A labelled input of the level forms (a Field), its hint and error tied to it for screen readers. */
export function LevelField({ id, label, value, onValue, error, hint, required, inputRef, field, ...input }: LevelFieldProps) {
  return (
    <Field id={id} name={field} label={label} hint={hint} error={error} required={required}>
      <input {...input} {...fieldControlProps(id, { hint, error, required })} ref={inputRef} className="ek-input" value={value} onChange={(event) => onValue(event.target.value)} />
    </Field>
  )
}

/** What is wrong with a whole-number field's text, in the admin forms' words, or undefined. */
export function wholeNumberProblem(text: string, labels: { fieldRequired: string; fieldInvalid: string }): string | undefined {
  if (text.trim() === '') return labels.fieldRequired
  return /^\s*\d+\s*$/.test(text) && Number.isSafeInteger(Number(text)) ? undefined : labels.fieldInvalid
}
