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
            <span className="ek-skeleton" style={{ width: '45%', height: 18 }} />
            <span className="ek-skeleton" style={{ width: '65%' }} />
          </span>
        </span>
        <span className="ek-skeleton" style={{ width: '90%' }} />
        <span className="ek-skeleton" style={{ width: '75%' }} />
      </span>
    </StatusView>
  )
}
