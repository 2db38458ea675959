'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import { levelRequirementsSchema, type Level } from '../../../core/schemas/level.js'
import { useCreateLevel } from '../../hooks/useCreateLevel.js'
import { useUpdateLevelRequirements } from '../../hooks/useUpdateLevelRequirements.js'
import { suggestNextLevel } from '../admin/levelThresholds.js'
import { clearProblem } from '../admin/clearProblem.js'
import { schemaFieldErrors } from '../admin/schemaFieldErrors.js'
import { saveFailure } from '../admin/saveFailure.js'
import { FormActions } from '../internal/FormActions.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import { LevelField, wholeNumberProblem } from './LevelField.js'
import type { LevelEditorLabels } from './LevelEditorLabels.js'
import { levelXpProblem } from './levelXpProblem.js'

type Field = 'level' | 'xp' | 'name'
type LevelAddFormProps = { entityId: string; levels: readonly Level[]; labels: LevelEditorLabels; onAdded: (level: number) => void }

/**
 * Adds a level: its number and XP, prefilled with the next step past the last level, and its name if given (row 22
 * makes the level, row 20 then names it). Thresholds must rise with the level, so a level that would not fit is
 * refused here, before anything is sent.
 */
export function LevelAddForm({ entityId, levels, labels, onAdded }: LevelAddFormProps) {
  const create = useCreateLevel({ entityId })
  const name = useUpdateLevelRequirements({ entityId })
  const suggested = suggestNextLevel(levels.map((level) => ({ level: level.level, xp: level.xpThreshold })))
  // Untouched fields follow the suggestion as the list changes; typed values stay.
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({})
  const values: Record<Field, string> = { level: typed.level ?? String(suggested.level), xp: typed.xp ?? String(suggested.xp), name: typed.name ?? '' }
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<{ title: string; cause?: string }>()
  const confirmSave = useConfirmSave()
  const inputs = useRef(new Map<Field, HTMLInputElement>())
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const levelProblem = wholeNumberProblem(values.level, labels) ?? (levels.some((level) => level.level === Number(values.level)) ? labels.levelTaken : undefined)
    const xpProblem = wholeNumberProblem(values.xp, labels) ?? (levelProblem ? undefined : levelXpProblem(levels, Number(values.level), Number(values.xp), labels))
    // A name, if given, by the rules row 20 applies to it (too long, or characters the service refuses).
    const nameIssue = values.name.trim() ? schemaFieldErrors<'name' | 'description' | 'endsAt'>(levelRequirementsSchema, { name: values.name.trim(), description: '', endsAt: '' }).name : undefined
    const nameProblem = nameIssue === 'tooLong' ? labels.fieldTooLong : nameIssue ? labels.fieldInvalid : undefined
    setProblems({ level: levelProblem, xp: xpProblem, name: nameProblem })
    const first = levelProblem ? 'level' : xpProblem ? 'xp' : nameProblem ? 'name' : undefined
    if (first) return inputs.current.get(first)?.focus()
    setFailure(undefined)
    const level = Number(values.level)
    const xp = Number(values.xp)
    const title = values.name.trim()
    try {
      await create.mutateAsync({ level, xp })
    } catch (error) {
      // The values stay in the form; the list drops the level again.
      setFailure(saveFailure(error, labels))
      return
    }
    setTyped({})
    onAdded(level)
    if (!title) return confirmSave(labels.levelAdded(level))
    try {
      await name.mutateAsync({ level, name: title, description: '', skillIds: [], scores: [], endsAt: '', xp })
      confirmSave(labels.levelAdded(level))
    } catch (error) {
      // The level is there, without its name: say so, and where to give it one.
      setFailure({ title: labels.nameNotSaved(level), cause: saveFailure(error, labels).cause })
    }
  }

  const pending = create.isPending || name.isPending
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    field: name,
    type: 'text',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    value: values[name],
    error: problems[name],
    required: true,
    inputRef: (node: HTMLInputElement | null) => void (node ? inputs.current.set(name, node) : inputs.current.delete(name)),
    onValue: (value: string) => {
      setTyped((current) => ({ ...current, [name]: value }))
      setProblems(clearProblem(name))
    },
  })
  return (
    <form className="ek-level-editor__add" aria-label={labels.addForm} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <p className="ek-level-editor__add-title">{labels.addForm}</p>
      <div className="ek-level-editor__add-fields">
        <LevelField {...field('level')} label={labels.levelLabel} />
        <LevelField {...field('xp')} label={labels.xpLabel} />
        <LevelField {...field('name')} inputMode="text" required={false} label={labels.nameLabel} />
      </div>
      <p className="ek-field__hint">{labels.suggestion(suggested.level, suggested.xp)}</p>
      <FormActions failure={failure}>
        <button type="submit" className="ek-button" disabled={pending}>
          {pending ? labels.adding : labels.addLevel}
        </button>
      </FormActions>
    </form>
  )
}
