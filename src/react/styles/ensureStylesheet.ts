import base from './engagekit.css?raw'
import { stylesheetParts } from './stylesheet.js'

// The style texts already in each document or shadow root, and one constructed sheet per text and document.
const injected = new WeakMap<Node, Set<string>>()
const constructedSheets = new WeakMap<Document, Map<string, CSSStyleSheet>>()

/**
 * Puts the shared base rules and the given component rules into the document or shadow root that holds
 * `element`, each text once per root, so a page pays only for the components it renders.
 * Constructable stylesheets need no 'unsafe-inline' under a Content-Security-Policy; where they are
 * missing, or a nonce is given, <style> elements carry the nonce instead.
 */
export function ensureStyles(element: Element, nonce: string | undefined, ...parts: string[]): void {
  const root = element.getRootNode() as Document | ShadowRoot
  let done = injected.get(root)
  if (!done) injected.set(root, (done = new Set()))
  const doc = element.ownerDocument
  const canAdopt = !nonce && 'adoptedStyleSheets' in root && typeof doc.defaultView?.CSSStyleSheet?.prototype.replaceSync === 'function'
  // The base rules come first in every root: component rules build on them.
  for (const css of [base, ...parts]) {
    if (done.has(css)) continue
    done.add(css)
    if (canAdopt) {
      let sheets = constructedSheets.get(doc)
      if (!sheets) constructedSheets.set(doc, (sheets = new Map()))
      let sheet = sheets.get(css)
      if (!sheet) {
        sheet = new (doc.defaultView).CSSStyleSheet()
        sheet.replaceSync(css)
        sheets.set(css, sheet)
      }
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      continue
    }
    const style = doc.createElement('style')
    style.setAttribute('data-engagekit', '')
    if (nonce) style.nonce = nonce
    style.textContent = css
    ;(root.nodeType === 9 ? doc.head : root).appendChild(style)
  }
}

/** Puts every component's rules into the root that holds `element` (see {@link ensureStyles}). */
export function ensureStylesheet(element: Element, nonce?: string): void {
  ensureStyles(element, nonce, ...stylesheetParts)
}
