import { StatusView } from './StatusView.js'

/**
 * A loading state of rows (a name and a short value each), each indented by its depth (0 or 1): a table's or a
 * tree's shape. Names vary in length by position, from the stylesheet: the markup has no style attributes.
 */
export function RowsSkeleton({ label, depths }: { label: string; depths: readonly (0 | 1)[] }) {
  return (
    <StatusView state="loading" label={label}>
      {depths.map((depth, index) => (
        <span key={index} className="ek-skeleton-row" data-depth={depth || undefined} aria-hidden="true">
          <span className="ek-skeleton" />
          <span className="ek-skeleton" />
        </span>
      ))}
    </StatusView>
  )
}
