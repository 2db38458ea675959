'use client'
import { useContext, useId, useState, type ReactNode } from 'react'
import type { Achievement } from '../../../core/schemas/achievement.js'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useAchievements } from '../../hooks/useAchievements.js'
import { useDeleteAchievement } from '../../hooks/useDeleteAchievement.js'
import { useEntityMetrics } from '../../hooks/useEntityMetrics.js'
import { AdminGate } from '../admin/AdminGate.js'
import { saveErrorMessage } from '../admin/saveErrorMessage.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { StatusView } from '../internal/StatusView.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import type { AchievementEditorLabels } from './AchievementEditorLabels.js'
import type { AchievementEditorProps } from './AchievementEditorProps.js'
import { AchievementForm } from './AchievementForm.js'
import { AchievementRow } from './AchievementRow.js'
import { emptyAchievementValues } from './achievementValues.js'

/** Title, then the gate (who may edit), then the achievements or their state, and the form that adds one. */
export function AchievementEditorBody(props: AchievementEditorProps & { labels: AchievementEditorLabels }) {
  const { labels, headingLevel = 2 } = props
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const titleId = useId()
  const skeleton = <StatusView state="loading" label={labels.loading} />
  return (
    <section className="ek-admin-body ek-achievement-editor__body" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="ek-achievement-editor__title">
        {labels.title}
      </Heading>
      <AdminGate entityId={entityId} labels={labels} skeleton={skeleton}>
        {() => (
          <SaveToasts>
            <AchievementList {...props} entityId={entityId!} labels={labels} skeleton={skeleton} />
          </SaveToasts>
        )}
      </AdminGate>
    </section>
  )
}

type ListProps = AchievementEditorProps & { entityId: string; labels: AchievementEditorLabels; skeleton: ReactNode }

function AchievementList({ entityId, labels, skeleton, gateways, onChanged, ...props }: ListProps) {
  const appearanceLocale = useContext(AppearanceContext).locale
  const locale = props.locale ?? appearanceLocale
  const achievements = useAchievements({ entityId })
  const metrics = useEntityMetrics({ entityId })
  const remove = useDeleteAchievement({ entityId })
  const confirmSave = useConfirmSave()
  const [draft, setDraft] = useState(emptyAchievementValues)
  const [deleteFailure, setDeleteFailure] = useState<string>()
  // The metric a new achievement counts starts at the community's first.
  const metricList = Array.isArray(metrics.data) ? metrics.data : []
  const values = draft.metric || metricList.length === 0 ? draft : { ...draft, metric: metricList[0]!.name }

  async function deleteAchievement(achievement: Achievement) {
    setDeleteFailure(undefined)
    try {
      await remove.mutateAsync({ key: achievement.key })
      confirmSave(labels.deleted(achievement.name))
      onChanged?.({ key: achievement.key, change: 'deleted' })
    } catch (error) {
      setDeleteFailure(saveErrorMessage(error, labels))
    }
  }
  if (achievements.isError && !achievements.data) {
    return <StatusView state="error" message={labels.error} cause={loadErrorCause(achievements.error, labels)} retryLabel={labels.retry} onRetry={() => void achievements.refetch()} />
  }
  if (!achievements.data) return skeleton
  const list = achievements.data
  return (
    <>
      {deleteFailure && (
        <p className="ek-achievement-editor__failure" role="alert">
          {deleteFailure}
        </p>
      )}
      {list.length === 0 ? (
        <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />
      ) : (
        <>
          <ul className="ek-achievement-editor__list" aria-label={labels.listLabel}>
            {list.map((achievement) => (
              <AchievementRow
                key={achievement.key}
                entityId={entityId}
                achievement={achievement}
                metrics={metricList}
                labels={labels}
                locale={locale}
                gateways={gateways}
                onChanged={(change) => onChanged?.(change)}
                onDelete={(removed) => void deleteAchievement(removed)}
              />
            ))}
          </ul>
          <p className="ek-achievement-editor__count ek-muted">{labels.achievementCount(list.length)}</p>
        </>
      )}
      <AchievementForm
        entityId={entityId}
        metrics={metricList}
        values={values}
        onValues={setDraft}
        labels={labels}
        onSaved={(change) => {
          setDraft(emptyAchievementValues)
          onChanged?.(change)
        }}
      />
    </>
  )
}
