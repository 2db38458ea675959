'use client'
import type { InputHTMLAttributes, Ref } from 'react'

type LevelFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  error?: string | undefined
  hint?: string | undefined
  inputRef?: Ref<HTMLInputElement> | undefined
  field: string
}

/** A labelled input of the level forms, its hint and error tied to it for screen readers. */
export function LevelField({ id, label, value, onValue, error, hint, inputRef, field, ...input }: LevelFieldProps) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
  return (
    <div className="ek-admin-field" data-field={field}>
      <label className="ek-admin-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="ek-admin-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="ek-muted ek-level-editor__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ek-admin-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** What is wrong with a whole-number field's text, in the admin forms' words, or undefined. */
export function wholeNumberProblem(text: string, labels: { fieldRequired: string; fieldInvalid: string }): string | undefined {
  if (text.trim() === '') return labels.fieldRequired
  return /^\s*\d+\s*$/.test(text) && Number.isSafeInteger(Number(text)) ? undefined : labels.fieldInvalid
}
