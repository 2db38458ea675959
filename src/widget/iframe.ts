import type { Session } from '../core/types.js'
import type { EngagementTheme } from '../react/AppearanceContext.js'
import { getConfig, normalizeBaseUrl } from './config.js'
import { groupFor } from './elements.js'
import { emit } from './events.js'
import { forwardedEvents, isProtocolMessage, toParam, toSession, type ParentMessage } from './protocol.js'
import { specByComponent, type ComponentName } from './specs.js'

/** Options of `EngageKit.iframe`. */
export type IframeOptions = {
  component: ComponentName
  /** The service root; default the page-wide `baseUrl`. */
  baseUrl?: string | undefined
  /** Default the page-wide `entityId`. */
  entityId?: string | undefined
  /** Whose data to show; default the session's user. */
  userAddress?: string | undefined
  theme?: EngagementTheme | undefined
  /** Other props of the component (lists as arrays, objects as JSON-able values). */
  props?: Record<string, unknown> | undefined
  /** Origin that serves embed.html; default the origin the widget script came from. */
  origin?: string | undefined
  /** Full URL of embed.html; default embed.html next to the widget script (on `origin`, when given). */
  src?: string | undefined
  /** The iframe's accessible name; default "engagekit <component>". */
  title?: string | undefined
  /** Height before the content reports its own, in px; default 120. */
  initialHeight?: number | undefined
  /** A session to start with (sent only to the iframe's exact origin). */
  session?: Session | null | undefined
  /** Keep the iframe signed in as this page is (same base URL): sign-in and sign-out on the page follow. */
  shareSession?: boolean | undefined
}

/** What `EngageKit.iframe` returns. */
export type EngageFrame = {
  element: HTMLIFrameElement
  /** The iframe's origin: the only one messages are accepted from and sent to. */
  origin: string
  /** Hands a session to the iframe (null signs it out); it goes to the iframe's origin only. */
  setSession(session: Session | null): void
  /** Changes props (e.g. `userAddress`) without reloading the iframe. */
  update(props: Record<string, unknown>): void
  /** Removes the iframe and stops listening. */
  destroy(): void
}

let frameCount = 0

// embed.html sits next to the widget script (kept in a variable so bundlers do not treat it as an asset import).
const scriptUrl: string = import.meta.url

function defaultEmbedUrl(origin: string | undefined): URL {
  const next = new URL('embed.html', scriptUrl)
  return origin ? new URL(next.pathname, origin) : next
}

/** Creates an iframe that shows one component, sized to its content and talking only to its own origin. */
export function iframe(container: Element, options: IframeOptions): EngageFrame {
  const spec = specByComponent.get(options.component)
  if (!spec) throw new TypeError(`engagekit: unknown component '${String(options.component)}'.`)
  const config = getConfig()
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? config.baseUrl)
  const frameId = `f${++frameCount}-${Math.random().toString(36).slice(2, 10)}`
  const url = options.src ? new URL(options.src, document.baseURI) : defaultEmbedUrl(options.origin)
  const origin = url.origin
  const params = url.searchParams
  params.set('component', options.component)
  const entries: Record<string, unknown> = {
    // The page's IPFS gateways (data-ipfs-gateways) reach a framed component that shows pictures, as they reach its
    // elements: nothing asks a gateway the page did not name.
    ...('gateways' in spec.props && config.ipfsGateways ? { gateways: config.ipfsGateways } : {}),
    ...options.props,
    baseUrl,
    entityId: options.entityId ?? config.entityId,
    userAddress: options.userAddress,
    theme: options.theme ?? config.theme,
  }
  for (const [key, value] of Object.entries(entries)) {
    const text = toParam(value)
    if (text !== null) params.set(key, text)
  }
  params.set('parentOrigin', window.location.origin)
  params.set('frame', frameId)

  const element = document.createElement('iframe')
  element.src = url.href
  element.title = options.title ?? `engagekit ${options.component.replace(/-/g, ' ')}`
  element.setAttribute('scrolling', 'no')
  element.style.border = '0'
  element.style.display = 'block'
  element.style.width = '100%'
  element.style.colorScheme = 'normal'
  element.style.height = `${options.initialHeight ?? 120}px`

  let ready = false
  let pending: ParentMessage[] = []
  let lastSession: string | undefined
  const send = (message: ParentMessage) => {
    if (!ready) {
      pending = [...pending.filter((item) => item.type !== message.type || message.type === 'update'), message]
      return
    }
    // Exactly the iframe's origin: if it navigated elsewhere, the browser drops the message.
    element.contentWindow?.postMessage(message, origin)
  }
  const setSession = (session: Session | null) => {
    const value = session === null ? null : toSession(session)
    if (session !== null && !value) throw new TypeError('engagekit: setSession takes { address, signature } or null.')
    const key = JSON.stringify(value)
    if (key === lastSession) return
    lastSession = key
    send({ engagekit: 1, frame: frameId, type: 'session', session: value })
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== element.contentWindow || event.origin !== origin || !isProtocolMessage(event.data, frameId)) return
    const { type } = event.data
    if (type === 'ready') {
      ready = true
      const queued = pending
      pending = []
      for (const message of queued) send(message)
    } else if (type === 'resize') {
      const height = Number(event.data.height)
      if (Number.isFinite(height) && height >= 0 && height < 100_000) element.style.height = `${Math.ceil(height)}px`
    } else if (type === 'sign-in-request' || (forwardedEvents as readonly string[]).includes(type)) {
      emit(element, type as (typeof forwardedEvents)[number] | 'sign-in-request', event.data.detail)
    }
  }
  window.addEventListener('message', onMessage)

  let stopSharing: (() => void) | undefined
  if (options.session !== undefined) setSession(options.session)
  if (options.shareSession && baseUrl) stopSharing = groupFor(baseUrl).watchSession((session) => setSession(session))

  container.append(element)

  return {
    element,
    origin,
    setSession,
    update(props) {
      const text: Record<string, string | null> = {}
      for (const [key, value] of Object.entries(props)) text[key] = toParam(value)
      send({ engagekit: 1, frame: frameId, type: 'update', props: text })
    },
    destroy() {
      window.removeEventListener('message', onMessage)
      stopSharing?.()
      element.remove()
    },
  }
}
