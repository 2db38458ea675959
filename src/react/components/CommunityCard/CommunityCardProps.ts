import type { ComponentProps } from '../internal/ComponentProps.js'
import type { CommunityCardLabels } from './CommunityCardLabels.js'

/** Props of {@link CommunityCard}. */
export type CommunityCardProps = ComponentProps<CommunityCardLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** IPFS gateways tried in order for the banner and logo; default the provider's `ipfsGateways`, else public gateways. */
  gateways?: readonly string[] | undefined
  /** Locale for numbers; default the language the provider shows. */
  locale?: string | undefined
  /** Level of the community's name heading; default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined
}
