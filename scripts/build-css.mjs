// Writes dist/styles.css for apps that link the stylesheet themselves (`injectStyles={false}`, or server-rendered
// pages): the member components' rules in the order src/react/styles/stylesheet.ts injects them, then the admin
// components' rules; and its declaration dist/styles.css.d.ts.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { adminStylesheetFiles, joinCss, memberStylesheetFiles } from './lib/stylesheetFiles.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const files = [...memberStylesheetFiles(root), ...adminStylesheetFiles(root)]
const css = joinCss(files)
mkdirSync(join(root, 'dist'), { recursive: true })
writeFileSync(join(root, 'dist/styles.css'), css)
// A declaration for `import 'engagekit/styles.css'`: TypeScript checks side-effect imports by default, and has no
// declaration for a .css file of its own.
writeFileSync(join(root, 'dist/styles.css.d.ts'), '// The stylesheet, imported for its side effect: `import \'engagekit/styles.css\'`.\nexport {}\n')
console.log(`dist/styles.css: ${(css.length / 1024).toFixed(1)} kB from ${files.length} files`)
