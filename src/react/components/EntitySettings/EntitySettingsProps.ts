import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { EntitySettingsLabels } from './EntitySettingsLabels.js'

/** Props of {@link EntitySettings}. */
export type EntitySettingsProps = ComponentProps<EntitySettingsLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: HeadingLevel | undefined
  /** IPFS gateways for the image previews; default the provider's, else public ones. */
  gateways?: readonly string[] | undefined
  /** Called after the settings were saved. */
  onSaved?: (() => void) | undefined
}
