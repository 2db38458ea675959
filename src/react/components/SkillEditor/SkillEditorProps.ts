import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { SkillEditorLabels } from './SkillEditorLabels.js'

/** Props of {@link SkillEditor}. */
export type SkillEditorProps = ComponentProps<SkillEditorLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Level of the title heading; default 2 (its sections use the next level). */
  headingLevel?: HeadingLevel | undefined
  /** Called after skills were added, with the names as sent. */
  onAdded?: ((names: string[]) => void) | undefined
}
