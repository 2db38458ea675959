import { StatusView } from '../internal/StatusView.js'

const rows = [
  { depth: 0, width: '45%' },
  { depth: 1, width: '38%' },
  { depth: 1, width: '52%' },
  { depth: 0, width: '40%' },
  { depth: 0, width: '48%' },
]

/** The loading state in the tree's shape: indented rows, each with its meter. */
export function SkillTreeSkeleton({ label }: { label: string }) {
  return (
    <StatusView state="loading" label={label}>
      <span className="ek-skill-tree__skeleton" aria-hidden="true">
        {rows.map((row, index) => (
          <span key={index} className="ek-skill-tree__skeleton-row" style={{ paddingInlineStart: 8 + row.depth * 20 }}>
            <span className="ek-skeleton" style={{ width: row.width }} />
            <span className="ek-skeleton" style={{ width: 64 }} />
          </span>
        ))}
      </span>
    </StatusView>
  )
}
