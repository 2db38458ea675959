import type { EngagementTheme } from '../../AppearanceContext.js'

/** Props every styled component takes. */
export type ComponentProps<TLabels> = {
  /** Extra class names on the component's root. */
  className?: string | undefined
  /** Renders the markup and ARIA without engagekit's styles, for apps that style everything themselves. */
  unstyled?: boolean | undefined
  /**
   * Default true: the component is a card (its own surface, border and title). false: none of them (the title stays
   * for assistive tech), for a host that frames the component itself: a card of its own, a dialog, a sidebar.
   */
  card?: boolean | undefined
  /** Color scheme for this component; defaults to the provider's. */
  theme?: EngagementTheme | undefined
  /** Replaces any visible string (translation). */
  labels?: Partial<TLabels> | undefined
}
