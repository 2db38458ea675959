'use client'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Level } from '../../../core/schemas/level.js'
import { useUpdateLevel } from '../../hooks/useUpdateLevel.js'
import { saveFailure } from '../admin/saveFailure.js'
import { FormActions } from '../internal/FormActions.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import { LevelField, wholeNumberProblem } from './LevelField.js'
import type { LevelEditorLabels } from './LevelEditorLabels.js'
import { levelXpProblem } from './levelXpProblem.js'

type LevelXpFormProps = { entityId: string; level: Level; levels: readonly Level[]; labels: LevelEditorLabels; onDone: () => void; onSaved: () => void }

/** A level's XP threshold, checked against its neighbours before it is sent; shown in the list while in flight. */
export function LevelXpForm({ entityId, level, levels, labels, onDone, onSaved }: LevelXpFormProps) {
  const update = useUpdateLevel({ entityId })
  const [xp, setXp] = useState(String(level.xpThreshold))
  const [problem, setProblem] = useState<string>()
  const [failure, setFailure] = useState<{ title: string; cause?: string }>()
  const confirmSave = useConfirmSave()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  useEffect(() => input.current?.focus(), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = wholeNumberProblem(xp, labels) ?? levelXpProblem(levels, level.level, Number(xp), labels)
    setProblem(found)
    if (found) return input.current?.focus()
    setFailure(undefined)
    try {
      await update.mutateAsync({ level: level.level, xp: Number(xp) })
      confirmSave(labels.xpSaved(level.level))
      onSaved()
    } catch (error) {
      // The value stays in the form; the list shows the level as it was.
      setFailure(saveFailure(error, labels))
    }
  }

  const pending = update.isPending
  return (
    <form className="ek-level-editor__form" data-form="xp" aria-label={labels.editXpForm(level.level)} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <LevelField
        id={`${id}-xp`}
        field="xp"
        label={labels.xpLabel}
        required
        type="text"
        inputMode="numeric"
        autoComplete="off"
        inputRef={input}
        value={xp}
        onValue={(value) => {
          setXp(value)
          setProblem(undefined)
        }}
        error={problem}
      />
      <FormActions failure={failure}>
        <button type="button" className="ek-button" data-variant="ghost" onClick={onDone} disabled={pending}>
          {labels.cancel}
        </button>
        <button type="submit" className="ek-button" disabled={pending}>
          {pending ? labels.saving : labels.save}
        </button>
      </FormActions>
    </form>
  )
}
