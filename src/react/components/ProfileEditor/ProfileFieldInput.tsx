'use client'
import type { ProfileField } from '../../../core/schemas/profile.js'
import { fieldErrorMessage, fieldInputId, fieldKinds, type ProfileFieldError } from './profileValues.js'
import type { ProfileEditorLabels } from './ProfileEditorLabels.js'

type ProfileFieldInputProps = {
  field: ProfileField
  /** Prefix of the element ids: `${idPrefix}-${field}` is the input. */
  idPrefix: string
  value: string
  error: ProfileFieldError | undefined
  required: boolean
  labels: ProfileEditorLabels
  onChange: (field: ProfileField, value: string) => void
  onBlur: (field: ProfileField) => void
}

const inputTypes = { email: 'email', link: 'url', image: 'url' } as const
const autoComplete: Partial<Record<ProfileField, string>> = { name: 'name', email: 'email', website: 'url', location: 'address-level2' }

/** One field of the form: label (with the required mark), input or textarea, hint and error, wired for assistive tech. */
export function ProfileFieldInput({ field, idPrefix, value, error, required, labels, onChange, onBlur }: ProfileFieldInputProps) {
  const kind = fieldKinds[field]
  const id = fieldInputId(idPrefix, field)
  const hint = kind === 'image' ? labels.imageHint : kind === 'link' ? labels.linkHint : undefined
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const common = {
    id,
    name: field,
    value,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    onBlur: () => onBlur(field),
  }
  return (
    <div className="ek-profile-editor__field" data-field={field} data-kind={kind} data-state={error ? 'invalid' : 'valid'}>
      <label htmlFor={id} className="ek-profile-editor__label">
        {labels[field]}
        {required && (
          <span className="ek-profile-editor__required" aria-hidden="true">
            {' '}
            {labels.requiredMark}
          </span>
        )}
      </label>
      {kind === 'long' ? (
        <textarea {...common} className="ek-profile-editor__input" rows={field === 'about' ? 5 : 3} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input
          {...common}
          className="ek-profile-editor__input"
          type={kind === 'email' || kind === 'link' || kind === 'image' ? inputTypes[kind] : 'text'}
          inputMode={kind === 'email' ? 'email' : kind === 'link' || kind === 'image' ? 'url' : undefined}
          autoComplete={autoComplete[field] ?? 'off'}
          spellCheck={kind === 'text' ? undefined : false}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
      {hint && (
        <p id={hintId} className="ek-muted ek-profile-editor__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ek-profile-editor__error">
          {fieldErrorMessage(error, labels)}
        </p>
      )}
    </div>
  )
}
