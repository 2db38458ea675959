'use client'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { achievementAwardSchema, type Achievement } from '../../../core/schemas/achievement.js'
import { useAwardAchievement } from '../../hooks/useAwardAchievement.js'
import { useEntityUsers } from '../../hooks/useEntityUsers.js'
import { saveFailure } from '../admin/saveFailure.js'
import { schemaFieldErrors } from '../admin/schemaFieldErrors.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions } from '../internal/FormActions.js'
import { shortAddress } from '../internal/shortAddress.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import type { AchievementEditorLabels } from './AchievementEditorLabels.js'

type AwardFormProps = { entityId: string; achievement: Achievement; labels: AchievementEditorLabels; onAwarded: (userAddress: string) => void; onDone: () => void }

/**
 * Awards a manual achievement by hand: a member's address (the community's members offered as you type, by name
 * and address), then Award. A member who had it already is told so, and nothing changes.
 */
export function AwardForm({ entityId, achievement, labels, onAwarded, onDone }: AwardFormProps) {
  const award = useAwardAchievement({ entityId })
  const members = useEntityUsers({ entityId })
  const [address, setAddress] = useState('')
  const [problem, setProblem] = useState<string>()
  const [note, setNote] = useState<string>()
  const [failure, setFailure] = useState<{ title: string; cause?: string }>()
  const confirmSave = useConfirmSave()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  useEffect(() => input.current?.focus(), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const userAddress = address.trim()
    const found = schemaFieldErrors<'userAddress'>(achievementAwardSchema, { userAddress }).userAddress
    if (found) {
      setProblem(found === 'required' ? labels.fieldRequired : labels.fieldInvalid)
      return input.current?.focus()
    }
    setFailure(undefined)
    setNote(undefined)
    try {
      const result = await award.mutateAsync({ key: achievement.key, userAddress })
      if (result.data?.alreadyEarned) return setNote(labels.alreadyEarned(shortAddress(userAddress)))
      confirmSave(labels.awarded(achievement.name, shortAddress(userAddress)))
      onAwarded(userAddress)
      setAddress('')
    } catch (error) {
      if ((error as { status?: number }).status === 404) {
        setProblem(labels.notAMember)
        return input.current?.focus()
      }
      setFailure(saveFailure(error, labels))
    }
  }

  const list = Array.isArray(members.data) ? members.data : []
  return (
    <form className="ek-achievement-editor__award" aria-label={labels.awardForm(achievement.name)} noValidate onSubmit={(event) => void submit(event)} aria-busy={award.isPending || undefined}>
      <Field id={`${id}-member`} name="userAddress" label={labels.memberLabel} hint={labels.memberHint} error={problem} required>
        <input
          {...fieldControlProps(`${id}-member`, { hint: labels.memberHint, error: problem, required: true }, note && `${id}-note`)}
          ref={input}
          className="ek-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          list={`${id}-members`}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value)
            setProblem(undefined)
            setNote(undefined)
          }}
        />
        <datalist id={`${id}-members`}>
          {list.map((member) => (
            <option key={member.address} value={member.address}>
              {member.name || shortAddress(member.address)}
            </option>
          ))}
        </datalist>
      </Field>
      <p id={`${id}-note`} className="ek-achievement-editor__note" role="status">
        {note ?? ''}
      </p>
      <FormActions failure={failure}>
        <button type="button" className="ek-button" data-variant="ghost" onClick={onDone} disabled={award.isPending}>
          {labels.cancel}
        </button>
        <button type="submit" className="ek-button" disabled={award.isPending}>
          {award.isPending ? labels.awarding : labels.awardButton}
        </button>
      </FormActions>
    </form>
  )
}
