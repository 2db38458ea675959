// The `<engage-*>` element classes, without what draws them: small enough for the script-tag loader, which defines
// the elements the moment it runs and hands them the widget module's hooks once that has arrived. Imports nothing
// but the element specs.
import { parseAttribute, toKebab, type ElementSpec } from './specs.js'

/** What an element's lifecycle asks of the widget module: drawing, updating and removing its component. */
export type ElementHooks = {
  /** The element is in the page: draw it. `values` holds the props set as properties (attributes are read from the element). */
  connect(host: HTMLElement, values: ReadonlyMap<string, unknown>): void
  /** An attribute or a property changed while the element was in the page. */
  change(host: HTMLElement): void
  /** The element left the page (it may come back at once, when it was moved). */
  disconnect(host: HTMLElement): void
}

/** The hooks, or a function that loads them on first use (the loader's way: elements exist before the widget module). */
export type ElementHooksSource = ElementHooks | (() => Promise<ElementHooks>)

/** Defines every element of `specs` that `registry` does not have yet; elements already in the page upgrade. */
export function defineElementClasses(specs: readonly ElementSpec[], source: ElementHooksSource, registry: CustomElementRegistry = customElements): void {
  let hooks = typeof source === 'function' ? undefined : source
  let loading: Promise<ElementHooks> | undefined
  // Calls made before the hooks arrive wait for them, in the order they were made.
  const withHooks = (task: (loaded: ElementHooks) => void) => {
    if (hooks) return task(hooks)
    loading ??= (source as () => Promise<ElementHooks>)().then((loaded) => (hooks = loaded))
    // A module that failed to load was reported by whoever loads it; the elements stay empty.
    loading.then(task, () => undefined)
  }
  for (const spec of specs) if (!registry.get(spec.tag)) registry.define(spec.tag, elementClass(spec, withHooks))
}

function elementClass(spec: ElementSpec, withHooks: (task: (hooks: ElementHooks) => void) => void): CustomElementConstructor {
  const names = Object.keys(spec.props)
  // Props set as properties, per element; they win over attributes.
  const values = new WeakMap<HTMLElement, Map<string, unknown>>()
  const valuesOf = (host: HTMLElement) => values.get(host) ?? values.set(host, new Map()).get(host)!

  class EngageElement extends HTMLElement {
    // `lang` is the element's own language (HTML's attribute, read as it is): the component speaks it.
    static readonly observedAttributes = [...names.map(toKebab), 'lang']

    constructor() {
      super()
      const own = valuesOf(this)
      // Properties set before the element was defined sit on the instance and hide the accessors: take them over.
      for (const name of names) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue
        const value = (this as unknown as Record<string, unknown>)[name]
        delete (this as unknown as Record<string, unknown>)[name]
        if (value !== undefined) own.set(name, value)
      }
    }

    connectedCallback(): void {
      withHooks((hooks) => this.isConnected && hooks.connect(this, valuesOf(this)))
    }

    disconnectedCallback(): void {
      withHooks((hooks) => hooks.disconnect(this))
    }

    attributeChangedCallback(_name: string, before: string | null, after: string | null): void {
      if (before !== after && this.isConnected) withHooks((hooks) => hooks.change(this))
    }
  }
  for (const name of names) {
    const kind = spec.props[name]!
    Object.defineProperty(EngageElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const own = valuesOf(this)
        return own.has(name) ? own.get(name) : parseAttribute(kind, this.getAttribute(toKebab(name)))
      },
      set(this: HTMLElement, value: unknown) {
        const own = valuesOf(this)
        if (value === undefined) own.delete(name)
        else own.set(name, value)
        if (this.isConnected) withHooks((hooks) => hooks.change(this))
      },
    })
  }
  return EngageElement
}
