'use client'
import { useId, useState, type ReactNode } from 'react'
import { useEngagementContext } from '../../EngagementContext.js'
import { useSkills } from '../../hooks/useSkills.js'
import { AdminGate } from '../admin/AdminGate.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { StatusView } from '../internal/StatusView.js'
import { AddSkillForm } from './AddSkillForm.js'
import { DefaultSkills } from './DefaultSkills.js'
import { PasteSkillsForm } from './PasteSkillsForm.js'
import type { SkillEditorLabels } from './SkillEditorLabels.js'
import type { SkillEditorProps } from './SkillEditorProps.js'
import { SkillOutline, type PendingSkill } from './SkillOutline.js'

type Labelled = SkillEditorProps & { labels: SkillEditorLabels }

/** Title, then the gate (who may edit), then the tree, the two ways to add, and the service's defaults. */
export function SkillEditorBody(props: Labelled) {
  const { labels, headingLevel = 2 } = props
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const titleId = useId()
  const skeleton = <StatusView state="loading" label={labels.loading} />
  const sub = Math.min(headingLevel + 1, 6) as HeadingLevel
  return (
    <section className="ek-admin-body ek-skill-editor__body" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="ek-skill-editor__title">
        {labels.title}
      </Heading>
      <AdminGate entityId={entityId} labels={labels} skeleton={skeleton}>
        {() => <SkillEditorContent entityId={entityId!} labels={labels} skeleton={skeleton} sub={sub} onAdded={props.onAdded} />}
      </AdminGate>
    </section>
  )
}

type ContentProps = { entityId: string; labels: SkillEditorLabels; skeleton: ReactNode; sub: HeadingLevel; onAdded: SkillEditorProps['onAdded'] }

function SkillEditorContent({ entityId, labels, skeleton, sub, onAdded }: ContentProps) {
  const skills = useSkills({ entityId })
  // Skills sent but not yet confirmed: drawn at once, gone again if the service refuses them.
  const [pending, setPending] = useState<PendingSkill[]>([])
  if (skills.isError && !skills.data) {
    return <StatusView state="error" message={labels.error} cause={loadErrorCause(skills.error, labels)} retryLabel={labels.retry} onRetry={() => void skills.refetch()} />
  }
  if (!skills.data) return skeleton
  const list = skills.data
  const names = list.map((skill) => skill.name)
  const adding = async (sent: PendingSkill[], send: () => Promise<unknown>) => {
    setPending((current) => [...current, ...sent])
    try {
      await send()
      onAdded?.(sent.map((skill) => skill.name))
    } finally {
      setPending((current) => current.filter((skill) => !sent.includes(skill)))
    }
  }
  // Loaded: the two forms confirm their saves in the component's toast.
  return (
    <SaveToasts>
      <div className="ek-skill-editor__section">
        <Heading level={sub} className="ek-skill-editor__subtitle">
          {labels.treeTitle}
        </Heading>
        {list.length === 0 && pending.length === 0 ? (
          <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />
        ) : (
          <>
            <SkillOutline skills={list} pending={pending} labels={labels} />
            <p className="ek-skill-editor__count ek-muted">{labels.skillCount(list.length)}</p>
          </>
        )}
      </div>
      <div className="ek-skill-editor__forms">
        <AddSkillForm entityId={entityId} skills={list} labels={labels} sub={sub} onAdding={adding} />
        <PasteSkillsForm entityId={entityId} existing={names} labels={labels} sub={sub} onAdding={adding} />
      </div>
      <DefaultSkills labels={labels} sub={sub} />
    </SaveToasts>
  )
}
