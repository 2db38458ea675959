'use client'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Profile, ProfileField } from '../../../core/schemas/profile.js'
import { useUpdateProfile } from '../../hooks/useUpdateProfile.js'
import { useSession } from '../../useSession.js'
import type { ProfileEditorLabels } from './ProfileEditorLabels.js'
import { ProfileFieldInput } from './ProfileFieldInput.js'
import { ProfileHeader } from './ProfileHeader.js'
import { ProfileSection } from './ProfileSection.js'
import { FormActions } from '../internal/FormActions.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import { fieldGroups, savedProfile, saveErrorMessage, validateProfile, type ProfileFieldError, type ProfileValues } from './profileValues.js'

type ProfileFormProps = {
  initial: ProfileValues
  /** No profile was found: the form starts empty and says so. */
  isNew: boolean
  fields: readonly ProfileField[]
  /** Fields that may not be left blank. */
  required: readonly ProfileField[]
  labels: ProfileEditorLabels
  onSaved: ((profile: Profile) => void) | undefined
  gateways: readonly string[] | undefined
  headingLevel: HeadingLevel
}

type GroupName = (typeof fieldGroups)[number]['legend']
const sameValues = (a: ProfileValues, b: ProfileValues) => (Object.keys(a) as ProfileField[]).every((field) => a[field] === b[field])

type FieldErrors = Partial<Record<ProfileField, ProfileFieldError>>

function withError(errors: FieldErrors, field: ProfileField, error: ProfileFieldError | undefined): FieldErrors {
  if (errors[field] === error) return errors
  const next = { ...errors }
  if (error) next[field] = error
  else delete next[field]
  return next
}

/** The signed-in user's own profile as a form: checked with the write schema, saved with a pending state, failures keep every edit. */
export function ProfileForm({ initial, isNew, fields, required, labels, onSaved, gateways, headingLevel }: ProfileFormProps) {
  const idPrefix = useId()
  const headingId = `${idPrefix}-heading`
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(initial)
  // What the service holds: changes are "unsaved" until a save succeeds.
  const [baseline, setBaseline] = useState(initial)
  const [closed, setClosed] = useState<ReadonlySet<GroupName>>(new Set())
  // The field to focus once its section is open (after a refused save).
  const [focusField, setFocusField] = useState<ProfileField | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [hiddenError, setHiddenError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const { address } = useSession()
  const mutation = useUpdateProfile()
  const confirmSave = useConfirmSave()

  // A field already marked wrong is checked again as the user fixes it; others wait for blur or submit.
  const recheck = (field: ProfileField, next: ProfileValues) => {
    const result = validateProfile(next, required)
    setErrors((current) => withError(current, field, result.errors?.[field]))
  }

  const change = (field: ProfileField, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    setSaved(false)
    if (errors[field]) recheck(field, next)
  }

  const blur = (field: ProfileField) => {
    // An untouched empty field is not an error until the user tries to save.
    if (errors[field] || values[field].trim() !== '') recheck(field, values)
  }

  const save = () => {
    if (mutation.isPending) return
    setSaved(false)
    const result = validateProfile(values, required)
    if (!result.output) {
      setErrors(result.errors)
      const firstShown = fields.find((field) => result.errors[field])
      const firstHidden = (Object.keys(result.errors) as ProfileField[]).find((field) => !fields.includes(field))
      setHiddenError(firstShown || !firstHidden ? null : labels.errorHiddenField(labels[firstHidden]))
      if (firstShown) {
        const group = fieldGroups.find((candidate) => (candidate.fields as readonly ProfileField[]).includes(firstShown))
        if (group && closed.has(group.legend)) setClosed((current) => new Set([...current].filter((name) => name !== group.legend)))
        setFocusField(firstShown)
      }
      return
    }
    setErrors({})
    setHiddenError(null)
    const sent = result.output
    mutation.mutate(sent, {
      onSuccess: (answer) => {
        setSaved(true)
        setBaseline(values)
        confirmSave(labels.saved)
        onSaved?.(savedProfile(sent, answer.data, address))
      },
    })
  }

  useEffect(() => {
    if (!focusField) return
    setFocusField(null)
    formRef.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)?.focus()
  }, [focusField])

  const toggle = (group: GroupName) =>
    setClosed((current) => {
      const next = new Set(current)
      if (!next.delete(group)) next.add(group)
      return next
    })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save()
  }

  const failed = mutation.isError && !mutation.isPending
  const state = mutation.isPending ? 'saving' : failed ? 'failed' : saved ? 'saved' : 'idle'
  const dirty = !sameValues(values, baseline)
  return (
    <form ref={formRef} className="ek-profile-editor__form" data-state={state} aria-labelledby={headingId} aria-busy={mutation.isPending || undefined} noValidate onSubmit={submit}>
      <Heading level={headingLevel} id={headingId}>
        {labels.editTitle}
      </Heading>
      <ProfileHeader values={values} fields={fields} labels={labels} gateways={gateways} address={address} />
      {isNew && <p className="ek-profile-editor__intro">{labels.newProfileIntro}</p>}
      {required.some((field) => fields.includes(field)) && <p className="ek-field__hint">{labels.requiredHint}</p>}
      {fieldGroups.map((group) => {
        const shown = group.fields.filter((field) => fields.includes(field))
        if (shown.length === 0) return null
        return (
          <ProfileSection
            key={group.legend}
            id={`${idPrefix}-${group.legend}`}
            legend={labels[group.legend]}
            open={!closed.has(group.legend)}
            invalid={shown.some((field) => errors[field])}
            onToggle={() => toggle(group.legend)}
          >
            {shown.map((field) => (
              <ProfileFieldInput
                key={field}
                field={field}
                idPrefix={idPrefix}
                value={values[field]}
                error={errors[field]}
                required={required.includes(field)}
                labels={labels}
                onChange={change}
                onBlur={blur}
                gateways={gateways}
              />
            ))}
          </ProfileSection>
        )
      })}
      {hiddenError && (
        <p className="ek-form-alert" role="alert">
          {hiddenError}
        </p>
      )}
      {/* The bar stays in view (sticky): a failed save says so there, with its cause, and takes the focus. */}
      <FormActions
        sticky
        className="ek-profile-editor__actions"
        dirty={dirty}
        unsaved={labels.unsavedChanges}
        failure={failed ? { title: labels.saveFailed, cause: saveErrorMessage(mutation.error, labels) } : undefined}
      >
        <button type="submit" className="ek-button" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? labels.saving : failed ? labels.retry : labels.save}
        </button>
      </FormActions>
    </form>
  )
}
