// Deletes the declaration files no entry's types can reach. tsc writes one per source module, but the package's
// `exports` let an app import only the entries, so a declaration that no entry's types import (a component's inner
// rows, the widget's loader, the sandbox's CLI) is never read and only weighs on the npm package.
//
//   node scripts/prune-declarations.mjs          after `tsc -p tsconfig.build.json`; prints what it kept
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))

/** Relative module specifiers a declaration file imports or re-exports, as declaration paths. */
export function importedDeclarations(file, text) {
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)
  return [...found].map(([, specifier]) => {
    const target = normalize(join(dirname(file), specifier))
    return target.endsWith('.js') ? target.replace(/\.js$/, '.d.ts') : `${target}.d.ts`
  })
}

/** Every `types` path of an export, conditions included (`engagekit/tracker` has its own for Node). */
const typesOf = (target) => (typeof target === 'object' ? Object.entries(target).flatMap(([key, value]) => (key === 'types' ? [value] : typesOf(value))) : [])
const entries = Object.values(pkg.exports).flatMap(typesOf)
const reached = new Set()
const queue = entries.map((entry) => join(root, entry))
while (queue.length > 0) {
  const file = queue.pop()
  if (reached.has(file)) continue
  if (!existsSync(file)) throw new Error(`${file.slice(root.length + 1)}: imported by a declaration but not written`)
  reached.add(file)
  queue.push(...importedDeclarations(file, readFileSync(file, 'utf8')))
}

const dist = join(root, 'dist')
const unreached = readdirSync(dist, { recursive: true })
  .map((path) => join(dist, path))
  .filter((path) => path.endsWith('.d.ts') && !reached.has(path))
for (const path of unreached) rmSync(path)
console.log(`declarations: ${reached.size} reachable from the entries kept, ${unreached.length} internal ones removed`)
