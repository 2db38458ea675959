'use client'
import { useId } from 'react'
import { profileFields, type ProfileField } from '../../../core/schemas/profile.js'
import { safeHref } from '../internal/safeUrl.js'
import { fieldKinds, type ProfileValues } from './profileValues.js'
import type { ProfileEditorLabels } from './ProfileEditorLabels.js'
import type { HeadingLevel } from '../internal/Heading.js'
import { ProfileHeader } from './ProfileHeader.js'

type ProfileViewProps = {
  values: ProfileValues
  /** Which fields to show, in the spec's order. */
  fields: readonly ProfileField[]
  labels: ProfileEditorLabels
  gateways: readonly string[] | undefined
  /** Whose profile it is (their generated face stands in for a missing picture). */
  address: string | undefined
  headingLevel: HeadingLevel
}

// Shown in the header, not the detail list.
const headerFields: readonly ProfileField[] = ['name', 'subtitle', 'imageUrl', 'bannerUrl']

const handleUrls: Partial<Record<ProfileField, { pattern: RegExp; url: (handle: string) => string }>> = {
  twitter: { pattern: /^@?(\w{1,15})$/, url: (handle) => `https://x.com/${handle}` },
  instagram: { pattern: /^@?([\w.]{1,30})$/, url: (handle) => `https://www.instagram.com/${handle}/` },
}

/** Where a field's value may link to: an http(s) URL as typed, or a well-known handle's profile page. */
function linkOf(field: ProfileField, value: string): string | undefined {
  const kind = fieldKinds[field]
  if (kind !== 'link' && kind !== 'handle') return undefined
  const direct = safeHref(value)
  if (direct) return direct
  const handle = handleUrls[field]?.pattern.exec(value.trim())?.[1]
  return handle ? safeHref(handleUrls[field]!.url(encodeURIComponent(handle))) : undefined
}

/** Someone else's profile, read-only: banner, picture, name and headline, then the filled-in fields as a list. */
export function ProfileView({ values, fields, labels, gateways, address, headingLevel }: ProfileViewProps) {
  const headingId = useId()
  const shown = (field: ProfileField) => fields.includes(field) && values[field].trim() !== ''
  const details = profileFields.filter((field) => !headerFields.includes(field) && shown(field))
  return (
    <article className="ek-profile-editor__view" aria-labelledby={headingId}>
      <ProfileHeader values={values} fields={fields} labels={labels} gateways={gateways} address={address} nameHeading={{ id: headingId, level: headingLevel }} />
      {details.length > 0 ? (
        <dl className="ek-profile-editor__details">
          {details.map((field) => {
            const href = linkOf(field, values[field])
            return (
              <div key={field} className="ek-profile-editor__detail" data-field={field}>
                <dt>{labels[field]}</dt>
                <dd data-kind={fieldKinds[field]}>
                  {href ? (
                    <a href={href} rel="noopener noreferrer nofollow ugc">
                      {values[field]}
                    </a>
                  ) : (
                    values[field]
                  )}
                </dd>
              </div>
            )
          })}
        </dl>
      ) : (
        <p className="ek-muted">{labels.noDetails}</p>
      )}
    </article>
  )
}
