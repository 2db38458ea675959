'use client'
import { useEffect, useRef, useState } from 'react'
import type { Achievement } from '../../../core/schemas/achievement.js'
import type { Metric } from '../../../core/schemas/metric.js'
import { useMetricName } from '../../useMetricName.js'
import { OverflowMenu } from '../admin/OverflowMenu.js'
import { BadgeArt } from '../Achievements/BadgeArt.js'
import { formatShare } from '../Achievements/formatShare.js'
import { formatExactNumber } from '../internal/formatNumber.js'
import type { AchievementEditorLabels } from './AchievementEditorLabels.js'
import type { AchievementChange } from './AchievementEditorProps.js'
import { AchievementForm } from './AchievementForm.js'
import { achievementValues, type AchievementValues } from './achievementValues.js'
import { AwardForm } from './AwardForm.js'

type Mode = 'idle' | 'edit' | 'award' | 'confirm'

type RowProps = {
  entityId: string
  achievement: Achievement
  metrics: readonly Metric[]
  labels: AchievementEditorLabels
  locale: string | undefined
  gateways: readonly string[] | undefined
  onChanged: (change: AchievementChange) => void
  /** Deletes the achievement (confirmed). */
  onDelete: (achievement: Achievement) => void
}

/** One achievement: its badge, name, key, what earns it and who has it; Edit in view, Award (manual ones) and Delete in its menu. */
export function AchievementRow({ entityId, achievement, metrics, labels, locale, gateways, onChanged, onDelete }: RowProps) {
  const [mode, setMode] = useState<Mode>('idle')
  const [values, setValues] = useState<AchievementValues>()
  const metricName = useMetricName()
  const edit = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLButtonElement | null>(null)
  const returnTo = useRef<'edit' | 'menu'>(undefined)
  // Back on the button that opened the form, once it is gone.
  useEffect(() => {
    if (mode !== 'idle' || !returnTo.current) return
    ;(returnTo.current === 'edit' ? edit.current : menu.current)?.focus()
    returnTo.current = undefined
  }, [mode])
  const close = () => {
    returnTo.current = mode === 'edit' ? 'edit' : 'menu'
    setMode('idle')
  }
  const { trigger } = achievement
  const exact = (value: number) => formatExactNumber(value, locale)
  const when = trigger.type === 'metric' ? labels.whenMetric(metricName(trigger.metric), exact(trigger.threshold)) : trigger.type === 'streak' ? labels.whenStreak(exact(trigger.length)) : labels.whenManual
  const completions = achievement.completions > 0 ? labels.completions(achievement.completions, formatShare(achievement.rarity, locale)) : labels.noCompletions
  const items = [
    ...(trigger.type === 'manual' ? [{ key: 'award', label: labels.award, onSelect: () => setMode('award') }] : []),
    { key: 'delete', label: labels.delete, tone: 'danger' as const, onSelect: () => setMode('confirm') },
  ]

  return (
    <li className="ek-achievement-editor__item" data-state={mode === 'idle' ? 'idle' : mode} data-key={achievement.key}>
      <div className="ek-achievement-editor__view">
        <span className="ek-achievement-editor__art">
          <BadgeArt achievementKey={achievement.key} trigger={trigger} imageUrl={achievement.imageUrl} gateways={gateways} />
        </span>
        <div className="ek-achievement-editor__text">
          <p className="ek-achievement-editor__name">
            {achievement.name} <code translate="no">{achievement.key}</code>
          </p>
          <p className="ek-achievement-editor__meta">
            <span>{when}</span>
            <span>{completions}</span>
          </p>
        </div>
        <div className="ek-achievement-editor__actions">
          <button
            ref={edit}
            type="button"
            className="ek-button"
            data-variant="secondary"
            data-size="small"
            aria-label={labels.editAchievement(achievement.name)}
            aria-expanded={mode === 'edit'}
            onClick={() => {
              setValues(achievementValues(achievement))
              setMode('edit')
            }}
          >
            {labels.edit}
          </button>
          <OverflowMenu label={labels.moreOf(achievement.name)} buttonRef={(node) => void (menu.current = node)} items={items} />
        </div>
      </div>
      {mode === 'edit' && values && (
        <AchievementForm
          entityId={entityId}
          achievement={achievement}
          metrics={metrics}
          values={values}
          onValues={setValues}
          labels={labels}
          onCancel={close}
          onSaved={(change) => {
            onChanged(change)
            close()
          }}
        />
      )}
      {mode === 'award' && <AwardForm entityId={entityId} achievement={achievement} labels={labels} onAwarded={(userAddress) => onChanged({ key: achievement.key, change: 'awarded', userAddress })} onDone={close} />}
      {mode === 'confirm' && <DeleteConfirm achievement={achievement} labels={labels} onCancel={close} onConfirm={onDelete} />}
    </li>
  )
}

type ConfirmProps = { achievement: Achievement; labels: AchievementEditorLabels; onCancel: () => void; onConfirm: (achievement: Achievement) => void }

/** Asks before deleting: the members who earned it lose it, and there is no undo. */
function DeleteConfirm({ achievement, labels, onCancel, onConfirm }: ConfirmProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => cancel.current?.focus(), [])
  return (
    <div className="ek-achievement-editor__confirm" role="group" aria-label={labels.confirmDelete(achievement.name)}>
      <p className="ek-achievement-editor__question">{labels.confirmDelete(achievement.name)}</p>
      <p className="ek-muted">{labels.confirmDeleteHint}</p>
      <div className="ek-form-actions">
        <button ref={cancel} type="button" className="ek-button" data-variant="ghost" onClick={onCancel}>
          {labels.cancel}
        </button>
        <button type="button" className="ek-button" data-variant="danger" onClick={() => onConfirm(achievement)}>
          {labels.delete}
        </button>
      </div>
    </div>
  )
}
