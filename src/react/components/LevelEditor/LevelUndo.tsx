'use client'
import { useEffect, useRef, useState } from 'react'
import type { Level } from '../../../core/schemas/level.js'
import { useCreateLevel } from '../../hooks/useCreateLevel.js'
import { useUpdateLevelRequirements } from '../../hooks/useUpdateLevelRequirements.js'
import { saveErrorMessage } from '../admin/saveErrorMessage.js'
import type { LevelEditorLabels } from './LevelEditorLabels.js'

type LevelUndoProps = {
  entityId: string
  /** The level as it was before deletion. */
  level: Level
  /** Why the service refused the deletion; the level is back in the list. */
  failure?: string | undefined
  labels: LevelEditorLabels
  /** The notice is gone; `restored` when Undo created the level again. */
  onDone: (restored: boolean) => void
}

/**
 * After a deletion: says it happened and offers Undo, which creates the level again with its XP and, when it had
 * them, its name, description, skills and end date. After a refused deletion: says why.
 */
export function LevelUndo({ entityId, level, failure, labels, onDone }: LevelUndoProps) {
  const create = useCreateLevel({ entityId })
  const requirements = useUpdateLevelRequirements({ entityId })
  const [undoFailure, setUndoFailure] = useState<string>()
  const first = useRef<HTMLButtonElement>(null)
  // The deleted row took focus with it: land on what can be done next.
  useEffect(() => first.current?.focus(), [])

  async function undo() {
    setUndoFailure(undefined)
    try {
      await create.mutateAsync({ level: level.level, xp: level.xpThreshold })
      if (level.name?.trim()) {
        await requirements.mutateAsync({
          level: level.level,
          name: level.name,
          description: level.description ?? '',
          skillIds: level.skillIds ?? [],
          scores: level.scores ?? [],
          endsAt: level.endsAt ?? '',
          xp: level.xpThreshold,
        })
      }
      onDone(true)
    } catch (error) {
      setUndoFailure(`${labels.undoFailed} ${saveErrorMessage(error, labels)}`)
    }
  }

  const pending = create.isPending || requirements.isPending
  if (failure) {
    return (
      <div className="ek-level-editor__notice" data-state="error">
        <p className="ek-level-editor__notice-text" role="alert">
          {failure}
        </p>
        <button ref={first} type="button" className="ek-button" data-variant="ghost" onClick={() => onDone(false)}>
          {labels.dismiss}
        </button>
      </div>
    )
  }
  return (
    <div className="ek-level-editor__notice" data-state={pending ? 'pending' : 'done'} aria-busy={pending || undefined}>
      <p className="ek-level-editor__notice-text" role="status">
        {labels.deleted(level.level)}
      </p>
      {undoFailure && (
        <p className="ek-field__error ek-level-editor__notice-text" role="alert">
          {undoFailure}
        </p>
      )}
      <div className="ek-level-editor__notice-actions">
        <button ref={first} type="button" className="ek-button" data-variant="secondary" onClick={() => void undo()} disabled={pending}>
          {pending ? labels.restoring : labels.undo}
        </button>
        <button type="button" className="ek-button" data-variant="ghost" onClick={() => onDone(false)} disabled={pending}>
          {labels.dismiss}
        </button>
      </div>
    </div>
  )
}
