'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { Skill } from '../../../core/schemas/skill.js'
import { useCreateSkill } from '../../hooks/useCreateSkill.js'
import { saveErrorMessage } from '../admin/saveErrorMessage.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { maxSkillNameLength } from './parseSkillLines.js'
import type { SkillEditorLabels } from './SkillEditorLabels.js'
import type { PendingSkill } from './SkillOutline.js'

type AddSkillFormProps = {
  entityId: string
  skills: readonly Skill[]
  labels: SkillEditorLabels
  sub: HeadingLevel
  onAdding: (sent: PendingSkill[], send: () => Promise<unknown>) => Promise<void>
}

/** One skill: name, description and where in the tree it goes (row 18). */
export function AddSkillForm({ entityId, skills, labels, sub, onAdding }: AddSkillFormProps) {
  const create = useCreateSkill({ entityId })
  const [values, setValues] = useState({ name: '', description: '', parentId: '' })
  const [nameProblem, setNameProblem] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const nameInput = useRef<HTMLInputElement>(null)
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const name = values.name.trim()
    const problem = !name
      ? labels.fieldRequired
      : name.length > maxSkillNameLength
        ? labels.fieldTooLong
        : skills.some((skill) => skill.name.trim().toLowerCase() === name.toLowerCase())
          ? labels.nameTaken
          : undefined
    setNameProblem(problem)
    if (problem) return nameInput.current?.focus()
    setFailure(undefined)
    const parentId = values.parentId || null
    const sent: PendingSkill = { name, description: values.description.trim(), parentId }
    try {
      await onAdding([sent], () => create.mutateAsync({ name, description: sent.description, ...(parentId ? { parentId } : {}) }))
      setValues({ name: '', description: '', parentId: values.parentId })
      nameInput.current?.focus()
    } catch (error) {
      // The form keeps what was typed; the tree drops the skill again.
      setFailure(saveErrorMessage(error, labels))
    }
  }

  const pending = create.isPending
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues({ ...values, [field]: event.target.value })
    if (field === 'name') setNameProblem(undefined)
  }
  return (
    <form className="ek-skill-editor__form" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <Heading level={sub} id={`${id}-title`} className="ek-skill-editor__subtitle">
        {labels.addOneTitle}
      </Heading>
      <div className="ek-admin-field">
        <label className="ek-admin-label" htmlFor={`${id}-name`}>
          {labels.nameLabel}
        </label>
        <input
          ref={nameInput}
          id={`${id}-name`}
          className="ek-admin-input"
          type="text"
          autoComplete="off"
          value={values.name}
          onChange={set('name')}
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? `${id}-name-error` : undefined}
        />
        {nameProblem && (
          <p id={`${id}-name-error`} className="ek-admin-error">
            {nameProblem}
          </p>
        )}
      </div>
      <div className="ek-admin-field">
        <label className="ek-admin-label" htmlFor={`${id}-description`}>
          {labels.descriptionLabel}
        </label>
        <textarea id={`${id}-description`} className="ek-admin-input" rows={2} value={values.description} onChange={set('description')} />
      </div>
      <div className="ek-admin-field">
        <label className="ek-admin-label" htmlFor={`${id}-parent`}>
          {labels.parentLabel}
        </label>
        <select id={`${id}-parent`} className="ek-admin-input" value={values.parentId} onChange={set('parentId')}>
          <option value="">{labels.noParent}</option>
          {skills.map((skill) => (
            <option key={skill.id} value={skill.id}>
              {skill.name}
            </option>
          ))}
        </select>
      </div>
      {failure && (
        <p className="ek-admin-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="ek-admin-actions">
        <button type="submit" className="ek-button" disabled={pending}>
          {pending ? labels.saving : labels.add}
        </button>
      </div>
    </form>
  )
}
