'use client'
import formStyles from '../internal/form.css?raw'
import adminStyles from '../admin/adminForm.css?raw'
import badgeStyles from '../Achievements/BadgeArt.css?raw'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { useLabels } from '../internal/useLabels.js'
import styles from './AchievementEditor.css?raw'
import { AchievementEditorBody } from './AchievementEditorBody.js'
import { defaultAchievementEditorLabels } from './AchievementEditorLabels.js'
import type { AchievementEditorProps } from './AchievementEditorProps.js'

const allStyles = [formStyles, adminStyles, badgeStyles, styles]

/**
 * An entity's achievements, for its admins and owners: add one (key, name, description, image and what earns it: a
 * metric's number, a streak or an award), edit it, delete it, and award the manual ones by hand.
 */
export function AchievementEditor(props: AchievementEditorProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('AchievementEditor', defaultAchievementEditorLabels, labelOverrides)
  return (
    <ComponentRoot name="achievement-editor" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <AchievementEditorBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
