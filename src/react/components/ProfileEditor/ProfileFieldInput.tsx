'use client'
import type { ProfileField } from '../../../core/schemas/profile.js'
import { fieldErrorMessage, fieldInputId, fieldKinds, type ProfileFieldError } from './profileValues.js'
import type { ProfileEditorLabels } from './ProfileEditorLabels.js'
import { Field } from '../internal/Field.js'
import { ImageField } from '../ImageField/ImageField.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'

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
  /** IPFS gateways for the pictures' previews. */
  gateways?: readonly string[] | undefined
}

const inputTypes = { email: 'email', link: 'url' } as const
const autoComplete: Partial<Record<ProfileField, string>> = { name: 'name', email: 'email', website: 'url', location: 'address-level2' }

/** One field of the form: label (with the required mark), input or textarea, hint and error, wired for assistive tech. */
export function ProfileFieldInput({ field, idPrefix, value, error, required, labels, onChange, onBlur, gateways }: ProfileFieldInputProps) {
  const kind = fieldKinds[field]
  const id = fieldInputId(idPrefix, field)
  const hint = kind === 'image' ? labels.imageHint : kind === 'link' ? labels.linkHint : undefined
  const message = error ? fieldErrorMessage(error, labels) : undefined
  const common = {
    ...fieldControlProps(id, { hint, error: message, required }),
    name: field,
    value,
    className: 'ek-input',
    onBlur: () => onBlur(field),
  }
  return (
    <Field id={id} label={labels[field]} hint={hint} error={message} required={required} name={field} className="ek-profile-editor__field">
      {kind === 'image' ? (
        <ImageField
          id={id}
          value={value}
          onChange={(next) => onChange(field, next)}
          aspect={field === 'bannerUrl' ? 3 : 1}
          alt={labels[field]}
          gateways={gateways}
          inputProps={{ ...fieldControlProps(id, { hint, error: message, required }), name: field, onBlur: () => onBlur(field) }}
        />
      ) : kind === 'long' ? (
        <textarea {...common} rows={field === 'about' ? 5 : 3} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input
          {...common}
          type={kind === 'email' || kind === 'link' ? inputTypes[kind] : 'text'}
          inputMode={kind === 'email' ? 'email' : kind === 'link' ? 'url' : undefined}
          autoComplete={autoComplete[field] ?? 'off'}
          spellCheck={kind === 'text' ? undefined : false}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </Field>
  )
}
