'use client'
import { useQuery } from '@tanstack/react-query'
import { listSkillsQueryOptions } from '../../../query/listSkills.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import type { SkillEditorLabels } from './SkillEditorLabels.js'

/** The service's default skills (row 17 without an entity), read-only and set apart from the entity's own. */
export function DefaultSkills({ labels, sub }: { labels: SkillEditorLabels; sub: HeadingLevel }) {
  const context = useEngagementContext()
  const defaults = useQuery(listSkillsQueryOptions(context.client, { session: context.session }), context.queryClient)
  if (!defaults.data && !defaults.isError) return null
  return (
    <div className="ek-skill-editor__section ek-skill-editor__defaults">
      <Heading level={sub} className="ek-skill-editor__subtitle">
        {labels.defaultsTitle}
      </Heading>
      <p className="ek-muted ek-skill-editor__hint">{labels.defaultsHint}</p>
      {defaults.data ? (
        <ul className="ek-skill-editor__chips">
          {defaults.data.map((skill) => (
            <li key={skill.id} className="ek-skill-editor__chip" title={skill.description || undefined}>
              {skill.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="ek-muted">{labels.defaultsError}</p>
      )}
    </div>
  )
}
