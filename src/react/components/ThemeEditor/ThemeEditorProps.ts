import type { Theme } from '../../../core/schemas/theme.js'
import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { ThemeEditorLabels } from './ThemeEditorLabels.js'

/** Props of {@link ThemeEditor}. */
export type ThemeEditorProps = ComponentProps<ThemeEditorLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: HeadingLevel | undefined
  /** IPFS gateways for the image previews; default the provider's, else public ones. */
  gateways?: readonly string[] | undefined
  /**
   * The unit a theme's price is in: the currency its NFT is minted for on the entity's chain (the service keeps a bare
   * amount such as `0.05`); default `ETH`. Shown as the reader's language writes money: "ETH 0.05", "0,05 ETH".
   */
  priceUnit?: string | undefined
  /** Called after a theme was created or saved, with the theme the service returned (or as sent). */
  onSaved?: ((theme: Theme) => void) | undefined
}
