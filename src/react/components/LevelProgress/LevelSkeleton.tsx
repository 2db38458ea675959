import { StatusView } from '../internal/StatusView.js'

/** The loading state in the component's shape: badge, two lines, the bar. */
export function LevelSkeleton({ label }: { label: string }) {
  return (
    <StatusView state="loading" label={label}>
      <span className="ek-level-progress__header" aria-hidden="true">
        <span className="ek-skeleton ek-level-progress__badge-skeleton" data-shape="circle" />
        <span className="ek-level-progress__heading">
          <span className="ek-skeleton" style={{ width: 140, maxWidth: '100%', height: 16 }} />
          <span className="ek-skeleton" style={{ width: 80, maxWidth: '100%', marginBlockStart: 8 }} />
        </span>
      </span>
      <span className="ek-skeleton ek-level-progress__bar-skeleton" aria-hidden="true" />
    </StatusView>
  )
}
