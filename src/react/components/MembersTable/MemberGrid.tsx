'use client'
import { useContext, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { EntityUser } from '../../../core/schemas/entity.js'
import { ROW_HEIGHT, useWindowedRows } from '../SkillTree/useWindowedRows.js'
import { shortAddress } from '../internal/shortAddress.js'
import type { MembersTableLabels } from './MembersTableLabels.js'
import { sortMembers, type MemberSort, type MemberSortKey } from './sortMembers.js'
import { AppearanceContext } from '../../AppearanceContext.js'
import { ChainName } from '../admin/ChainName.js'
import { PersonAvatar } from '../internal/PersonAvatar.js'
import { useFallbackProfiles, type PersonLook } from '../internal/useFallbackProfiles.js'

type MemberGridProps = { members: readonly EntityUser[]; pending: readonly EntityUser[]; labels: MembersTableLabels; selected: string | undefined; onSelect: (address: string, button: HTMLElement) => void }

const columns: readonly MemberSortKey[] = ['address', 'role', 'chain', 'joinedAt']

/**
 * The members as a table with a search field and sortable columns. Past a few hundred rows only the rows in view
 * are drawn (fixed row height), and the search runs deferred, so typing stays quick with 10,000 members.
 */
export function MemberGrid({ members, pending, labels, selected, onSelect }: MemberGridProps) {
  const gateways = useContext(AppearanceContext).ipfsGateways
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<MemberSort>({ key: 'joinedAt', direction: 'ascending' })
  const deferredSearch = useDeferredValue(search)
  // Names read from profiles (a service of the spec alone), kept as the rows in view change: the search finds these
  // people by name too.
  const [profileNames, setProfileNames] = useState<ReadonlyMap<string, string>>(() => new Map())
  const rows = useMemo(() => sortMembers(members, deferredSearch, sort, profileNames), [members, deferredSearch, sort, profileNames])
  const viewportRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const windowRef = useRef<HTMLDivElement>(null)
  const { windowed, start, end, onScroll } = useWindowedRows(viewportRef, rows.length)
  // Against a service of the spec alone, members come without names: the profiles of those drawn (at most 40) fill in.
  const unnamed = useMemo(
    () => rows.slice(start, Math.min(end, start + 40)).filter((member) => member.name === undefined && member.imageUrl === undefined).map((member) => member.address),
    [rows, start, end],
  )
  const looks = useFallbackProfiles(unnamed)
  const learned = [...looks].filter((entry): entry is [string, PersonLook & { name: string }] => entry[1].name !== undefined && profileNames.get(entry[0]) !== entry[1].name)
  // Remembered at once (React draws again before showing anything), so a name in view is a name the search knows.
  if (learned.length) setProfileNames(new Map([...profileNames, ...learned.map(([address, look]) => [address, look.name] as const)]))
  const lookOf = (member: EntityUser): PersonLook => looks.get(member.address.toLowerCase()) ?? member
  // Windowed, the body is as tall as all its rows and the drawn ones sit where they belong: set through the CSSOM,
  // never as a style attribute (a strict Content-Security-Policy blocks those).
  useLayoutEffect(() => {
    const body = bodyRef.current?.style
    const drawn = windowRef.current?.style
    if (!body || !drawn) return
    if (windowed) {
      body.height = `${rows.length * ROW_HEIGHT}px`
      drawn.transform = `translateY(${start * ROW_HEIGHT}px)`
    } else {
      body.removeProperty('height')
      drawn.removeProperty('transform')
    }
  }, [windowed, rows.length, start])
  const searchId = useId()
  const { locale } = useContext(AppearanceContext)
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }), [locale])
  const title = (key: MemberSortKey) => (key === 'address' ? labels.addressColumn : key === 'role' ? labels.roleColumn : key === 'chain' ? labels.chainColumn : labels.joinedColumn)
  const toggle = (key: MemberSortKey) =>
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }))
  const joined = (value: string | undefined) => {
    const date = value ? new Date(value) : undefined
    return date && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : labels.unknown
  }

  return (
    <div className="ek-members-table__members">
      <div className="ek-field ek-members-table__search">
        <label className="ek-field__label" htmlFor={searchId}>
          {labels.searchLabel}
        </label>
        <input id={searchId} className="ek-input" type="search" autoComplete="off" spellCheck={false} value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <div className="ek-members-table__table" role="table" aria-label={labels.title} aria-rowcount={rows.length + 1}>
        <div role="rowgroup" className="ek-members-table__head">
          <div role="row" aria-rowindex={1} className="ek-members-table__row">
            {columns.map((key) => (
              <div key={key} role="columnheader" className="ek-members-table__cell" data-column={key} aria-sort={sort.key === key ? sort.direction : 'none'}>
                <button type="button" className="ek-members-table__sort" onClick={() => toggle(key)}>
                  {title(key)}
                  <span aria-hidden="true" className="ek-members-table__arrow" data-direction={sort.key === key ? sort.direction : 'none'} />
                </button>
              </div>
            ))}
            <div role="columnheader" className="ek-members-table__cell" data-column="action">
              <span className="ek-visually-hidden">{labels.counters}</span>
            </div>
          </div>
        </div>
        <div ref={viewportRef} className="ek-members-table__viewport" onScroll={onScroll} data-windowed={windowed || undefined}>
          <div ref={bodyRef} role="rowgroup" className="ek-members-table__rows">
            <div ref={windowRef}>
              {rows.slice(start, end).map((member, offset) => (
                // Keyed by position: scrolling reuses the drawn rows, and an address listed twice cannot clash.
                <div key={start + offset} role="row" aria-rowindex={start + offset + 2} className="ek-members-table__row" data-state={pending.includes(member) ? 'pending' : member.address === selected ? 'selected' : undefined} aria-busy={pending.includes(member) || undefined}>
                  <div role="cell" className="ek-members-table__cell ek-members-table__address" data-column="address" data-named={lookOf(member).name ? '' : undefined} data-hidden={member.hiddenFromBoards || undefined} title={member.address}>
                    <PersonAvatar block="ek-members-table" address={member.address} source={lookOf(member).imageUrl} gateways={gateways} pending={lookOf(member).pending} />
                    {lookOf(member).name && <span className="ek-members-table__name">{lookOf(member).name}</span>}
                    <span className="ek-members-table__full">{member.address}</span>
                    <span className="ek-members-table__short" aria-hidden="true">
                      {shortAddress(member.address)}
                    </span>
                    {member.hiddenFromBoards && <span className="ek-members-table__hidden">{labels.hiddenFromBoards}</span>}
                  </div>
                  <div role="cell" className="ek-members-table__cell" data-column="role">
                    <span className="ek-members-table__role" data-role={member.role}>
                      {labels.roles[member.role]}
                    </span>
                  </div>
                  <div role="cell" className="ek-members-table__cell" data-column="chain">
                    {member.chain ? <ChainName chain={member.chain} /> : labels.unknown}
                  </div>
                  <div role="cell" className="ek-members-table__cell" data-column="joinedAt">
                    {pending.includes(member) ? labels.adding : joined(member.joinedAt)}
                  </div>
                  <div role="cell" className="ek-members-table__cell" data-column="action">
                    <button type="button" className="ek-button" data-variant="ghost" data-size="small" aria-label={labels.countersOf(lookOf(member).name || shortAddress(member.address))} aria-haspopup="dialog" aria-expanded={member.address === selected} data-address={member.address} disabled={pending.includes(member)} onClick={(event) => onSelect(member.address, event.currentTarget)}>
                      <span className="ek-members-table__action-text">{labels.counters}</span>
                    </button>
                  </div>
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
      {rows.length === 0 && <p className="ek-members-table__none ek-muted">{labels.noMatch}</p>}
      <p className="ek-members-table__count ek-muted" role="status">
        {labels.memberCount(rows.length, members.length)}
      </p>
    </div>
  )
}
