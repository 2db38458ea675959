'use client'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { useCreateSkills } from '../../hooks/useCreateSkills.js'
import { saveErrorMessage } from '../admin/saveErrorMessage.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
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
 * typing, so the all-or-nothing request is not refused for one repeated name.
 */
export function PasteSkillsForm({ entityId, existing, labels, sub, onAdding }: PasteSkillsFormProps) {
  const create = useCreateSkills({ entityId })
  const [text, setText] = useState('')
  const [failure, setFailure] = useState<string>()
  const parsed = useMemo(() => parseSkillLines(text, existing), [text, existing])
  const id = useId()
  const count = parsed.skills.length

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (count === 0) return
    setFailure(undefined)
    const sent = parsed.skills.map((skill): PendingSkill => ({ ...skill, parentId: null }))
    try {
      await onAdding(sent, () => create.mutateAsync({ names: sent.map((skill) => skill.name), descriptions: sent.map((skill) => skill.description) }))
      setText('')
    } catch (error) {
      setFailure(saveErrorMessage(error, labels))
    }
  }

  const pending = create.isPending
  const touched = text.trim() !== ''
  return (
    <form className="ek-skill-editor__form" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <Heading level={sub} id={`${id}-title`} className="ek-skill-editor__subtitle">
        {labels.addManyTitle}
      </Heading>
      <div className="ek-admin-field">
        <label className="ek-admin-label" htmlFor={`${id}-lines`}>
          {labels.pasteLabel}
        </label>
        <textarea
          id={`${id}-lines`}
          className="ek-admin-input ek-skill-editor__paste"
          rows={5}
          value={text}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint ${id}-summary`}
        />
        <p id={`${id}-hint`} className="ek-muted ek-skill-editor__hint">
          {labels.pasteHint}
        </p>
      </div>
      <div id={`${id}-summary`} className="ek-skill-editor__summary" aria-live="polite">
        {touched && <p data-state={count ? 'ready' : 'nothing'}>{count ? labels.pasteReady(count) : labels.pasteNothing}</p>}
        {parsed.duplicates.length > 0 && <p className="ek-admin-error">{labels.pasteDuplicates(parsed.duplicates.join(', '))}</p>}
        {parsed.invalid.length > 0 && <p className="ek-admin-error">{labels.pasteInvalid(parsed.invalid.length)}</p>}
      </div>
      {failure && (
        <p className="ek-admin-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="ek-admin-actions">
        <button type="submit" className="ek-button" disabled={pending || count === 0}>
          {pending ? labels.saving : labels.addMany(count)}
        </button>
      </div>
    </form>
  )
}
