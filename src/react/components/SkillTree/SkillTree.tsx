'use client'
import { useId, useMemo } from 'react'
import type { Skill } from '../../../core/schemas/skill.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useSkills } from '../../hooks/useSkills.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { StatusView } from '../internal/StatusView.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { RowsSkeleton } from '../internal/RowsSkeleton.js'

const skeletonRows = [0, 1, 1, 0] as const
import { SignInPrompt } from '../internal/SignInPrompt.js'
import { defaultSkillTreeLabels, type SkillTreeLabels } from './SkillTreeLabels.js'
import { SkillTreeView } from './SkillTreeView.js'
import styles from './SkillTree.css?raw'
import { useLabels } from '../internal/useLabels.js'

export type { SkillTreeLabels } from './SkillTreeLabels.js'

/** Props of {@link SkillTree}. */
export type SkillTreeProps = ComponentProps<SkillTreeLabels> & {
  /** The entity whose skills are shown; defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Branches open at first: `true` for all, or the ids of the skills to open; default none. */
  defaultExpanded?: boolean | readonly string[] | undefined
  /** The selected skill's id, when the app controls selection; default uncontrolled. */
  selectedId?: string | null | undefined
  /** Called when the user selects a skill (click, Enter or Space). */
  onSelect?: ((skill: Skill) => void) | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined
}

/** The entity's skills as an expandable, keyboard-navigable tree, with the signed-in user's progress on each. */
export function SkillTree({ entityId, defaultExpanded, selectedId, onSelect, headingLevel = 2, labels: labelOverrides, className, unstyled, card, theme }: SkillTreeProps) {
  const labels = useLabels('SkillTree', defaultSkillTreeLabels, labelOverrides)
  const titleId = useId()
  const context = useEngagementContext()
  const query = useSkills({ entityId })
  const skills = useMemo(() => (Array.isArray(query.data) ? query.data : []), [query.data])
  const waiting = context.sessionState.status === 'reconnecting' || context.sessionState.status === 'signing'
  const state = !context.session
    ? waiting
      ? 'loading'
      : 'signed-out'
    : query.isError && query.data === undefined
      ? 'error'
      : query.isPending
        ? 'loading'
        : skills.length === 0
          ? 'empty'
          : 'ready'
  const heading = (
    <Heading level={headingLevel} id={titleId} className="ek-skill-tree__title">
      {labels.title}
    </Heading>
  )
  return (
    <ComponentRoot name="skill-tree" styles={styles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry} data-state={state}>
      {state !== 'ready' && heading}
      {state === 'signed-out' && <SignInPrompt message={labels.signedOut} signInLabel={labels.signIn} />}
      {state === 'loading' && <RowsSkeleton label={labels.loading} depths={skeletonRows} />}
      {state === 'error' && <StatusView state="error" message={labels.error} cause={loadErrorCause(query.error, labels)} retryLabel={labels.retry} onRetry={() => void query.refetch()} />}
      {state === 'empty' && (
        <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />
      )}
      {state === 'ready' && (
        <SkillTreeView skills={skills} heading={heading} titleId={titleId} labels={labels} defaultExpanded={defaultExpanded} selectedId={selectedId} onSelect={onSelect} />
      )}
    </ComponentRoot>
  )
}
