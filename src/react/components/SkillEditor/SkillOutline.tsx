'use client'
import { useMemo } from 'react'
import type { Skill } from '../../../core/schemas/skill.js'
import { buildSkillTree, type SkillNode } from '../SkillTree/buildSkillTree.js'
import type { SkillEditorLabels } from './SkillEditorLabels.js'

/** A skill sent to the service and not yet confirmed. */
export type PendingSkill = { name: string; description: string; parentId: string | null }

type OutlineProps = { skills: readonly Skill[]; pending: readonly PendingSkill[]; labels: SkillEditorLabels }

/** The entity's skills as nested lists (a skill under its parent), with skills being added shown where they will go. */
export function SkillOutline({ skills, pending, labels }: OutlineProps) {
  const tree = useMemo(() => buildSkillTree(skills), [skills])
  const pendingUnder = (parentId: string | null) => pending.filter((skill) => (skill.parentId ?? null) === parentId)
  return <SkillLevel nodes={tree.roots} pending={pendingUnder(null)} pendingUnder={pendingUnder} labels={labels} root />
}

type LevelProps = {
  nodes: readonly SkillNode[]
  pending: readonly PendingSkill[]
  pendingUnder: (parentId: string | null) => PendingSkill[]
  labels: SkillEditorLabels
  root?: boolean
}

function SkillLevel({ nodes, pending, pendingUnder, labels, root }: LevelProps) {
  if (nodes.length === 0 && pending.length === 0) return null
  return (
    <ul className={root ? 'ek-skill-editor__tree' : 'ek-skill-editor__children'}>
      {nodes.map((node) => (
        <li key={node.skill.id} className="ek-skill-editor__skill" data-state="saved">
          <SkillText name={node.skill.name} description={node.skill.description} />
          <SkillLevel nodes={node.children} pending={pendingUnder(node.skill.id)} pendingUnder={pendingUnder} labels={labels} />
        </li>
      ))}
      {pending.map((skill) => (
        <li key={`pending-${skill.name}`} className="ek-skill-editor__skill" data-state="pending" aria-busy="true">
          <SkillText name={skill.name} description={skill.description} status={labels.adding} />
        </li>
      ))}
    </ul>
  )
}

function SkillText({ name, description, status }: { name: string; description: string; status?: string }) {
  return (
    <div className="ek-skill-editor__text">
      <span className="ek-skill-editor__name">{name}</span>
      {status && <span className="ek-skill-editor__status">{status}</span>}
      {description && <span className="ek-skill-editor__description ek-muted">{description}</span>}
    </div>
  )
}
