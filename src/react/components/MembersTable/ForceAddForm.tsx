'use client'
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import type { EntityUser } from '../../../core/schemas/entity.js'
import { useForceAddUsers } from '../../hooks/useForceAddUsers.js'
import { AddressChips } from '../admin/AddressChips.js'
import { chainInfo } from '../admin/chains.js'
import { parseAddressList } from '../admin/parseAddressList.js'
import { saveFailure } from '../admin/saveFailure.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions, type FormActionsProps } from '../internal/FormActions.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
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
 * address, repeats and existing members are shown and left out before anything is sent. Added, the toast says how
 * many; refused, the bar says why and the addresses stay.
 */
export function ForceAddForm({ entityId, members, chains = defaultChains, labels, sub, onAdding, onAdded }: ForceAddFormProps) {
  const add = useForceAddUsers({ entityId })
  const confirmSave = useConfirmSave()
  const [text, setText] = useState('')
  const [chain, setChain] = useState(chains[0] ?? '')
  const [failure, setFailure] = useState<FormActionsProps['failure']>()
  const addresses = useRef<HTMLInputElement>(null)
  const existing = useMemo(() => members.map((member) => member.address), [members])
  const parsed = useMemo(() => parseAddressList(text, existing), [text, existing])
  const id = useId()
  const count = parsed.valid.length
  const pending = add.isPending

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending || count === 0 || !chain) return
    setFailure(undefined)
    const sent = parsed.valid
    try {
      await onAdding(sent, chain, () => add.mutateAsync({ addresses: sent, chain }))
      setText('')
      confirmSave(labels.added(sent.length))
      // Ready for the next paste (the button has nothing to add now).
      addresses.current?.focus()
      onAdded?.(sent)
    } catch (error) {
      setFailure(saveFailure(error, labels))
    }
  }

  return (
    <form className="ek-members-table__section ek-members-table__form ek-members-table__add" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <Heading level={sub} id={`${id}-title`} className="ek-members-table__subtitle">
        {labels.addTitle}
      </Heading>
      <Field id={`${id}-addresses`} label={labels.addressesLabel} hint={labels.addressesHint} required>
        <AddressChips
          value={text}
          onChange={setText}
          control={fieldControlProps(`${id}-addresses`, { hint: labels.addressesHint, required: true }, `${id}-summary`)}
          label={labels.addressesLabel}
          labels={labels}
          entityId={entityId}
          inputRef={addresses}
        />
      </Field>
      <div id={`${id}-summary`} className="ek-members-table__summary" aria-live="polite">
        {text.trim() !== '' && <p>{count ? labels.addReady(count) : labels.addNothing}</p>}
        {parsed.duplicates.length > 0 && <p className="ek-field__error ek-members-table__address">{labels.addDuplicates(parsed.duplicates.join(', '))}</p>}
        {parsed.invalid.length > 0 && <p className="ek-field__error ek-members-table__address">{labels.addInvalid(parsed.invalid.join(', '))}</p>}
      </div>
      <Field id={`${id}-chain`} label={labels.chainLabel} className="ek-members-table__chain">
        <select {...fieldControlProps(`${id}-chain`, {})} className="ek-input" value={chain} onChange={(event) => setChain(event.target.value)}>
          {chains.map((option) => (
            <option key={option} value={option}>
              {chainInfo(option)?.name ?? option}
            </option>
          ))}
        </select>
      </Field>
      <FormActions failure={failure}>
        <button type="submit" className="ek-button" aria-disabled={pending || count === 0 || undefined}>
          {pending ? labels.saving : labels.addMembers(count)}
        </button>
      </FormActions>
    </form>
  )
}
