'use client'
import { useContext, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import type { FieldControlProps } from '../internal/fieldControlProps.js'
import { PersonAvatar } from '../internal/PersonAvatar.js'
import { shortAddress } from '../internal/shortAddress.js'
import type { AdminLabels } from './AdminLabels.js'
import { addAddressEntries, addressEntry } from './splitAddressEntries.js'
import { usePeopleLooks } from './usePeopleLooks.js'

type AddressChipsProps = {
  /** The entries, one per line: addresses, and what was typed that is not one (kept, shown as an error chip). */
  value: string
  onChange: (value: string) => void
  /** The Field's control attributes: they go on the text input, which the Field's label names. */
  control: FieldControlProps
  /** The chips' list, as assistive tech names it (the field's label). */
  label: string
  labels: Pick<AdminLabels, 'addressChipsHint' | 'removeAddress' | 'notAnAddress' | 'you'>
  /** Whose names and pictures to show: the community's members, else their profiles. */
  entityId: string | undefined
  /** An address that cannot be removed here (the signed-in owner's own), marked "You". */
  kept?: string | undefined
  inputRef?: Ref<HTMLInputElement> | undefined
}

/**
 * Addresses as chips (owners, members to add): type or paste one or many (new lines, commas, spaces), each becomes a
 * chip with the person's picture, name and short address; something that is not an address stays as a red chip until
 * it is corrected or removed, never dropped. The chips are a WAI-ARIA grid of one row each: one of them in the tab
 * order, arrow keys, Home and End move between them, Backspace or Delete removes one (and its button does), Enter puts
 * a wrong one back in the text box to correct; Backspace in the empty text box goes to the last chip.
 */
export function AddressChips({ value, onChange, control, label, labels, entityId, kept, inputRef }: AddressChipsProps) {
  const { ipfsGateways } = useContext(AppearanceContext)
  const entries = value.split('\n').filter(Boolean).map(addressEntry)
  const [draft, setDraft] = useState('')
  const [active, setActive] = useState(0)
  const chips = useRef<(HTMLDivElement | null)[]>([])
  const input = useRef<HTMLInputElement | null>(null)
  const hintId = useId()
  const looks = usePeopleLooks(entityId, entries.flatMap((entry) => (entry.address ? [entry.address] : [])))
  const isKept = (address: string | undefined) => address !== undefined && kept !== undefined && address.toLowerCase() === kept.toLowerCase()
  const texts = entries.map((entry) => entry.text)
  const emit = (next: readonly string[]) => onChange(next.join('\n'))

  const commit = (typed: string) => {
    if (typed.trim() === '') return
    emit(addAddressEntries(texts, typed))
    setDraft('')
  }
  const focusChip = (index: number) => {
    const target = Math.max(0, Math.min(index, entries.length - 1))
    setActive(target)
    chips.current[target]?.focus()
  }
  const remove = (index: number) => {
    if (isKept(entries[index]?.address)) return
    emit(texts.filter((_, at) => at !== index))
    // The focus goes to the chip that took its place, else the one before, else the text box.
    if (entries.length === 1) input.current?.focus()
    else requestAnimationFrame(() => focusChip(index < entries.length - 1 ? index : index - 1))
  }

  const onChipKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const back = rtl ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === forward || event.key === 'ArrowDown') {
      if (index === entries.length - 1) input.current?.focus()
      else focusChip(index + 1)
    } else if (event.key === back || event.key === 'ArrowUp') focusChip(index - 1)
    else if (event.key === 'Home') focusChip(0)
    else if (event.key === 'End') focusChip(entries.length - 1)
    else if (event.key === 'Backspace' || event.key === 'Delete') remove(index)
    else if (event.key === 'Enter' && !entries[index]!.address) {
      // A wrong entry back in the text box, to correct.
      setDraft(entries[index]!.text)
      emit(texts.filter((_, at) => at !== index))
      input.current?.focus()
    } else return
    event.preventDefault()
  }

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',' || event.key === ';' || event.key === ' ') && draft.trim() !== '') {
      event.preventDefault()
      commit(draft)
    } else if ((event.key === 'Backspace' || event.key === 'ArrowLeft' || event.key === 'ArrowUp') && draft === '' && entries.length > 0) {
      event.preventDefault()
      focusChip(entries.length - 1)
    }
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // Pasted text is whole: every address in it becomes a chip at once (what was typed before it joins the first).
    const pasted = event.clipboardData.getData('text')
    event.preventDefault()
    commit(`${draft} ${pasted}`)
  }

  const current = Math.min(active, entries.length - 1)
  return (
    <div className="ek-chips" data-invalid={control['aria-invalid'] || undefined} onClick={(event) => event.target === event.currentTarget && input.current?.focus()}>
      {entries.length > 0 && (
        <div role="grid" className="ek-chips__list" aria-label={label} aria-describedby={hintId}>
          {entries.map((entry, index) => {
            const look = entry.address ? looks.get(entry.address.toLowerCase()) : undefined
            const who = entry.address ? look?.name || shortAddress(entry.address) : entry.text
            const own = isKept(entry.address)
            const name = entry.address ? [look?.name, entry.address, own ? labels.you : undefined].filter(Boolean).join(', ') : labels.notAnAddress(entry.text)
            return (
              <div
                key={entry.text}
                ref={(node) => void (chips.current[index] = node)}
                role="row"
                className="ek-chip"
                data-state={entry.address ? (own ? 'kept' : 'valid') : 'invalid'}
                tabIndex={index === current ? 0 : -1}
                aria-label={name}
                title={entry.address ?? undefined}
                onFocus={() => setActive(index)}
                onKeyDown={(event) => onChipKeyDown(event, index)}
              >
                <div role="gridcell" className="ek-chip__person">
                  {entry.address ? (
                    <PersonAvatar block="ek-chip" address={entry.address} source={look?.imageUrl} gateways={ipfsGateways} pending={look?.pending} />
                  ) : (
                    <span className="ek-chip__alert" aria-hidden="true">
                      !
                    </span>
                  )}
                  {entry.address && look?.name && <span className="ek-chip__name">{look.name}</span>}
                  <span className={entry.address ? 'ek-chip__address' : 'ek-chip__text'} translate="no">
                    {entry.address ? shortAddress(entry.address) : entry.text}
                  </span>
                  {own && <span className="ek-chip__you">{labels.you}</span>}
                </div>
                {!own && (
                  <div role="gridcell" className="ek-chip__action">
                    <button type="button" className="ek-chip__remove" tabIndex={-1} aria-label={labels.removeAddress(who)} onClick={() => remove(index)}>
                      <span aria-hidden="true">×</span>
                    </button>
                  </div>
                )}
              </div>
            )
          })}
        </div>
      )}
      <input
        {...control}
        ref={(node) => {
          input.current = node
          if (typeof inputRef === 'function') inputRef(node)
          else if (inputRef) inputRef.current = node
        }}
        className="ek-chips__input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onInputKeyDown}
        onPaste={onPaste}
        onBlur={() => commit(draft)}
      />
      <p id={hintId} className="ek-visually-hidden">
        {labels.addressChipsHint}
      </p>
    </div>
  )
}
