// dist/widget/engagekit.js, the file a page's script tag names. A classic script, so any tag works:
// <script src=".../engagekit.js" async>, plain, defer, or type="module". It defines the <engage-*> elements at once,
// finds its own tag, then imports the widget module next to it (engagekit-main-*.js, named by content) with import(),
// which classic scripts may use too; the elements draw themselves once it has arrived.
// No import.meta, no import/export statements, no eval: only what both kinds of script can run under a strict CSP.
// Built by vite.widget.config.ts (scriptLoader), which bundles the element classes in and fills in the module's file name.
import { defineElementClasses, type ElementHooks } from './defineElementClasses.js'
import { loaderShared, type LoaderShared } from './loaderShared.js'
import * as specModule from './specs.js'

const { specs } = specModule

/** The widget module's file name, next to this script. */
declare const __ENGAGEKIT_MAIN__: string

/**
 * Per member element's tag, the chunks its code needs beyond the widget module: indexes into `files`, the chunks' names
 * next to this script without their `engagekit-` and `.js`.
 */
declare const __ENGAGEKIT_PRELOAD__: { files: string[]; tags: Record<string, number[]> }

/** What the widget module exports to its loader. */
type WidgetModule = { start(script: HTMLScriptElement | undefined): void; elementHooks: ElementHooks }

// One loader per page, whichever tags, URLs or copies ran it; shared across copies through the global symbol registry.
const loading = Symbol.for('engagekit.loader')

/** The URL this file was loaded from: the tag's src for a classic script, the stack for a module (it has no currentScript). */
function ownUrl(): string | undefined {
  const current = document.currentScript
  if (current instanceof HTMLScriptElement && current.src) return current.src
  const stack = new Error().stack ?? ''
  return stack.match(/(https?:\/\/[^\s()'"]+?):\d+:\d+/)?.[1]
}

/**
 * The tag whose data-* attributes give the page's defaults: this file's own tag (by exact URL, else by path), unless
 * it has none and another tag of this file has some. A page that pasted the tag twice, once with its settings and once
 * bare, gets the settings whichever of the two ran first.
 */
function ownScript(url: string): HTMLScriptElement | undefined {
  const plain = (href: string) => href.replace(/[?#].*$/, '')
  const copies = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).filter((script) => plain(script.src) === plain(url))
  const current = document.currentScript
  const own = current instanceof HTMLScriptElement && current.src === url ? current : (copies.find((script) => script.src === url) ?? copies[0])
  const configured = (script: HTMLScriptElement | undefined) => script && Object.keys(script.dataset).length > 0
  return configured(own) ? own : (copies.find(configured) ?? own)
}

/**
 * Fetches the code of the member elements on the page beside the widget module, rather than after it has run. Elements
 * added later load their code when they are drawn.
 */
function preloadElements(url: string): void {
  const requested = new Set<string>()
  const scan = () => {
    const { files, tags } = __ENGAGEKIT_PRELOAD__
    for (const [tag, indexes] of Object.entries(tags)) {
      if (!document.querySelector(tag)) continue
      for (const index of indexes) {
        const href = new URL(`engagekit-${files[index]}.js`, url).href
        if (requested.has(href)) continue
        requested.add(href)
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        document.head.append(link)
      }
    }
  }
  scan()
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan, { once: true })
}

function load(): void {
  const page = window as unknown as Record<symbol, boolean> & { EngageKit?: unknown }
  if (page[loading] || page.EngageKit) return
  page[loading] = true
  const url = ownUrl()
  if (!url) {
    console.error('engagekit: could not tell where engagekit.js was loaded from, so the widget did not start.')
    return
  }
  const script = ownScript(url)
  // The module takes these from here rather than carrying its own copy.
  ;(window as unknown as Record<symbol, LoaderShared>)[loaderShared] = { ...specModule, defineElementClasses }
  // Resolved against this file's URL: its query and hash are dropped, so every tag gets the one module instance.
  const widget = import(/* @vite-ignore */ new URL(__ENGAGEKIT_MAIN__, url).href).then(
    (loaded: WidgetModule) => (loaded.start(script), loaded.elementHooks),
    (error: unknown) => {
      page[loading] = false
      console.error('engagekit: the widget could not be loaded.', error)
      throw error
    },
  )
  preloadElements(url)
  // Elements in the page, or added later, are defined now and drawn when the module is there.
  defineElementClasses(specs, () => widget)
}

load()
