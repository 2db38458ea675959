'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { Skill } from '../../../core/schemas/skill.js'
import { useCreateSkill } from '../../hooks/useCreateSkill.js'
import { saveFailure } from '../admin/saveFailure.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions, type FormActionsProps } from '../internal/FormActions.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
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

/**
 * One skill: name, description and where in the tree it goes (row 18). Added, the toast says so and the name is
 * ready for the next one; refused, the bar says why and what was typed stays.
 */
export function AddSkillForm({ entityId, skills, labels, sub, onAdding }: AddSkillFormProps) {
  const create = useCreateSkill({ entityId })
  const confirmSave = useConfirmSave()
  const [values, setValues] = useState({ name: '', description: '', parentId: '' })
  const [nameProblem, setNameProblem] = useState<string>()
  const [failure, setFailure] = useState<FormActionsProps['failure']>()
  const nameInput = useRef<HTMLInputElement>(null)
  const id = useId()
  const pending = create.isPending

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending) return
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
      confirmSave(labels.added(1))
      nameInput.current?.focus()
    } catch (error) {
      // The form keeps what was typed; the tree drops the skill again.
      setFailure(saveFailure(error, labels))
    }
  }

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues({ ...values, [field]: event.target.value })
    if (field === 'name') setNameProblem(undefined)
  }
  return (
    <form className="ek-skill-editor__form" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <Heading level={sub} id={`${id}-title`} className="ek-skill-editor__subtitle">
        {labels.addOneTitle}
      </Heading>
      <Field id={`${id}-name`} name="name" label={labels.nameLabel} error={nameProblem} required>
        <input
          ref={nameInput}
          {...fieldControlProps(`${id}-name`, { error: nameProblem, required: true })}
          className="ek-input"
          type="text"
          autoComplete="off"
          value={values.name}
          onChange={set('name')}
        />
      </Field>
      <Field id={`${id}-description`} name="description" label={labels.descriptionLabel}>
        <textarea {...fieldControlProps(`${id}-description`, {})} className="ek-input" rows={2} value={values.description} onChange={set('description')} />
      </Field>
      <Field id={`${id}-parent`} name="parent" label={labels.parentLabel}>
        <select {...fieldControlProps(`${id}-parent`, {})} className="ek-input" value={values.parentId} onChange={set('parentId')}>
          <option value="">{labels.noParent}</option>
          {skills.map((skill) => (
            <option key={skill.id} value={skill.id}>
              {skill.name}
            </option>
          ))}
        </select>
      </Field>
      <FormActions failure={failure}>
        <button type="submit" className="ek-button" aria-disabled={pending || undefined}>
          {pending ? labels.saving : labels.add}
        </button>
      </FormActions>
    </form>
  )
}
