import type { ReactNode } from 'react'
import { SkillTree } from '../../react/components/SkillTree/SkillTree.js'
import type { ElementRecord } from '../ElementRecord.js'
import { emit } from '../events.js'

/** `<engage-skill-tree>`: the widget's chunk for SkillTree; a chosen skill is a `select` event on the element. */
export default function SkillTreeElement({ record }: { record: ElementRecord }): ReactNode {
  const { host } = record
  return <SkillTree {...(record.props)} onSelect={(skill: unknown) => emit(host, 'select', { skill })} />
}
