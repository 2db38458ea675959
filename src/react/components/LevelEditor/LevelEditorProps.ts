import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { LevelEditorLabels } from './LevelEditorLabels.js'

/** Props of {@link LevelEditor}. */
export type LevelEditorProps = ComponentProps<LevelEditorLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: HeadingLevel | undefined
  /** Called after a level was added, changed or deleted, with the level number and what happened. */
  onChanged?: ((change: { level: number; change: 'added' | 'xp' | 'requirements' | 'deleted' | 'restored' }) => void) | undefined
}
