'use client'
import { useMemo, type ReactNode } from 'react'
import { profileFields, type Profile, type ProfileField } from '../../../core/schemas/profile.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useProfile } from '../../hooks/useProfile.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { SignInPrompt } from '../internal/SignInPrompt.js'
import { StatusView } from '../internal/StatusView.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import type { HeadingLevel } from '../internal/Heading.js'
import { defaultProfileEditorLabels, type ProfileEditorLabels } from './ProfileEditorLabels.js'
import { ProfileForm } from './ProfileForm.js'
import { emptyValues, schemaRequiredFields, valuesFromProfile } from './profileValues.js'
import { ProfileView } from './ProfileView.js'
import { ProfileSkeleton } from './ProfileSkeleton.js'
import formStyles from '../internal/form.css?raw'
import imageFieldStyles from '../ImageField/ImageField.css?raw'
import { SaveToasts } from '../internal/SaveToasts.js'
import profileStyles from './ProfileEditor.css?raw'
import { useLabels } from '../internal/useLabels.js'

const styles = [formStyles, imageFieldStyles, profileStyles]

/** Props of {@link ProfileEditor}. */
export type ProfileEditorProps = ComponentProps<ProfileEditorLabels> & {
  /** Whose profile; default the signed-in user's. Someone else's profile is shown read-only. */
  userAddress?: string | undefined
  /** Which fields to show, kept in the spec's order; default all. Hidden fields keep their saved values. */
  fields?: readonly ProfileField[] | undefined
  /** Fields the form also refuses to leave blank, on top of those the service requires (`name`). */
  required?: readonly ProfileField[] | undefined
  /** Shows your own profile read-only too. */
  readOnly?: boolean | undefined
  /** Called after a save succeeded, with the profile as saved. */
  onSaved?: ((profile: Profile) => void) | undefined
  /** IPFS gateways for ipfs:// pictures, tried in order; default the provider's `ipfsGateways`, else public gateways. */
  gateways?: readonly string[] | undefined
  /** Level of the component's heading (the form's title, or the name in the read-only view); default 2. */
  headingLevel?: HeadingLevel | undefined
}

const sameAddress = (a: string | undefined, b: string | undefined) => Boolean(a && b && a.toLowerCase() === b.toLowerCase())

/**
 * Views and edits a profile (spec 2.6): your own as a validated form, anyone else's as a read-only card.
 * Members without a profile get an empty form (yourself) or a plain "no profile yet".
 */
export function ProfileEditor({ userAddress, fields, required, readOnly, onSaved, gateways, headingLevel = 2, className, unstyled, card, theme, labels: labelOverrides }: ProfileEditorProps) {
  const labels = useLabels('ProfileEditor', defaultProfileEditorLabels, labelOverrides)
  const { session } = useEngagementContext()
  const isOwn = !userAddress || sameAddress(userAddress, session?.address)
  const editable = isOwn && !readOnly
  // Signed out, your own profile asks you to sign in (it is not read for nothing); someone else's public fields are read
  // without a session and shown, with the sign-in offered only if they cannot be.
  const profile = useProfile({ userAddress: userAddress ?? session?.address, query: { enabled: Boolean(session) || !isOwn } })
  const shownFields = useMemo(() => (fields ? profileFields.filter((field) => fields.includes(field)) : profileFields), [fields])
  const requiredFields = useMemo(() => [...new Set([...schemaRequiredFields, ...(required ?? [])])], [required])
  const notFound = profile.isError && profile.error.status === 404

  let state: string
  let body: ReactNode
  if (!session && (isOwn || (profile.isError && !notFound))) {
    state = 'signed-out'
    body = <SignInPrompt message={isOwn ? labels.signedOutOwn : labels.signedOutOther} signInLabel={labels.signIn} />
  } else if (profile.data === undefined && !profile.isError) {
    state = 'loading'
    body = <ProfileSkeleton label={labels.loading} />
  } else if (profile.data === undefined && !notFound) {
    state = 'error'
    body = <StatusView state="error" message={labels.loadError} cause={loadErrorCause(profile.error, labels)} retryLabel={labels.retry} onRetry={() => void profile.refetch()} />
  } else if (editable && session) {
    const values = profile.data ? valuesFromProfile(profile.data) : emptyValues()
    state = 'editing'
    // Keyed by whose profile it is: the form keeps its edits across refetches, and starts over for another user.
    body = (
      <SaveToasts>
      <ProfileForm
        key={session.address}
        initial={values}
        isNew={!profile.data || values.name.trim() === ''}
        fields={shownFields}
        required={requiredFields}
        labels={labels}
        onSaved={onSaved}
        gateways={gateways}
        headingLevel={headingLevel}
      />
      </SaveToasts>
    )
  } else if (!profile.data) {
    state = 'empty'
    body = <StatusView state="empty" message={labels.noProfile} />
  } else {
    state = 'viewing'
    body = <ProfileView values={valuesFromProfile(profile.data)} fields={shownFields} labels={labels} gateways={gateways} address={userAddress ?? session?.address} headingLevel={headingLevel} />
  }

  return (
    <ComponentRoot name="profile-editor" styles={styles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry} data-state={state}>
      {body}
    </ComponentRoot>
  )
}
