'use client'
import { useId, useMemo, useRef, useState, type ReactNode } from 'react'
import type { EntityUser } from '../../../core/schemas/entity.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useEntityUsers } from '../../hooks/useEntityUsers.js'
import { useServiceInfo } from '../../hooks/useServiceInfo.js'
import { AdminGate } from '../admin/AdminGate.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { StatusView } from '../internal/StatusView.js'
import { AdjustmentHistory, type AdjustmentEntry } from './AdjustmentHistory.js'
import { ForceAddForm } from './ForceAddForm.js'
import { MemberDrawer } from './MemberDrawer.js'
import { useMemberPerson } from './useMemberPerson.js'
import { MemberGrid } from './MemberGrid.js'
import type { MembersTableLabels } from './MembersTableLabels.js'
import type { MembersTableProps } from './MembersTableProps.js'

type Labelled = MembersTableProps & { labels: MembersTableLabels }

/** Title, then the gate (who may see members), then the table (a member's counters in a drawer beside it), the page's adjustments, and adding members. */
export function MembersTableBody(props: Labelled) {
  const { labels, headingLevel = 2 } = props
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const titleId = useId()
  const skeleton = <StatusView state="loading" label={labels.loading} />
  const sub = Math.min(headingLevel + 1, 6) as HeadingLevel
  return (
    <section className="ek-admin-body ek-members-table__body" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="ek-members-table__title">
        {labels.title}
      </Heading>
      <AdminGate entityId={entityId} labels={labels} skeleton={skeleton}>
        {() => <MembersContent {...props} entityId={entityId!} labels={labels} skeleton={skeleton} sub={sub} />}
      </AdminGate>
    </section>
  )
}

function MembersContent({ entityId, labels, skeleton, sub, chains, onAdded, onAdjusted }: Labelled & { entityId: string; skeleton: ReactNode; sub: HeadingLevel }) {
  const users = useEntityUsers({ entityId })
  // Members are hidden from boards only where the service has board rules (engagekit's own).
  const boardRules = useServiceInfo().data?.features.includes('board-rules') === true
  const [selected, setSelected] = useState<string>()
  // Manual adjustments made here, newest first: the service keeps no reason, so the page does.
  const [history, setHistory] = useState<AdjustmentEntry[]>([])
  const opener = useRef<HTMLElement | null>(null)
  // Members being added: listed at once, gone again if the service refuses them.
  const [adding, setAdding] = useState<EntityUser[]>([])
  const listed = useMemo(() => (adding.length ? [...(users.data ?? []), ...adding] : (users.data ?? [])), [users.data, adding])
  // The chosen member by name and picture (from the list, else the profile), else the short address.
  const person = useMemberPerson(selected, listed)
  const selectedName = person?.name
  const selectedMember = selected ? listed.find((member) => member.address === selected) : undefined
  if (users.isError && !users.data) {
    return <StatusView state="error" message={labels.error} cause={loadErrorCause(users.error, labels)} retryLabel={labels.retry} onRetry={() => void users.refetch()} />
  }
  if (!users.data) return skeleton
  const members = users.data
  const add = async (addresses: string[], chain: string, send: () => Promise<unknown>) => {
    const sent = addresses.map((address): EntityUser => ({ address, role: 'member', chain }))
    setAdding((current) => [...current, ...sent])
    try {
      await send()
    } finally {
      setAdding((current) => current.filter((member) => !sent.includes(member)))
    }
  }
  // Loaded: the forms below confirm their saves in the component's toast.
  return (
    <SaveToasts>
      {listed.length === 0 ? (
        <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />
      ) : (
        <MemberGrid
          members={listed}
          pending={adding}
          labels={labels}
          selected={selected}
          onSelect={(address, button) => {
            opener.current = button
            setSelected(address)
          }}
        />
      )}
      {selectedMember && person && (
        <MemberDrawer
          key={selectedMember.address}
          entityId={entityId}
          member={selectedMember}
          person={person}
          boardRules={boardRules}
          history={history}
          labels={labels}
          sub={sub}
          onClose={() => setSelected(undefined)}
          returnFocus={() => {
            // The row's button: drawn again as the table scrolled, found by its member.
            const button = opener.current
            const buttons = button?.closest('[role="table"]')?.querySelectorAll<HTMLElement>('button[data-address]') ?? []
            return [...buttons].find((candidate) => candidate.dataset.address === selectedMember.address) ?? button
          }}
          onAdjusted={(adjustment) => {
            setHistory((current) => [{ ...adjustment, at: Date.now(), who: selectedName ?? adjustment.address }, ...current])
            onAdjusted?.(adjustment)
          }}
        />
      )}
      {history.length > 0 && <AdjustmentHistory history={history} labels={labels} sub={sub} />}
      <ForceAddForm entityId={entityId} members={members} chains={chains} labels={labels} sub={sub} onAdding={add} onAdded={onAdded} />
    </SaveToasts>
  )
}
