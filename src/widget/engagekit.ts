// The script-tag widget's module (dist/widget/engagekit-main-*.js), started by the loader every tag names
// (src/widget/loader.ts, dist/widget/engagekit.js). Brings its own renderer (Preact through its React compatibility
// layer, about 10 kB) so it never touches a React on the page; the wallet code is a chunk next to it, loaded only
// when a page needs it.
import { EngageKit, type EngageKitApi } from './api.js'
import { readScriptConfig, setScriptConfig } from './config.js'
import { defineElements } from './elements.js'

export { elementHooks } from './elements.js'

declare global {
  interface Window {
    EngageKit?: EngageKitApi
  }
}

function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true })
  else run()
}

/** Runs the page: takes the defaults of the tag that loaded the widget, defines the elements, announces itself. */
export function start(script: HTMLScriptElement | undefined): void {
  // Two copies on one page (say, two versions from two URLs): the first one runs the page, with its tag's defaults.
  if (window.EngageKit) return
  window.EngageKit = EngageKit
  if (script) setScriptConfig(readScriptConfig(script))
  defineElements()
  // embed.html's own code (a chunk): pages that only load the script tag never download it.
  if (document.documentElement.hasAttribute('data-engagekit-embed')) {
    const embed = import('./embed.js')
    whenParsed(() => {
      embed.then((module) => module.bootEmbed()).catch((error: unknown) => console.error('engagekit: the embedded view could not be loaded.', error))
    })
  }
  document.dispatchEvent(new CustomEvent('engagekit:ready', { detail: EngageKit }))
}
