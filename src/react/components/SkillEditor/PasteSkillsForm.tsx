'use client'
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useCreateSkills } from '../../hooks/useCreateSkills.js'
import { saveFailure } from '../admin/saveFailure.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions, type FormActionsProps } from '../internal/FormActions.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import { parseSkillLines } from './parseSkillLines.js'
import type { SkillEditorLabels } from './SkillEditorLabels.js'
import type { PendingSkill } from './SkillOutline.js'

type PasteSkillsFormProps = {
  entityId: string
  existing: readonly string[]
  labels: SkillEditorLabels
  sub: HeadingLevel
  onAdding: (sent: PendingSkill[], send: () => Promise<unknown>) => Promise<void>
}

/**
 * Many skills at once from pasted lines (row 19): what will be added, and what is left out and why, shows while
 * typing, so the all-or-nothing request is not refused for one repeated name. Added, the toast says how many;
 * refused, the bar says why and the lines stay.
 */
export function PasteSkillsForm({ entityId, existing, labels, sub, onAdding }: PasteSkillsFormProps) {
  const create = useCreateSkills({ entityId })
  const confirmSave = useConfirmSave()
  const [text, setText] = useState('')
  const [failure, setFailure] = useState<FormActionsProps['failure']>()
  const lines = useRef<HTMLTextAreaElement>(null)
  const parsed = useMemo(() => parseSkillLines(text, existing), [text, existing])
  const id = useId()
  const count = parsed.skills.length
  const pending = create.isPending

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending || count === 0) return
    setFailure(undefined)
    const sent = parsed.skills.map((skill): PendingSkill => ({ ...skill, parentId: null }))
    try {
      await onAdding(sent, () => create.mutateAsync({ names: sent.map((skill) => skill.name), descriptions: sent.map((skill) => skill.description) }))
      setText('')
      confirmSave(labels.added(sent.length))
      // Ready for the next list (the button has nothing to add now).
      lines.current?.focus()
    } catch (error) {
      setFailure(saveFailure(error, labels))
    }
  }

  const touched = text.trim() !== ''
  return (
    <form className="ek-skill-editor__form" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <Heading level={sub} id={`${id}-title`} className="ek-skill-editor__subtitle">
        {labels.addManyTitle}
      </Heading>
      <Field id={`${id}-lines`} name="lines" label={labels.pasteLabel} hint={labels.pasteHint} required>
        <textarea
          ref={lines}
          {...fieldControlProps(`${id}-lines`, { hint: labels.pasteHint, required: true }, `${id}-summary`)}
          className="ek-input ek-skill-editor__paste"
          rows={5}
          value={text}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <div id={`${id}-summary`} className="ek-skill-editor__summary" aria-live="polite">
        {touched && <p data-state={count ? 'ready' : 'nothing'}>{count ? labels.pasteReady(count) : labels.pasteNothing}</p>}
        {parsed.duplicates.length > 0 && <p className="ek-field__error">{labels.pasteDuplicates(parsed.duplicates.join(', '))}</p>}
        {parsed.invalid.length > 0 && <p className="ek-field__error">{labels.pasteInvalid(parsed.invalid.length)}</p>}
      </div>
      <FormActions failure={failure}>
        <button type="submit" className="ek-button" aria-disabled={pending || count === 0 || undefined}>
          {pending ? labels.saving : labels.addMany(count)}
        </button>
      </FormActions>
    </form>
  )
}
