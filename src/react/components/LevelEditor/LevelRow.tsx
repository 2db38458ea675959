'use client'
import { useContext, useEffect, useRef, useState } from 'react'
import type { Level } from '../../../core/schemas/level.js'
import type { LevelEditorLabels } from './LevelEditorLabels.js'
import type { LevelEditorProps } from './LevelEditorProps.js'
import { LevelRequirementsForm } from './LevelRequirementsForm.js'
import { LevelXpForm } from './LevelXpForm.js'
import { OverflowMenu } from '../admin/OverflowMenu.js'
import { AppearanceContext } from '../../AppearanceContext.js'
import { formatDate } from '../internal/formatDate.js'

type Mode = 'idle' | 'xp' | 'requirements' | 'confirm'

type RowProps = {
  entityId: string
  level: Level
  levels: readonly Level[]
  /** The highest threshold: every level's bar is drawn against it. */
  scaleMax: number
  labels: LevelEditorLabels
  onChanged: LevelEditorProps['onChanged']
  /** Deletes the level (confirmed): the list removes it at once and says what happened. */
  onDelete: (level: Level) => void
}

/** One level: its number, name, XP on the shared scale, and inline forms for its XP, requirements and deletion. */
export function LevelRow({ entityId, level, levels, scaleMax, labels, onChanged, onDelete }: RowProps) {
  const [mode, setMode] = useState<Mode>('idle')
  const { locale } = useContext(AppearanceContext)
  const buttons = useRef(new Map<Mode, HTMLButtonElement>())
  const returnTo = useRef<Mode>(undefined)
  // Back on the button that opened the form, once it is gone.
  useEffect(() => {
    if (mode !== 'idle' || !returnTo.current) return
    buttons.current.get(returnTo.current)?.focus()
    returnTo.current = undefined
  }, [mode])
  const close = () => {
    returnTo.current = mode
    setMode('idle')
  }
  const keep = (key: Mode) => (node: HTMLButtonElement | null) => void (node ? buttons.current.set(key, node) : buttons.current.delete(key))
  const percent = Math.round((level.xpThreshold / scaleMax) * 10_000) / 100
  const skills = level.skillIds?.length ?? 0
  // The day as the reader's language writes it (never the ISO text, which right-to-left reorders).
  const endsAt = level.endsAt ? formatDate(level.endsAt, locale, 'UTC') : undefined

  return (
    <li className="ek-level-editor__item" data-state={mode === 'idle' ? 'idle' : 'editing'}>
      <div className="ek-level-editor__view">
        <span className="ek-level-editor__badge" aria-hidden="true">
          {level.level}
        </span>
        <div className="ek-level-editor__text">
          <p className="ek-level-editor__name">
            <span className="ek-visually-hidden">{labels.levelName(level.level)}: </span>
            {level.name || labels.levelName(level.level)}
            <span className="ek-level-editor__xp">{labels.xpAmount(level.xpThreshold)}</span>
          </p>
          <svg className="ek-level-editor__scale" aria-hidden="true" focusable="false">
            <rect className="ek-level-editor__track" width="100%" height="100%" rx="3" />
            <rect className="ek-level-editor__fill" width={`${percent}%`} height="100%" rx="3" />
          </svg>
          {(skills > 0 || endsAt) && (
            <p className="ek-level-editor__meta ek-muted">
              {[skills > 0 ? labels.requiresSkills(skills) : undefined, endsAt ? labels.endsOn(endsAt) : undefined].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
        <div className="ek-level-editor__actions">
          <button ref={keep('xp')} type="button" className="ek-button" data-variant="secondary" data-size="small" aria-label={labels.editXpOf(level.level)} aria-expanded={mode === 'xp'} onClick={() => setMode('xp')}>
            {labels.editXp}
          </button>
          <OverflowMenu
            label={labels.moreOf(level.level)}
            buttonRef={(node) => {
              keep('requirements')(node)
              keep('confirm')(node)
            }}
            items={[
              { key: 'requirements', label: labels.requirements, onSelect: () => setMode('requirements') },
              { key: 'delete', label: labels.delete, tone: 'danger', onSelect: () => setMode('confirm') },
            ]}
          />
        </div>
      </div>
      {mode === 'xp' && (
        <LevelXpForm
          entityId={entityId}
          level={level}
          levels={levels}
          labels={labels}
          onDone={close}
          onSaved={() => {
            onChanged?.({ level: level.level, change: 'xp' })
            close()
          }}
        />
      )}
      {mode === 'requirements' && (
        <LevelRequirementsForm
          entityId={entityId}
          level={level}
          levels={levels}
          labels={labels}
          onDone={close}
          onSaved={() => {
            onChanged?.({ level: level.level, change: 'requirements' })
            close()
          }}
        />
      )}
      {mode === 'confirm' && <DeleteConfirm level={level} labels={labels} onCancel={close} onConfirm={onDelete} />}
    </li>
  )
}

type ConfirmProps = { level: Level; labels: LevelEditorLabels; onCancel: () => void; onConfirm: (level: Level) => void }

/** Asks before deleting; the list then drops the level at once and offers Undo. */
function DeleteConfirm({ level, labels, onCancel, onConfirm }: ConfirmProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => cancel.current?.focus(), [])
  return (
    <div className="ek-level-editor__confirm" role="group" aria-label={labels.confirmDelete(level.level)}>
      <p className="ek-level-editor__question">{labels.confirmDelete(level.level)}</p>
      <p className="ek-muted">{labels.confirmDeleteHint}</p>
      <div className="ek-form-actions">
        <button ref={cancel} type="button" className="ek-button" data-variant="ghost" onClick={onCancel}>
          {labels.cancel}
        </button>
        <button type="button" className="ek-button" data-variant="danger" onClick={() => onConfirm(level)}>
          {labels.delete}
        </button>
      </div>
    </div>
  )
}
