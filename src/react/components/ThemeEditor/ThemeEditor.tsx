'use client'
import formStyles from '../internal/form.css?raw'
import imageFieldStyles from '../ImageField/ImageField.css?raw'
import adminStyles from '../admin/adminForm.css?raw'
import cardViewStyles from '../DyNftCard/NftCardView.css?raw'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import styles from './ThemeEditor.css?raw'
import { ThemeEditorBody } from './ThemeEditorBody.js'
import { defaultThemeEditorLabels } from './ThemeEditorLabels.js'
import type { ThemeEditorProps } from './ThemeEditorProps.js'
import { useLabels } from '../internal/useLabels.js'

// The live preview is drawn with the NFT card's own markup and rules (shared with DyNftCard on the same page).
const allStyles = [formStyles, adminStyles, cardViewStyles, imageFieldStyles, styles]

/** An entity's NFT themes for its admins and owners (rows 12 to 16): create, edit with a live card, delete, set the default. */
export function ThemeEditor(props: ThemeEditorProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('ThemeEditor', defaultThemeEditorLabels, labelOverrides)
  return (
    <ComponentRoot name="theme-editor" styles={allStyles} className={className} unstyled={unstyled} card={card} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <ThemeEditorBody {...props} labels={labels} />
    </ComponentRoot>
  )
}
