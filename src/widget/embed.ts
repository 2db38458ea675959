import { loadLocaleMessages } from '../react/locales/loadLocaleMessages.js'
import { browserLanguages, resolveLocale } from '../react/locales/supportedLocales.js'
import { defaultWidgetLabels } from '../react/locales/WidgetLabels.js'
import { configure, normalizeBaseUrl } from './config.js'
import { groupFor } from './elements.js'
import { markEmbedded } from './embedState.js'
import { forwardedEvents, isProtocolMessage, reservedParams, toOrigin, toSession, type FrameMessage } from './protocol.js'
import { specByComponent, toCamel, toKebab, type ComponentName } from './specs.js'

/**
 * Runs embed.html: draws the component named in the query string, reports its height to the page around it, and
 * takes a session only from origins that page allowed (`parentOrigin` / `allowedOrigins`). The session is only ever
 * sent to this page's own base URL; nothing sent out carries a signature.
 */
export function bootEmbed(): void {
  markEmbedded()
  const params = new URLSearchParams(window.location.search)
  const frame = params.get('frame') ?? ''
  const allowed = new Set<string>()
  for (const value of [params.get('parentOrigin'), ...(params.get('allowedOrigins') ?? '').split(',')]) {
    const origin = toOrigin(value?.trim())
    if (origin) allowed.add(origin)
  }
  const framed = window.parent !== window
  // Framed, the session comes from the page around it (or a sign-in right here) and lives in memory only: a page
  // that frames embed.html on its own never gets to use a session stored by another visit.
  if (framed) configure({ storage: 'memory' })

  const post = (type: FrameMessage['type'], extra: Partial<FrameMessage> = {}) => {
    if (!framed) return
    const message: FrameMessage = { engagekit: 1, frame, type, ...extra }
    // A height says nothing about the user: any parent may size the frame. Everything else goes to allowed origins only.
    if (allowed.size === 0) {
      if (type === 'resize' || type === 'ready') window.parent.postMessage(message, '*')
      return
    }
    for (const origin of allowed) window.parent.postMessage(message, origin)
  }

  const root = document.documentElement
  root.style.overflow = 'hidden'
  root.style.background = 'transparent'
  document.body.style.margin = '0'
  document.body.style.background = 'transparent'

  const component = params.get('component') as ComponentName | null
  const spec = component ? specByComponent.get(component) : undefined
  const mountPoint = document.getElementById('engagekit-embed') ?? document.body
  if (!spec) {
    const message = document.createElement('p')
    message.textContent = `engagekit: unknown component '${component ?? ''}'. Use one of ${[...specByComponent.keys()].join(', ')}.`
    mountPoint.replaceChildren(message)
    return
  }

  const element = document.createElement(spec.tag)
  const baseUrl = normalizeBaseUrl(params.get('baseUrl') ?? undefined)
  if (baseUrl) element.setAttribute('base-url', baseUrl)
  const setProp = (key: string, value: string | null) => {
    const name = key.includes('-') ? toCamel(key) : key
    if (reservedParams.has(name) || !(name in spec.props)) return
    if (value === null) element.removeAttribute(toKebab(name))
    else element.setAttribute(toKebab(name), value)
  }
  for (const [key, value] of params) setProp(key, value)

  // Shown under the element when a sign-in was asked for here (see below); part of the height reported.
  let note: HTMLElement | undefined
  let report = () => {}
  if (baseUrl) {
    // Wallets are rarely injected into iframes: ask the page around it instead, and say so. The connect element says
    // it in its own picker; the others' Sign in button would otherwise do nothing visible when no page answers.
    const group = groupFor(baseUrl)
    group.signInElsewhere = () => {
      post('sign-in-request')
      if (note || spec.component === 'connect') return
      note = document.createElement('p')
      note.setAttribute('role', 'status')
      // In the element's language, as its own strings are (its lang, else the browser's).
      const shown = note
      const locale = resolveLocale(element.closest('[lang]')?.getAttribute('lang') || browserLanguages())
      void loadLocaleMessages(locale)
        .catch(() => undefined)
        .then((messages) => {
          shown.textContent = (messages?.widget ?? defaultWidgetLabels).embeddedSignIn
          report()
        })
      // Set through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' allows.
      Object.assign(note.style, { margin: '8px 4px 0', font: '13px/1.4 system-ui, sans-serif', color: 'CanvasText' })
      mountPoint.append(note)
      report()
    }
    group.watchSession((session) => {
      if (!session || !note) return
      note.remove()
      note = undefined
      report()
    })
    if (spec.component === 'connect') element.addEventListener('click', () => group.session.getSnapshot().session || post('sign-in-request'))
  }
  for (const name of forwardedEvents) {
    element.addEventListener(`engagekit:${name}`, (event) => post(name, { detail: (event as CustomEvent).detail }))
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || !allowed.has(event.origin) || !isProtocolMessage(event.data, frame)) return
    const data = event.data
    if (data.type === 'session' && baseUrl) {
      groupFor(baseUrl).session.setSession(toSession(data.session))
    } else if (data.type === 'update' && typeof data.props === 'object' && data.props !== null) {
      for (const [key, value] of Object.entries(data.props as Record<string, unknown>)) setProp(key, typeof value === 'string' ? value : null)
    }
  })

  let lastHeight = -1
  report = () => {
    const height = Math.ceil((note ?? element).getBoundingClientRect().bottom - element.getBoundingClientRect().top)
    if (height === lastHeight) return
    lastHeight = height
    post('resize', { height })
  }
  new ResizeObserver(() => report()).observe(element)
  mountPoint.replaceChildren(element)
  post('ready')
  report()
}
