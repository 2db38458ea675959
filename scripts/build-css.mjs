// Writes dist/styles.css for apps that link the stylesheet themselves: the same files, in the same
// order, as src/react/styles/stylesheet.ts injects, and its declaration dist/styles.css.d.ts.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const entry = join(root, 'src/react/styles/stylesheet.ts')
const source = readFileSync(entry, 'utf8')
const files = [...source.matchAll(/import (\w+) from '([^']+\.css)\?raw'/g)]
const byName = new Map(files.map(([, name, path]) => [name, resolve(dirname(entry), path)]))
const order = source.match(/\[([^\]]+)\]\.join/)?.[1].split(',').map((name) => name.trim())
if (!order) throw new Error('stylesheet.ts: could not read the stylesheet order')
const css = order.map((name) => readFileSync(byName.get(name), 'utf8')).join('\n')
mkdirSync(join(root, 'dist'), { recursive: true })
writeFileSync(join(root, 'dist/styles.css'), css)
// A declaration for `import 'engagekit/styles.css'`: TypeScript checks side-effect imports by default, and has no
// declaration for a .css file of its own.
writeFileSync(join(root, 'dist/styles.css.d.ts'), '// The stylesheet, imported for its side effect: `import \'engagekit/styles.css\'`.\nexport {}\n')
console.log(`dist/styles.css: ${(css.length / 1024).toFixed(1)} kB from ${order.length} files`)
