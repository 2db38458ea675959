'use client'
import formStyles from '../internal/form.css?raw'
import adminStyles from '../admin/adminForm.css?raw'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import styles from './SkillEditor.css?raw'
import { SkillEditorBody } from './SkillEditorBody.js'
import { defaultSkillEditorLabels } from './SkillEditorLabels.js'
import type { SkillEditorProps } from './SkillEditorProps.js'
import { useLabels } from '../internal/useLabels.js'

const allStyles = [formStyles, adminStyles, styles]

/** An entity's skill tree for its admins and owners to grow: one skill at a time or a pasted list (rows 17 to 19). */
export function SkillEditor(props: SkillEditorProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('SkillEditor', defaultSkillEditorLabels, labelOverrides)
  return (
    <ComponentRoot name="skill-editor" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <SkillEditorBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
