'use client'
import { useId } from 'react'
import { useMetricName } from '../../useMetricName.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import type { MembersTableLabels } from './MembersTableLabels.js'
import type { MemberAdjustment } from './MembersTableProps.js'

/** An adjustment made on this page: when, and the member as named then (`who`: the name, else the short address). */
export type AdjustmentEntry = MemberAdjustment & { at: number; who: string }

/**
 * The counter adjustments made on this page, newest first, each with its reason, the metric as members read it and the
 * member by name (the full address is the entry's title). A landmark on the page; in a member's drawer, a group (one
 * landmark of the name per page).
 */
export function AdjustmentHistory({ history, labels, sub, role = 'region' }: { history: readonly AdjustmentEntry[]; labels: MembersTableLabels; sub: HeadingLevel; role?: 'region' | 'group' }) {
  const id = useId()
  const metricName = useMetricName()
  return (
    <div className="ek-members-table__section" aria-labelledby={id} role={role}>
      <Heading level={sub} id={id} className="ek-members-table__subtitle">
        {labels.historyTitle}
      </Heading>
      <p className="ek-muted ek-members-table__hint">{labels.historyHint}</p>
      <ol className="ek-members-table__history">
        {history.map((entry, index) => (
          // Newest first: counting from the oldest keeps each entry's key.
          <li key={history.length - index} title={entry.address}>
            <time dateTime={new Date(entry.at).toISOString()}>{labels.historyEntry({ ...entry, address: entry.who, metric: metricName(entry.metric) })}</time>
          </li>
        ))}
      </ol>
    </div>
  )
}
