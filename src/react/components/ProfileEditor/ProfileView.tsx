'use client'
import { useId } from 'react'
import { profileFields, type ProfileField } from '../../../core/schemas/profile.js'
import { safeHref } from '../internal/safeUrl.js'
import { fieldKinds, type ProfileValues } from './profileValues.js'
import type { ProfileEditorLabels } from './ProfileEditorLabels.js'
import { ProfileImage } from './ProfileImage.js'

type ProfileViewProps = {
  values: ProfileValues
  /** Which fields to show, in the spec's order. */
  fields: readonly ProfileField[]
  labels: ProfileEditorLabels
  gateways: readonly string[] | undefined
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
export function ProfileView({ values, fields, labels, gateways }: ProfileViewProps) {
  const headingId = useId()
  const shown = (field: ProfileField) => fields.includes(field) && values[field].trim() !== ''
  const name = values.name.trim() || labels.unnamed
  const details = profileFields.filter((field) => !headerFields.includes(field) && shown(field))
  return (
    <article className="ek-profile-editor__view" aria-labelledby={headingId}>
      {shown('bannerUrl') && (
        <ProfileImage className="ek-profile-editor__banner" source={values.bannerUrl} gateways={gateways} alt={labels.bannerAlt(name)} />
      )}
      <div className="ek-profile-editor__header">
        {fields.includes('imageUrl') && (
          <ProfileImage
            className="ek-profile-editor__avatar"
            source={values.imageUrl}
            gateways={gateways}
            alt={labels.avatarAlt(name)}
            fallback={
              <span className="ek-profile-editor__avatar" data-fallback="" aria-hidden="true">
                {Array.from(name)[0]?.toUpperCase()}
              </span>
            }
          />
        )}
        <div className="ek-profile-editor__identity">
          <h2 id={headingId} className="ek-title ek-profile-editor__name">
            {name}
          </h2>
          {shown('subtitle') && <p className="ek-muted ek-profile-editor__subtitle">{values.subtitle}</p>}
        </div>
      </div>
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
