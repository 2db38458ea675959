import { createElement } from 'react'
import type { EngagementTheme } from '../react/AppearanceContext.js'
import { ensureStyles } from '../react/styles/ensureStylesheet.js'
import { getConfig, normalizeBaseUrl, subscribeConfig } from './config.js'
import { emit } from './events.js'
import { Group } from './group.js'
import { GroupRoot } from './GroupRoot.js'
import { defineElementClasses, type ElementHooks } from './defineElementClasses.js'
import { parseAttribute, specByComponent, specs, toKebab, type ComponentName, type ElementSpec } from './specs.js'

const groups = new Map<string, Group>()

/** The shared root of a service (base URL), created (and rendered) on first use. */
export function groupFor(baseUrl: string): Group {
  let group = groups.get(baseUrl)
  if (!group) {
    const { storage, signTimeoutMs } = getConfig()
    group = new Group(baseUrl, { storage, signTimeoutMs })
    groups.set(baseUrl, group)
    group.mount((created) => createElement(GroupRoot, { group: created }))
  }
  return group
}

type ElementState = {
  id: string
  spec: ElementSpec
  /** Values set through properties (kept by the element class); they win over attributes. */
  values: ReadonlyMap<string, unknown>
  container: HTMLElement | null
  group: Group | null
  version: number
  scheduled: boolean
  missingConfig: boolean
}

const states = new WeakMap<HTMLElement, ElementState>()
const live = new Set<HTMLElement>()
let nextId = 0

// The host element's own box; everything else lives in the component's root, which resets inherited styles.
const hostCss = ':host{display:block}:host([hidden]){display:none}'
const hostSheets = new WeakMap<Document, CSSStyleSheet>()

function adoptHostSheet(shadow: ShadowRoot): void {
  const doc = shadow.ownerDocument
  const Sheet = (doc.defaultView)?.CSSStyleSheet
  if (!('adoptedStyleSheets' in shadow) || typeof Sheet?.prototype.replaceSync !== 'function') return
  let sheet = hostSheets.get(doc)
  if (!sheet) {
    sheet = new Sheet()
    sheet.replaceSync(hostCss)
    hostSheets.set(doc, sheet)
  }
  if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet]
}

function isTheme(value: unknown): value is EngagementTheme {
  return value === 'light' || value === 'dark' || value === 'auto'
}

function containerOf(host: HTMLElement, state: ElementState): HTMLElement {
  if (state.container) return state.container
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  adoptHostSheet(shadow)
  const container = host.ownerDocument.createElement('div')
  container.setAttribute('part', 'content')
  shadow.append(container)
  state.container = container
  return container
}

function showMissingConfig(host: HTMLElement, state: ElementState, container: HTMLElement): void {
  if (state.missingConfig) return
  state.missingConfig = true
  const doc = host.ownerDocument
  const root = doc.createElement('div')
  root.className = 'ek-root'
  root.setAttribute('data-ek-theme', 'auto')
  root.setAttribute('data-state', 'error')
  const message = doc.createElement('p')
  message.textContent = 'engagekit: no service to talk to. Set base-url on this element, data-base-url on the script tag, or call EngageKit.configure({ baseUrl }).'
  root.append(message)
  container.replaceChildren(root)
  ensureStyles(root, undefined)
  emit(host, 'error', { message: message.textContent, kind: 'invalid-input', code: 'missing-base-url' })
}

/** Reads the element's attributes, properties and the page defaults, and hands the result to its service's root. */
function refresh(host: HTMLElement, state: ElementState): void {
  const config = getConfig()
  const props: Record<string, unknown> = {}
  for (const [name, kind] of Object.entries(state.spec.props)) {
    const value = state.values.has(name) ? state.values.get(name) : parseAttribute(kind, host.getAttribute(toKebab(name)))
    if (value !== undefined) props[name] = value
  }
  const baseUrl = normalizeBaseUrl(typeof props.baseUrl === 'string' ? props.baseUrl : config.baseUrl)
  delete props.baseUrl
  const entityId = typeof props.entityId === 'string' && props.entityId !== '' ? props.entityId : config.entityId
  if (entityId === undefined) delete props.entityId
  else props.entityId = entityId
  if ('gateways' in state.spec.props && props.gateways === undefined && config.ipfsGateways) props.gateways = config.ipfsGateways
  const theme = isTheme(props.theme) ? props.theme : config.theme
  if (theme === undefined) delete props.theme
  else props.theme = theme

  const container = containerOf(host, state)
  if (!baseUrl) {
    state.group?.remove(host)
    state.group = null
    showMissingConfig(host, state, container)
    return
  }
  if (state.missingConfig) {
    state.missingConfig = false
    container.replaceChildren()
  }
  const group = groupFor(baseUrl)
  if (state.group && state.group !== group) state.group.remove(host)
  state.group = group
  const gateways = Array.isArray(props.gateways) ? (props.gateways as readonly string[]) : config.ipfsGateways
  const lang = host.getAttribute('lang')?.trim() || undefined
  group.put({ id: state.id, host, container, spec: state.spec, props, entityId, theme, gateways, lang, version: ++state.version })
}

function schedule(host: HTMLElement, state: ElementState): void {
  if (state.scheduled) return
  state.scheduled = true
  queueMicrotask(() => {
    state.scheduled = false
    if (host.isConnected) refresh(host, state)
  })
}

subscribeConfig(() => {
  for (const host of live) {
    const state = states.get(host)
    if (state) schedule(host, state)
  }
})

const specByTag = new Map(specs.map((spec) => [spec.tag, spec]))

/** What the `<engage-*>` elements call: the connected ones are drawn by their service's shared root. */
export const elementHooks: ElementHooks = {
  connect(host, values) {
    const spec = specByTag.get(host.localName as ElementSpec['tag'])
    if (!spec) return
    let state = states.get(host)
    if (!state) {
      state = { id: `ek-${++nextId}`, spec, values, container: null, group: null, version: 0, scheduled: false, missingConfig: false }
      states.set(host, state)
    }
    live.add(host)
    refresh(host, state)
  },
  change(host) {
    const state = states.get(host)
    if (state && host.isConnected) schedule(host, state)
  },
  disconnect(host) {
    // Wait a moment: an element moved elsewhere in the page is disconnected and connected again at once.
    queueMicrotask(() => {
      if (host.isConnected) return
      const state = states.get(host)
      live.delete(host)
      state?.group?.remove(host)
      if (state) state.group = null
    })
  },
}

/** Defines every `<engage-*>` element that is not defined yet (elements already in the page upgrade). */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  defineElementClasses(specs, elementHooks, registry)
}

/** Options of {@link mount}: the component and its props (camelCase, any value). */
export type MountOptions = { component: ComponentName } & Record<string, unknown>

const mounted = new WeakMap<Element, HTMLElement>()

/** Renders a component inside `target` (as its `<engage-*>` element) and returns that element; again = update. */
export function mount(target: Element, options: MountOptions): HTMLElement {
  const spec = specByComponent.get(options.component)
  if (!spec) throw new TypeError(`engagekit: unknown component '${String(options.component)}'; use one of ${specs.map((item) => item.component).join(', ')}.`)
  defineElements()
  let element = mounted.get(target)
  if (!element || element.localName !== spec.tag) {
    element?.remove()
    element = target.ownerDocument.createElement(spec.tag)
    mounted.set(target, element)
  }
  for (const [key, value] of Object.entries(options)) {
    if (key === 'component') continue
    if (key in spec.props) (element as unknown as Record<string, unknown>)[key] = value
    else console.warn(`engagekit: ${spec.tag} has no prop '${key}'.`)
  }
  if (element.parentNode !== target) target.append(element)
  return element
}

/** Removes what {@link mount} rendered into `target`. */
export function unmount(target: Element): void {
  mounted.get(target)?.remove()
  mounted.delete(target)
}
