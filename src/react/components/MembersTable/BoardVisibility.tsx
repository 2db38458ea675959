'use client'
import { useId, useState } from 'react'
import type { EntityUser } from '../../../core/schemas/entity.js'
import { useUpdateMember } from '../../hooks/useUpdateMember.js'
import { saveFailure } from '../admin/saveFailure.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import type { MembersTableLabels } from './MembersTableLabels.js'

type BoardVisibilityProps = { entityId: string; member: EntityUser; labels: MembersTableLabels }

/**
 * Whether a member is left off the boards, as a switch in their drawer (owners and admins see the table at all). Not
 * optimistic: the switch stays as the list says until the service answers (busy meanwhile); saved, the list is read
 * again and the toast says so; refused, nothing moves and the field says why.
 */
export function BoardVisibility({ entityId, member, labels }: BoardVisibilityProps) {
  const id = useId()
  const update = useUpdateMember({ entityId })
  const confirmSave = useConfirmSave()
  const [failure, setFailure] = useState<string>()
  const hidden = member.hiddenFromBoards === true

  async function change(next: boolean) {
    if (update.isPending) return
    setFailure(undefined)
    try {
      await update.mutateAsync({ userAddress: member.address, hiddenFromBoards: next })
      confirmSave(next ? labels.hiddenSaved : labels.shownSaved)
    } catch (error) {
      const { title, cause } = saveFailure(error, labels)
      setFailure(cause ? `${title} ${cause}` : title)
    }
  }

  return (
    <Field id={id} name="hiddenFromBoards" label={labels.hiddenFromBoards} hint={labels.hiddenHint} error={failure} className="ek-members-table__visibility">
      {/* A checkbox that reads as a switch: Space toggles it, its label and hint describe it. */}
      <input
        {...fieldControlProps(id, { hint: labels.hiddenHint, error: failure })}
        type="checkbox"
        role="switch"
        className="ek-members-table__toggle"
        checked={hidden}
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
        data-state={update.isPending ? 'pending' : hidden ? 'on' : 'off'}
        onChange={(event) => void change(event.target.checked)}
      />
    </Field>
  )
}
