import { StatusView } from '../internal/StatusView.js'

/** The loading state in the component's shape: badge, two lines, the bar. */
export function LevelSkeleton({ label }: { label: string }) {
  return (
    <StatusView state="loading" label={label}>
      <span className="ek-level-progress__header" aria-hidden="true">
        <span className="ek-skeleton ek-level-progress__badge-skeleton" data-shape="circle" />
        <span className="ek-level-progress__heading">
          <span className="ek-skeleton" data-shape="title" data-width="medium" />
          <span className="ek-skeleton" data-width="short" />
        </span>
      </span>
      <span className="ek-skeleton ek-level-progress__bar-skeleton" aria-hidden="true" />
    </StatusView>
  )
}
