/**
 * What scrolls sideways in a document: the page itself, or any scroll area inside an engagekit component.
 * Each entry names the element and by how many pixels its content is wider than its box.
 */
export function horizontalOverflow(doc: Document = document): string[] {
  // Kept inside: the end-to-end tests send this function's text into the page.
  const describe = (element: Element) => `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join('')}`
  const found: string[] = []
  const root = doc.scrollingElement ?? doc.documentElement
  if (root.scrollWidth > root.clientWidth + 1) found.push(`page: ${root.scrollWidth - root.clientWidth}px`)
  const scope = [...doc.querySelectorAll('.ek-root'), ...[...doc.querySelectorAll('*')].flatMap((element) => (element.shadowRoot ? [...element.shadowRoot.querySelectorAll('.ek-root')] : []))]
  for (const component of scope) {
    for (const element of [component, ...component.querySelectorAll('*')]) {
      const style = getComputedStyle(element)
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
      if (scrolls && element.scrollWidth > element.clientWidth + 1) found.push(`${describe(element)}: ${element.scrollWidth - element.clientWidth}px`)
    }
  }
  return found
}

