'use client'
import { useContext, useId, useMemo } from 'react'
import type { EntityUser } from '../../../core/schemas/entity.js'
import { AppearanceContext } from '../../AppearanceContext.js'
import { ChainName } from '../admin/ChainName.js'
import { Drawer } from '../internal/Drawer.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { PersonAvatar } from '../internal/PersonAvatar.js'
import { AdjustmentHistory, type AdjustmentEntry } from './AdjustmentHistory.js'
import { BoardVisibility } from './BoardVisibility.js'
import { MemberCounters } from './MemberCounters.js'
import type { MembersTableLabels } from './MembersTableLabels.js'
import type { MemberAdjustment } from './MembersTableProps.js'
import type { MemberPerson } from './useMemberPerson.js'

type MemberDrawerProps = {
  entityId: string
  member: EntityUser
  person: MemberPerson
  /** Whether the service hides members from boards (its `board-rules` feature): the switch shows only then. */
  boardRules: boolean
  /** This page's adjustments (all members'): the drawer lists this member's. */
  history: readonly AdjustmentEntry[]
  labels: MembersTableLabels
  sub: HeadingLevel
  onClose: () => void
  /** The row's button that opened the drawer, for the focus to go back to. */
  returnFocus: () => HTMLElement | null | undefined
  onAdjusted: (adjustment: MemberAdjustment) => void
}

/**
 * One member in a side sheet beside the table (a bottom sheet on a phone): who they are (picture, name, whole
 * address, role, chain, join date), whether they are left off the boards (a switch), their counters with the
 * adjustment form, and the adjustments made to them on this page. Their row stays selected behind it.
 */
export function MemberDrawer({ entityId, member, person, boardRules, history, labels, sub, onClose, returnFocus, onAdjusted }: MemberDrawerProps) {
  const { ipfsGateways, locale } = useContext(AppearanceContext)
  const titleId = useId()
  const theirs = useMemo(() => history.filter((entry) => entry.address.toLowerCase() === member.address.toLowerCase()), [history, member.address])
  const joined = member.joinedAt ? new Date(member.joinedAt) : undefined
  const inner = Math.min(sub + 1, 6) as HeadingLevel
  return (
    <Drawer block="ek-members-table" labelledBy={titleId} onClose={onClose} returnFocus={returnFocus}>
      <header className="ek-members-table__drawer-head">
        <PersonAvatar block="ek-members-table" address={member.address} source={person.imageUrl} gateways={ipfsGateways} pending={person.pending} />
        <div className="ek-members-table__drawer-who">
          <Heading level={sub} id={titleId} className="ek-members-table__drawer-title">
            {person.name}
          </Heading>
          <p className="ek-members-table__drawer-address" translate="no">
            {member.address}
          </p>
        </div>
        <button type="button" className="ek-button ek-members-table__drawer-close" data-variant="ghost" data-size="small" aria-label={labels.close} onClick={onClose}>
          <span className="ek-members-table__drawer-close-mark" aria-hidden="true">×</span>
        </button>
      </header>
      <dl className="ek-members-table__facts">
        <div>
          <dt className="ek-muted">{labels.roleColumn}</dt>
          <dd>
            <span className="ek-members-table__role" data-role={member.role}>
              {labels.roles[member.role]}
            </span>
          </dd>
        </div>
        <div>
          <dt className="ek-muted">{labels.chainColumn}</dt>
          <dd>{member.chain ? <ChainName chain={member.chain} /> : labels.unknown}</dd>
        </div>
        <div>
          <dt className="ek-muted">{labels.joinedColumn}</dt>
          <dd>{joined && !Number.isNaN(joined.getTime()) ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(joined) : labels.unknown}</dd>
        </div>
      </dl>
      {boardRules && <BoardVisibility entityId={entityId} member={member} labels={labels} />}
      <div className="ek-members-table__drawer-body">
        <MemberCounters entityId={entityId} address={member.address} labels={labels} sub={inner} onAdjusted={onAdjusted} />
        {theirs.length > 0 && <AdjustmentHistory history={theirs} labels={labels} sub={inner} role="group" />}
      </div>
    </Drawer>
  )
}
