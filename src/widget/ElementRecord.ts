import type { EngagementTheme } from '../react/AppearanceContext.js'
import type { ElementSpec } from './specs.js'

/** One element on the page as the shared root sees it. */
export type ElementRecord = {
  id: string
  host: HTMLElement
  /** Where the component renders: a node in the element's open shadow root. */
  container: HTMLElement
  spec: ElementSpec
  /** The component's props, resolved from attributes, properties and page defaults (no `baseUrl`). */
  props: Record<string, unknown>
  entityId: string | undefined
  theme: EngagementTheme | undefined
  /** The IPFS gateways every picture of this element goes through (the element's, else the page's). */
  gateways: readonly string[] | undefined
  /** The element's `lang`; undefined follows the browser's language. */
  lang: string | undefined
  /** Bumped on every change, so only changed elements re-render. */
  version: number
}
