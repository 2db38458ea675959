import type { EngagementTheme } from '../../AppearanceContext.js'

/** Props every styled component takes. */
export type ComponentProps<TLabels> = {
  /** Extra class names on the component's root. */
  className?: string | undefined
  /** Renders the markup and ARIA without engagekit's styles, for apps that style everything themselves. */
  unstyled?: boolean | undefined
  /** Color scheme for this component; defaults to the provider's. */
  theme?: EngagementTheme | undefined
  /** Replaces any visible string (translation). */
  labels?: Partial<TLabels> | undefined
}
