'use client'
import { useId, useState, type ReactNode } from 'react'
import type { Level } from '../../../core/schemas/level.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useDeleteLevel } from '../../hooks/useDeleteLevel.js'
import { useLevels } from '../../hooks/useLevels.js'
import { AdminGate } from '../admin/AdminGate.js'
import { saveErrorMessage } from '../admin/saveErrorMessage.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { StatusView } from '../internal/StatusView.js'
import { LevelAddForm } from './LevelAddForm.js'
import type { LevelEditorLabels } from './LevelEditorLabels.js'
import type { LevelEditorProps } from './LevelEditorProps.js'
import { LevelRow } from './LevelRow.js'
import { LevelUndo } from './LevelUndo.js'

/** Title, then the gate (who may edit), then the levels or their state. */
export function LevelEditorBody(props: LevelEditorProps & { labels: LevelEditorLabels }) {
  const { labels, headingLevel = 2 } = props
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const titleId = useId()
  const skeleton = <StatusView state="loading" label={labels.loading} />
  return (
    <section className="ek-admin-body ek-level-editor__body" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="ek-level-editor__title">
        {labels.title}
      </Heading>
      <AdminGate entityId={entityId} labels={labels} skeleton={skeleton}>
        {() => (
          <SaveToasts>
            <LevelList entityId={entityId!} labels={labels} skeleton={skeleton} onChanged={props.onChanged} />
          </SaveToasts>
        )}
      </AdminGate>
    </section>
  )
}

type ListProps = { entityId: string; labels: LevelEditorLabels; skeleton: ReactNode; onChanged: LevelEditorProps['onChanged'] }

function LevelList({ entityId, labels, skeleton, onChanged }: ListProps) {
  const levels = useLevels({ entityId })
  const remove = useDeleteLevel({ entityId })
  // What the last deletion did: Undo once it went through, or why the service refused it (the level is back).
  const [deletion, setDeletion] = useState<{ level: Level; failure?: string }>()
  async function deleteLevel(level: Level) {
    setDeletion(undefined)
    try {
      await remove.mutateAsync({ level: level.level })
      setDeletion({ level })
      onChanged?.({ level: level.level, change: 'deleted' })
    } catch (error) {
      setDeletion({ level, failure: saveErrorMessage(error, labels) })
    }
  }
  if (levels.isError && !levels.data) {
    return <StatusView state="error" message={labels.error} cause={loadErrorCause(levels.error, labels)} retryLabel={labels.retry} onRetry={() => void levels.refetch()} />
  }
  if (!levels.data) return skeleton
  const list = levels.data
  // Every bar is drawn against the highest threshold: one scale for all levels.
  const scaleMax = Math.max(1, ...list.map((level) => level.xpThreshold))
  return (
    <>
      {deletion && (
        <LevelUndo
          entityId={entityId}
          level={deletion.level}
          failure={deletion.failure}
          labels={labels}
          onDone={(restored) => {
            setDeletion(undefined)
            if (restored) onChanged?.({ level: deletion.level.level, change: 'restored' })
          }}
        />
      )}
      {list.length === 0 ? (
        <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />
      ) : (
        <>
          <ol className="ek-level-editor__list" aria-label={labels.listLabel}>
            {list.map((level) => (
              <LevelRow
                key={level.level}
                entityId={entityId}
                level={level}
                levels={list}
                scaleMax={scaleMax}
                labels={labels}
                onChanged={onChanged}
                onDelete={(removed) => void deleteLevel(removed)}
              />
            ))}
          </ol>
          <p className="ek-level-editor__count ek-muted">{labels.levelCount(list.length)}</p>
        </>
      )}
      <LevelAddForm entityId={entityId} levels={list} labels={labels} onAdded={(level) => onChanged?.({ level, change: 'added' })} />
    </>
  )
}
