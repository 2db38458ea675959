'use client'
import type { ProfileField } from '../../../core/schemas/profile.js'
import { GeneratedAvatar } from '../internal/GeneratedAvatar.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import type { ProfileEditorLabels } from './ProfileEditorLabels.js'
import { ProfileImage } from './ProfileImage.js'
import type { ProfileValues } from './profileValues.js'

type ProfileHeaderProps = {
  values: ProfileValues
  fields: readonly ProfileField[]
  labels: ProfileEditorLabels
  gateways: readonly string[] | undefined
  /** Whose profile it is: without a picture (or while it cannot load) their generated face shows. */
  address: string | undefined
  /** The name is the view's heading; in the form it is a preview under the form's own heading. */
  nameHeading?: { id: string; level: HeadingLevel } | undefined
}

/**
 * Banner, picture, name and headline: the read-only view and the form share it, so both modes look like one
 * product. In the form it previews the links as they are typed; an image that fails shows the fallback.
 */
export function ProfileHeader({ values, fields, labels, gateways, address, nameHeading }: ProfileHeaderProps) {
  const name = values.name.trim() || labels.unnamed
  const subtitle = fields.includes('subtitle') ? values.subtitle.trim() : ''
  const initial = Array.from(values.name.trim())[0]?.toUpperCase() ?? '?'
  return (
    <div className="ek-profile-editor__header">
      <div className="ek-profile-editor__banner-frame">
        {fields.includes('bannerUrl') && values.bannerUrl.trim() !== '' && (
          <ProfileImage className="ek-profile-editor__banner" source={values.bannerUrl} gateways={gateways} alt={labels.bannerAlt(name)} />
        )}
      </div>
      <div className="ek-profile-editor__identity-row">
        {fields.includes('imageUrl') && (
          <span className="ek-profile-editor__avatar-frame">
            <ProfileImage
              className="ek-profile-editor__avatar"
              source={values.imageUrl}
              gateways={gateways}
              alt={labels.avatarAlt(name)}
              fallback={
                <span className="ek-avatar ek-profile-editor__avatar" data-fallback="" aria-hidden="true">
                  {address ? <GeneratedAvatar address={address} /> : initial}
                </span>
              }
            />
          </span>
        )}
        <div className="ek-profile-editor__identity">
          {nameHeading ? (
            <Heading level={nameHeading.level} id={nameHeading.id} className="ek-profile-editor__name">
              {name}
            </Heading>
          ) : (
            <p className="ek-profile-editor__name" data-empty={values.name.trim() === '' ? '' : undefined}>
              {name}
            </p>
          )}
          {subtitle && <p className="ek-muted ek-profile-editor__subtitle">{subtitle}</p>}
        </div>
      </div>
    </div>
  )
}
