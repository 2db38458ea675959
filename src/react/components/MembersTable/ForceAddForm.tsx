'use client'
import { useId, useMemo, useState, type FormEvent } from 'react'
import type { EntityUser } from '../../../core/schemas/entity.js'
import { useForceAddUsers } from '../../hooks/useForceAddUsers.js'
import { parseAddressList } from '../admin/parseAddressList.js'
import { saveErrorMessage } from '../admin/saveErrorMessage.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import type { MembersTableLabels } from './MembersTableLabels.js'
import type { MembersTableProps } from './MembersTableProps.js'

const defaultChains = ['ethereum', 'polygon', 'base', 'arbitrum', 'optimism'] as const

type ForceAddFormProps = {
  entityId: string
  members: readonly EntityUser[]
  chains: MembersTableProps['chains']
  labels: MembersTableLabels
  sub: HeadingLevel
  /** Lists the addresses at once while `send` runs, and takes them away again if it fails. */
  onAdding: (addresses: string[], chain: string, send: () => Promise<unknown>) => Promise<void>
  onAdded: MembersTableProps['onAdded']
}

/**
 * Adds members by hand from pasted addresses (row 9): each is checked while typing, and what is not a wallet
 * address, repeats and existing members are shown and left out before anything is sent.
 */
export function ForceAddForm({ entityId, members, chains = defaultChains, labels, sub, onAdding, onAdded }: ForceAddFormProps) {
  const add = useForceAddUsers({ entityId })
  const [text, setText] = useState('')
  const [chain, setChain] = useState(chains[0] ?? '')
  const [failure, setFailure] = useState<string>()
  const [announcement, setAnnouncement] = useState('')
  const existing = useMemo(() => members.map((member) => member.address), [members])
  const parsed = useMemo(() => parseAddressList(text, existing), [text, existing])
  const id = useId()
  const count = parsed.valid.length

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (count === 0 || !chain) return
    setFailure(undefined)
    setAnnouncement('')
    const addresses = parsed.valid
    try {
      await onAdding(addresses, chain, () => add.mutateAsync({ addresses, chain }))
      setText('')
      setAnnouncement(labels.added(addresses.length))
      onAdded?.(addresses)
    } catch (error) {
      setFailure(saveErrorMessage(error, labels))
    }
  }

  const pending = add.isPending
  return (
    <form className="ek-members-table__section ek-members-table__form ek-members-table__add" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <Heading level={sub} id={`${id}-title`} className="ek-members-table__subtitle">
        {labels.addTitle}
      </Heading>
      <div className="ek-admin-field">
        <label className="ek-admin-label" htmlFor={`${id}-addresses`}>
          {labels.addressesLabel}
        </label>
        <textarea
          id={`${id}-addresses`}
          className="ek-admin-input ek-members-table__paste"
          rows={4}
          value={text}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint ${id}-summary`}
        />
        <p id={`${id}-hint`} className="ek-muted ek-members-table__hint">
          {labels.addressesHint}
        </p>
      </div>
      <div id={`${id}-summary`} className="ek-members-table__summary" aria-live="polite">
        {text.trim() !== '' && <p>{count ? labels.addReady(count) : labels.addNothing}</p>}
        {parsed.duplicates.length > 0 && <p className="ek-admin-error ek-members-table__address">{labels.addDuplicates(parsed.duplicates.join(', '))}</p>}
        {parsed.invalid.length > 0 && <p className="ek-admin-error ek-members-table__address">{labels.addInvalid(parsed.invalid.join(', '))}</p>}
      </div>
      <div className="ek-admin-field ek-members-table__chain">
        <label className="ek-admin-label" htmlFor={`${id}-chain`}>
          {labels.chainLabel}
        </label>
        <select id={`${id}-chain`} className="ek-admin-input" value={chain} onChange={(event) => setChain(event.target.value)}>
          {chains.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {failure && (
        <p className="ek-admin-alert" role="alert">
          {failure}
        </p>
      )}
      <p className="ek-visually-hidden" role="status">
        {announcement}
      </p>
      <div className="ek-admin-actions">
        <button type="submit" className="ek-button" disabled={pending || count === 0}>
          {pending ? labels.saving : labels.addMembers(count)}
        </button>
      </div>
    </form>
  )
}
