import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { MembersTableLabels } from './MembersTableLabels.js'

/** Props of {@link MembersTable}. */
export type MembersTableProps = ComponentProps<MembersTableLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Level of the title heading; default 2 (its sections use the next level). */
  headingLevel?: HeadingLevel | undefined
  /** The chains offered when adding members; the first is chosen. Default ethereum, polygon, base, arbitrum, optimism. */
  chains?: readonly string[] | undefined
  /** Called after members were added, with the addresses as sent. */
  onAdded?: ((addresses: string[]) => void) | undefined
  /** Called after a counter was adjusted, with the change and its reason. */
  onAdjusted?: ((adjustment: MemberAdjustment) => void) | undefined
}

/** A manual change to one member's counter, with the reason the admin gave. */
export type MemberAdjustment = { address: string; metric: string; amount: number; reason: string }
