import { StatusView } from '../internal/StatusView.js'

/** The loading state in the profile's shape: banner, picture, name and a few fields. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <StatusView state="loading" label={label}>
      <span className="ek-profile-editor__skeleton" aria-hidden="true">
        <span className="ek-skeleton ek-profile-editor__banner-skeleton" />
        <span className="ek-profile-editor__identity-row">
          <span className="ek-skeleton ek-profile-editor__avatar-skeleton" data-shape="circle" />
          <span className="ek-profile-editor__identity">
            <span className="ek-skeleton" data-shape="title" data-width="short" />
            <span className="ek-skeleton" data-width="medium" />
          </span>
        </span>
        <span className="ek-skeleton" data-width="long" />
        <span className="ek-skeleton" data-width="medium" />
      </span>
    </StatusView>
  )
}
