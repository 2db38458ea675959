// The CSS files of dist/styles.css, in order: the member components' stylesheet as src/react/styles/stylesheet.ts
// joins it (what the widget puts in its shadow roots), then the admin components' rules, their shared form rules first.
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** The base rules and every member component's rules, in src/react/styles/stylesheet.ts's order. */
export function memberStylesheetFiles(root) {
  const entry = join(root, 'src/react/styles/stylesheet.ts')
  const source = readFileSync(entry, 'utf8')
  const byName = new Map([...source.matchAll(/import (\w+) from '([^']+\.css)\?raw'/g)].map(([, name, path]) => [name, resolve(dirname(entry), path)]))
  const order = source.match(/\[([^\]]+)\]\.join/)?.[1].split(',').map((name) => name.trim())
  if (!order || order.some((name) => !byName.has(name))) throw new Error('src/react/styles/stylesheet.ts: could not read the stylesheet order')
  return order.map((name) => byName.get(name))
}

/** Every other component stylesheet (the admin components'), the shared admin form rules first. */
export function adminStylesheetFiles(root) {
  const components = join(root, 'src/react/components')
  const member = new Set(memberStylesheetFiles(root))
  const files = readdirSync(components, { recursive: true })
    .filter((path) => path.endsWith('.css'))
    .map((path) => join(components, path))
    .filter((path) => !member.has(path))
    .sort()
  const shared = join(components, 'admin/adminForm.css')
  return [shared, ...files.filter((path) => path !== shared)]
}

/** The text of `files`, joined in order. */
export const joinCss = (files) => files.map((path) => readFileSync(path, 'utf8')).join('\n')
