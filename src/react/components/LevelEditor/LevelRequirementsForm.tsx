'use client'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Level } from '../../../core/schemas/level.js'
import { levelRequirementsSchema } from '../../../core/schemas/level.js'
import { useSkills } from '../../hooks/useSkills.js'
import { useUpdateLevelRequirements } from '../../hooks/useUpdateLevelRequirements.js'
import { clearProblem } from '../admin/clearProblem.js'
import { saveFailure } from '../admin/saveFailure.js'
import { schemaFieldErrors } from '../admin/schemaFieldErrors.js'
import { FormActions } from '../internal/FormActions.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import { LevelField, wholeNumberProblem } from './LevelField.js'
import type { LevelEditorLabels } from './LevelEditorLabels.js'
import { levelXpProblem } from './levelXpProblem.js'

type Field = 'name' | 'description' | 'endsAt' | 'xp'
type FormProps = { entityId: string; level: Level; levels: readonly Level[]; labels: LevelEditorLabels; onDone: () => void; onSaved: () => void }

/** The date part of a stored end date, for a date input. */
const dayOf = (endsAt: string | null | undefined) => (endsAt ? endsAt.slice(0, 10) : '')

/** A level's name, description, skills with the score each needs, end date and XP (row 20), checked before sending. */
export function LevelRequirementsForm({ entityId, level, levels, labels, onDone, onSaved }: FormProps) {
  const update = useUpdateLevelRequirements({ entityId })
  const skills = useSkills({ entityId })
  const [values, setValues] = useState<Record<Field, string>>({
    name: level.name ?? '',
    description: level.description ?? '',
    endsAt: dayOf(level.endsAt),
    xp: String(level.xpThreshold),
  })
  // Skill id -> the score it needs, as typed; a skill is required while it has an entry.
  const [scores, setScores] = useState<Map<string, string>>(() => new Map((level.skillIds ?? []).map((skillId, index) => [skillId, String(level.scores?.[index] ?? 0)])))
  const [problems, setProblems] = useState<Partial<Record<Field | `skill:${string}`, string>>>({})
  const [failure, setFailure] = useState<{ title: string; cause?: string }>()
  const confirmSave = useConfirmSave()
  const inputs = useRef(new Map<string, HTMLInputElement>())
  const id = useId()
  useEffect(() => inputs.current.get('name')?.focus(), [])
  const keep = (key: string) => (node: HTMLInputElement | null) => void (node ? inputs.current.set(key, node) : inputs.current.delete(key))

  async function submit(event: FormEvent) {
    event.preventDefault()
    // An unchanged date keeps its stored time of day; a new one ends at the start of that day (UTC).
    const endsAt = values.endsAt === dayOf(level.endsAt) ? (level.endsAt ?? '') : values.endsAt && `${values.endsAt}T00:00:00.000Z`
    const sent = { name: values.name.trim(), description: values.description, skillIds: [...scores.keys()], scores: [...scores.values()].map((score) => score.trim()), endsAt, XP: values.xp }
    const found: Partial<Record<string, string>> = {}
    const schema = schemaFieldErrors<'name' | 'description' | 'endsAt'>(levelRequirementsSchema, { name: sent.name, description: sent.description, endsAt: sent.endsAt })
    for (const field of ['name', 'description', 'endsAt'] as const) {
      const problem = schema[field]
      if (problem) found[field] = problem === 'required' ? labels.fieldRequired : problem === 'tooLong' ? labels.fieldTooLong : labels.fieldInvalid
    }
    for (const [skillId, score] of scores) {
      const problem = wholeNumberProblem(score, labels)
      if (problem) found[`skill:${skillId}`] = problem
    }
    found.xp = wholeNumberProblem(values.xp, labels) ?? levelXpProblem(levels, level.level, Number(values.xp), labels)
    setProblems(found)
    const first = ['name', 'description', ...[...scores.keys()].map((skillId) => `skill:${skillId}`), 'endsAt', 'xp'].find((key) => found[key])
    if (first) return inputs.current.get(first)?.focus()
    setFailure(undefined)
    try {
      await update.mutateAsync({ level: level.level, name: sent.name, description: sent.description, skillIds: sent.skillIds, scores: sent.scores.map(Number), endsAt: sent.endsAt, xp: Number(values.xp) })
      confirmSave(labels.requirementsSaved(level.level))
      onSaved()
    } catch (error) {
      // Every edit stays in the form; the list shows the level as it was.
      setFailure(saveFailure(error, labels))
    }
  }

  const pending = update.isPending
  const text = (field: Field) => ({
    id: `${id}-${field}`,
    field,
    value: values[field],
    error: problems[field],
    inputRef: keep(field),
    onValue: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }))
      setProblems(clearProblem(field))
    },
  })
  // Skills the level needs that the list does not know (yet) are kept and shown by id.
  const known = skills.data ?? []
  const listed = [...known.map((skill) => ({ id: skill.id, name: skill.name })), ...[...scores.keys()].filter((skillId) => !known.some((skill) => skill.id === skillId)).map((skillId) => ({ id: skillId, name: skillId }))]

  return (
    <form className="ek-level-editor__form" aria-label={labels.requirementsForm(level.level)} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <LevelField {...text('name')} label={labels.nameLabel} required type="text" autoComplete="off" />
      <LevelField {...text('description')} label={labels.descriptionLabel} type="text" autoComplete="off" />
      <fieldset className="ek-level-editor__skills">
        <legend className="ek-field__label">{labels.skillsLabel}</legend>
        {skills.isError && <p className="ek-field__error">{labels.skillsError}</p>}
        {skills.isPending && !skills.isError && <span className="ek-skeleton" data-width="long" aria-hidden="true" />}
        {skills.data && listed.length === 0 && <p className="ek-muted">{labels.noSkills}</p>}
        {listed.map((skill) => {
          const score = scores.get(skill.id)
          const error = problems[`skill:${skill.id}`]
          return (
            <div key={skill.id} className="ek-level-editor__skill" data-state={score === undefined ? 'off' : 'on'}>
              <label className="ek-level-editor__skill-name">
                <input
                  type="checkbox"
                  checked={score !== undefined}
                  onChange={(event) =>
                    setScores((current) => {
                      const next = new Map(current)
                      if (event.target.checked) next.set(skill.id, '0')
                      else next.delete(skill.id)
                      return next
                    })
                  }
                />
                {skill.name}
              </label>
              {score !== undefined && (
                <input
                  ref={keep(`skill:${skill.id}`)}
                  className="ek-input ek-level-editor__score"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label={labels.scoreLabel(skill.name)}
                  aria-required="true"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-skill-${skill.id}-error` : undefined}
                  value={score}
                  onChange={(event) => setScores((current) => new Map(current).set(skill.id, event.target.value))}
                />
              )}
              {error && (
                <p id={`${id}-skill-${skill.id}-error`} className="ek-field__error ek-level-editor__skill-error">
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </fieldset>
      <div className="ek-level-editor__pair">
        <LevelField {...text('endsAt')} label={labels.endsAtLabel} hint={labels.endsAtHint} type="date" />
        <LevelField {...text('xp')} label={labels.xpLabel} required type="text" inputMode="numeric" autoComplete="off" />
      </div>
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
