'use client'
import formStyles from '../internal/form.css?raw'
import imageFieldStyles from '../ImageField/ImageField.css?raw'
import adminStyles from '../admin/adminForm.css?raw'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import styles from './EntitySettings.css?raw'
import { EntitySettingsBody } from './EntitySettingsBody.js'
import { defaultEntitySettingsLabels } from './EntitySettingsLabels.js'
import type { EntitySettingsProps } from './EntitySettingsProps.js'
import { useLabels } from '../internal/useLabels.js'

const allStyles = [formStyles, adminStyles, imageFieldStyles, styles]

/** An entity's settings (rows 6 and 7): owners edit them, admins read them. */
export function EntitySettings(props: EntitySettingsProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('EntitySettings', defaultEntitySettingsLabels, labelOverrides)
  return (
    <ComponentRoot name="entity-settings" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <EntitySettingsBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
