'use client'
import formStyles from '../internal/form.css?raw'
import adminStyles from '../admin/adminForm.css?raw'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import styles from './MembersTable.css?raw'
import { MembersTableBody } from './MembersTableBody.js'
import { defaultMembersTableLabels } from './MembersTableLabels.js'
import type { MembersTableProps } from './MembersTableProps.js'
import { useLabels } from '../internal/useLabels.js'

const allStyles = [formStyles, adminStyles, styles]

/**
 * An entity's members for its admins and owners (rows 8, 9, 2 to 4): searchable, sortable and windowed (thousands of
 * rows stay quick); add members by pasted addresses; a member's counters, adjusted by hand with a reason.
 */
export function MembersTable(props: MembersTableProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('MembersTable', defaultMembersTableLabels, labelOverrides)
  return (
    <ComponentRoot name="members-table" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <MembersTableBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
