import { configure, getConfig, type WidgetConfig } from './config.js'
import { defineElements, mount, unmount, type MountOptions } from './elements.js'
import { iframe, type EngageFrame, type IframeOptions } from './iframe.js'
import { specs } from './specs.js'

/** The widget's script API (also `window.EngageKit` when loaded with a script tag). */
export type EngageKitApi = {
  /** The custom elements' tag names. */
  readonly elements: readonly string[]
  /** Sets page-wide defaults (`baseUrl`, `entityId`, `theme`, `storage`, `signTimeoutMs`). */
  configure(options: WidgetConfig): void
  /** The page-wide defaults in force. */
  getConfig(): WidgetConfig
  /** Renders a component into `target` (an `<engage-*>` element inside it); calling again updates its props. */
  mount(target: Element, options: MountOptions): HTMLElement
  /** Removes what `mount` rendered into `target`. */
  unmount(target: Element): void
  /** Shows one component in an iframe (embed.html), sized to its content. */
  iframe(container: Element, options: IframeOptions): EngageFrame
  /** Defines the custom elements (done on load; only needed with a scoped registry). */
  define(registry?: CustomElementRegistry): void
}

export const EngageKit: EngageKitApi = Object.freeze({
  elements: Object.freeze(specs.map((spec) => spec.tag)),
  configure,
  getConfig,
  mount,
  unmount,
  iframe,
  define: defineElements,
})
