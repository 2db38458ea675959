'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { Level } from '../../../core/schemas/level.js'
import { useCreateLevel } from '../../hooks/useCreateLevel.js'
import { suggestNextLevel } from '../admin/levelThresholds.js'
import { clearProblem } from '../admin/clearProblem.js'
import { saveFailure } from '../admin/saveFailure.js'
import { FormActions } from '../internal/FormActions.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import { LevelField, wholeNumberProblem } from './LevelField.js'
import type { LevelEditorLabels } from './LevelEditorLabels.js'
import { levelXpProblem } from './levelXpProblem.js'

type Field = 'level' | 'xp'
type LevelAddFormProps = { entityId: string; levels: readonly Level[]; labels: LevelEditorLabels; onAdded: (level: number) => void }

/**
 * Adds a level: its number and XP, prefilled with the next step past the last level. Thresholds must rise with the
 * level, so a level that would not fits is refused here, before anything is sent.
 */
export function LevelAddForm({ entityId, levels, labels, onAdded }: LevelAddFormProps) {
  const create = useCreateLevel({ entityId })
  const suggested = suggestNextLevel(levels.map((level) => ({ level: level.level, xp: level.xpThreshold })))
  // Untouched fields follow the suggestion as the list changes; typed values stay.
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({})
  const values: Record<Field, string> = { level: typed.level ?? String(suggested.level), xp: typed.xp ?? String(suggested.xp) }
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<{ title: string; cause?: string }>()
  const confirmSave = useConfirmSave()
  const inputs = useRef(new Map<Field, HTMLInputElement>())
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const levelProblem = wholeNumberProblem(values.level, labels) ?? (levels.some((level) => level.level === Number(values.level)) ? labels.levelTaken : undefined)
    const xpProblem = wholeNumberProblem(values.xp, labels) ?? (levelProblem ? undefined : levelXpProblem(levels, Number(values.level), Number(values.xp), labels))
    setProblems({ level: levelProblem, xp: xpProblem })
    const first = levelProblem ? 'level' : xpProblem ? 'xp' : undefined
    if (first) return inputs.current.get(first)?.focus()
    setFailure(undefined)
    const level = Number(values.level)
    try {
      await create.mutateAsync({ level, xp: Number(values.xp) })
      setTyped({})
      confirmSave(labels.levelAdded(level))
      onAdded(level)
    } catch (error) {
      // The values stay in the form; the list drops the level again.
      setFailure(saveFailure(error, labels))
    }
  }

  const pending = create.isPending
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
