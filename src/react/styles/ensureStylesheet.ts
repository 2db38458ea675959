import { stylesheet } from './stylesheet.js'

const styled = new WeakSet<Node>()
const constructedSheets = new WeakMap<Document, CSSStyleSheet>()

/**
 * Puts the stylesheet into the document or shadow root that holds `element`, once per root.
 * Constructable stylesheets need no 'unsafe-inline' under a Content-Security-Policy; where they are
 * missing, or a nonce is given, a <style> element carries the nonce instead.
 */
export function ensureStylesheet(element: Element, nonce?: string): void {
  const root = element.getRootNode() as Document | ShadowRoot
  if (styled.has(root)) return
  styled.add(root)
  const doc = element.ownerDocument
  const canAdopt = !nonce && 'adoptedStyleSheets' in root && typeof doc.defaultView?.CSSStyleSheet?.prototype.replaceSync === 'function'
  if (canAdopt) {
    let sheet = constructedSheets.get(doc)
    if (!sheet) {
      sheet = new (doc.defaultView as Window & typeof globalThis).CSSStyleSheet()
      sheet.replaceSync(stylesheet)
      constructedSheets.set(doc, sheet)
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const style = doc.createElement('style')
  style.setAttribute('data-engagekit', '')
  if (nonce) style.nonce = nonce
  style.textContent = stylesheet
  ;(root.nodeType === 9 ? doc.head : root).appendChild(style)
}
