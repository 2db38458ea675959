import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { AdminPanelComponentLabels, AdminPanelLabels, AdminPanelTab } from './AdminPanelLabels.js'
import type { AdminPanelSaved } from './AdminPanelSaved.js'

/** Props of {@link AdminPanel}. */
export type AdminPanelProps = ComponentProps<AdminPanelLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Which tabs show, in order; default all (API keys and webhooks for owners, and achievements, on a service that offers them). */
  tabs?: readonly AdminPanelTab[] | undefined
  /** The tab open at first; default the first. */
  defaultTab?: AdminPanelTab | undefined
  /** Level of the panel's title; the tabs' titles are one below. Default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | undefined
  /** Labels of the components in the tabs. */
  componentLabels?: AdminPanelComponentLabels | undefined
  /** IPFS gateways for image previews; default the provider's, else public ones. */
  gateways?: readonly string[] | undefined
  /**
   * The unit NFT theme prices are in (ThemeEditor's `priceUnit`); default the native currency of the chain the
   * community's contracts name (ETH on Ethereum, POL on Polygon), else ETH.
   */
  priceUnit?: string | undefined
  /** The chains offered when adding members (MembersTable's `chains`). */
  chains?: readonly string[] | undefined
  /** Called after a change in any tab was saved, with the tab and what its component reports. */
  onSaved?: ((saved: AdminPanelSaved) => void) | undefined
}

/** A heading level one below `level`. */
export const nextHeadingLevel = (level: 2 | 3 | 4 | 5): HeadingLevel => (level + 1) as HeadingLevel
