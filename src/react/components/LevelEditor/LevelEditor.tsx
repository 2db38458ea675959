'use client'
import formStyles from '../internal/form.css?raw'
import adminStyles from '../admin/adminForm.css?raw'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import styles from './LevelEditor.css?raw'
import { LevelEditorBody } from './LevelEditorBody.js'
import { defaultLevelEditorLabels } from './LevelEditorLabels.js'
import type { LevelEditorProps } from './LevelEditorProps.js'
import { useLabels } from '../internal/useLabels.js'

const allStyles = [formStyles, adminStyles, styles]

/** An entity's levels on one XP scale, for its admins and owners to add, re-threshold, describe and delete (rows 20-24). */
export function LevelEditor(props: LevelEditorProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('LevelEditor', defaultLevelEditorLabels, labelOverrides)
  return (
    <ComponentRoot name="level-editor" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <LevelEditorBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
