import * as v from '../../../core/internal/schema.js'
import type { EngagementError } from '../../../core/EngagementError.js'
import { profileFields, type Profile, type ProfileField } from '../../../core/schemas/profile.js'
import { profileWriteSchema, type ProfileInput } from '../../../core/schemas/profileWrite.js'
import type { ProfileEditorLabels } from './ProfileEditorLabels.js'

/** The form's values: every profile field as text. */
export type ProfileValues = Record<ProfileField, string>

/** How a field is edited and shown. */
export type ProfileFieldKind = 'text' | 'long' | 'email' | 'link' | 'image' | 'handle'

/** Why a field was refused; each maps to an `error…` label. */
export type ProfileFieldError = 'required' | 'email' | 'link' | 'image' | 'tooLong' | 'invalid'

/** How each field is edited and shown. */
export const fieldKinds: Record<ProfileField, ProfileFieldKind> = {
  name: 'text',
  subtitle: 'text',
  imageUrl: 'image',
  bannerUrl: 'image',
  location: 'text',
  about: 'long',
  currentWork: 'long',
  expertise: 'text',
  goals: 'long',
  interests: 'text',
  helpWith: 'long',
  funFacts: 'long',
  email: 'email',
  website: 'link',
  twitter: 'handle',
  discordId: 'text',
  linkedin: 'handle',
  instagram: 'handle',
  calendly: 'link',
}

/** The form's groups; each is a run of `profileFields`, so the spec's order holds across groups. */
export const fieldGroups = [
  { legend: 'groupBasics', fields: profileFields.slice(0, profileFields.indexOf('about')) },
  { legend: 'groupStory', fields: profileFields.slice(profileFields.indexOf('about'), profileFields.indexOf('email')) },
  { legend: 'groupContact', fields: profileFields.slice(profileFields.indexOf('email')) },
] as const satisfies readonly { legend: keyof ProfileEditorLabels; fields: readonly ProfileField[] }[]

/** The id of a field's input, so the form can move focus to it. */
export function fieldInputId(idPrefix: string, field: ProfileField): string {
  return `${idPrefix}-${field}`
}

/** A form with nothing filled in. */
export function emptyValues(): ProfileValues {
  return Object.fromEntries(profileFields.map((field) => [field, ''])) as ProfileValues
}

/** The form's values from a profile as read; anything that is not text (bad data) becomes ''. */
export function valuesFromProfile(profile: Partial<Record<string, unknown>> | null | undefined): ProfileValues {
  const values = emptyValues()
  for (const field of profileFields) {
    const value = profile?.[field]
    if (typeof value === 'string' || typeof value === 'number') values[field] = String(value)
  }
  return values
}

function issueField(issue: v.Issue): ProfileField | undefined {
  const key = issue.path?.[0]?.key
  return typeof key === 'string' && (profileFields as readonly string[]).includes(key) ? (key as ProfileField) : undefined
}

function issueError(field: ProfileField, issue: v.Issue): ProfileFieldError {
  if (issue.type === 'non_empty') return 'required'
  if (issue.type === 'max_length') return 'tooLong'
  if (issue.type === 'check') {
    const kind = fieldKinds[field]
    if (kind === 'email' || kind === 'image') return kind
    if (kind === 'link') return 'link'
  }
  return 'invalid'
}

/**
 * Fields the write schema refuses when blank, found by asking the schema itself: the form marks exactly what the
 * client and the service will insist on (other fields of spec 2.6's write list are sent, but may be empty).
 */
export const schemaRequiredFields: readonly ProfileField[] = (() => {
  const result = v.safeParse(profileWriteSchema, emptyValues())
  if (result.success) return []
  const refused = new Set(result.issues.map(issueField).filter((field): field is ProfileField => field !== undefined))
  return profileFields.filter((field) => refused.has(field))
})()

/** What {@link validateProfile} found: the body to send, or the errors by field. */
export type ProfileValidation = { output: ProfileInput; errors: null } | { output: null; errors: Partial<Record<ProfileField, ProfileFieldError>> }

/** Checks the values with the schema the service applies (formats included), plus any fields the app also requires. */
export function validateProfile(values: ProfileValues, required: readonly ProfileField[]): ProfileValidation {
  const errors: Partial<Record<ProfileField, ProfileFieldError>> = {}
  const result = v.safeParse(profileWriteSchema, values)
  if (!result.success) {
    for (const issue of result.issues) {
      const field = issueField(issue)
      if (field && !errors[field]) errors[field] = issueError(field, issue)
    }
  }
  for (const field of required) if (!errors[field] && values[field].trim() === '') errors[field] = 'required'
  if (result.success && Object.keys(errors).length === 0) return { output: result.output, errors: null }
  return { output: null, errors }
}

const errorLabels: Record<ProfileFieldError, keyof ProfileEditorLabels> = {
  required: 'errorRequired',
  email: 'errorEmail',
  link: 'errorLink',
  image: 'errorImage',
  tooLong: 'errorTooLong',
  invalid: 'errorInvalid',
}

/** The message of a field error. */
export function fieldErrorMessage(error: ProfileFieldError, labels: ProfileEditorLabels): string {
  return labels[errorLabels[error]] as string
}

/** Why a save failed, in the user's terms. */
export function saveErrorMessage(error: EngagementError | Error, labels: ProfileEditorLabels): string {
  const { kind, status } = error as Partial<EngagementError>
  if (status === 403) return labels.saveErrorForbidden
  if (status === 401) return labels.saveErrorSession
  if (status === 404) return labels.saveErrorNotFound
  if (kind === 'network' || kind === 'timeout') return labels.saveErrorNetwork
  if (status !== undefined && status >= 500) return labels.saveErrorServer
  if (kind === 'invalid-input' || status === 400) return labels.saveErrorInvalid
  return labels.saveErrorOther(error.message)
}

/** The profile a save stands for: the service's answer when it sent one, else what was sent. */
export function savedProfile(sent: ProfileInput, answer: Profile | undefined, address: string | undefined): Profile {
  return answer ?? ({ ...valuesFromProfile(sent), ...(address ? { address } : {}) })
}
