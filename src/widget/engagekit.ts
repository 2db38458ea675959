// The script-tag build (dist/widget/engagekit.js): <script type="module" src=".../engagekit.js" data-base-url="…">.
// Brings its own renderer (Preact through its React compatibility layer, about 10 kB) so it never touches a React on
// the page; the wallet code is a chunk next to it, loaded only when a page needs it.
import { EngageKit, type EngageKitApi } from './api.js'
import { readScriptConfig, setScriptConfig } from './config.js'
import { defineElements } from './elements.js'
import { bootEmbed } from './embed.js'

declare global {
  interface Window {
    EngageKit?: EngageKitApi
  }
}

const here = new URL(import.meta.url)
const plainUrl = here.origin + here.pathname

function ownScript(): HTMLScriptElement | undefined {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    const url = new URL(script.src, document.baseURI)
    if (url.origin + url.pathname === plainUrl) return script
  }
  return undefined
}

function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true })
  else run()
}

function boot(): void {
  // Two copies on one page (say, two versions from two URLs): the first one runs the page, with its tag's defaults.
  if (window.EngageKit) return
  window.EngageKit = EngageKit
  const script = ownScript()
  if (script) setScriptConfig(readScriptConfig(script))
  defineElements()
  if (document.documentElement.hasAttribute('data-engagekit-embed')) whenParsed(bootEmbed)
  document.dispatchEvent(new CustomEvent('engagekit:ready', { detail: EngageKit }))
}

if (here.search || here.hash) {
  // The wallet chunk imports this file by its plain URL; under another URL this copy would be a second instance
  // with a second React. Hand over to the plain one.
  if (!window.EngageKit) void import(/* @vite-ignore */ plainUrl)
} else {
  boot()
}
