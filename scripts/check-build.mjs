// Checks the built package as a user installs it: every `exports` entry exists with its types,
// peers are imported rather than bundled, the core entry never reaches React, and 'use client' survives the build.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const peers = Object.keys(pkg.peerDependencies ?? {})
const failures = []

/** An export's files with their conditions, nested ones included (`engagekit/tracker` has its own for Node). */
const conditionFiles = (target, conditions = []) =>
  typeof target === 'string' ? [[conditions.join('.'), target]] : Object.entries(target).flatMap(([condition, inner]) => conditionFiles(inner, [...conditions, condition]))
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target === 'string') continue
  for (const [condition, file] of conditionFiles(target)) {
    if (!existsSync(join(root, file))) failures.push(`${subpath}: ${condition} file ${file} is missing`)
  }
}

const jsFiles = []
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path)
    else if (name.endsWith('.js')) jsFiles.push(path)
  }
}
walk(join(root, 'dist'))

// The script-tag bundle (engagekit.js and its engagekit-*.js chunks) brings its dependencies; the library modules
// next to it in dist/widget, like every other library module, must not.
const widgetBundle = (file) => dirname(file) === join(root, 'dist', 'widget') && /^engagekit(-[^/\\]+)?\.js$/.test(basename(file))

for (const file of jsFiles) {
  const text = readFileSync(file, 'utf8')
  // Bundled dependencies show up as regions named after their node_modules path.
  const bundled = text.match(/node_modules\/((@[^/]+\/)?[^/]+)/)
  if (bundled && !widgetBundle(file)) failures.push(`${file.slice(root.length + 1)} bundles ${bundled[1]}`)
}

// An entry and everything it imports (JavaScript and declarations) must stay clear of some packages: the
// framework-free entries (core, actions, query) of React and wagmi, and of client modules (a React Server Component
// calls them); the sandbox entry of every peer but viem (it loads in plain Node with only viem installed); the
// tracker's entry, which runs in browsers, of Node built-ins (fileStore is in tracker/node).
const importPattern = /(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g
function checkClosure(label, entry, forbidden, { serverSafe = false } = {}) {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    if (!existsSync(file)) return void failures.push(`${label}: ${file.slice(root.length + 1)} is imported but missing`)
    const text = readFileSync(file, 'utf8')
    if (serverSafe && /^["']use client["']/.test(text)) failures.push(`${label}: ${file.slice(root.length + 1)} is a client module`)
    for (const [, from, dynamic] of text.matchAll(importPattern)) {
      const specifier = from ?? dynamic
      if (specifier.startsWith('.')) visit(resolve(dirname(file), file.endsWith('.d.ts') ? specifier.replace(/\.js$/, '.d.ts') : specifier))
      else if (forbidden(specifier)) failures.push(`${label} imports ${specifier} (via ${file.slice(root.length + 1)})`)
    }
  }
  visit(entry)
}
const matching = (pattern) => (specifier) => pattern.test(specifier)
const clientPeers = matching(/^(react|react-dom|wagmi|@tanstack\/react-query)(\/|$)/)
for (const subpath of ['.', './actions', './query']) checkClosure(`${subpath} entry`, join(root, pkg.exports[subpath].import), clientPeers, { serverSafe: true })
const sandboxForbidden = matching(/^(msw|react|react-dom|wagmi|@tanstack\/[^/]+)(\/|$)/)
checkClosure('sandbox entry', join(root, pkg.exports['./sandbox'].import), sandboxForbidden)
checkClosure('sandbox entry types', join(root, pkg.exports['./sandbox'].types), sandboxForbidden)
checkClosure('tracker entry', join(root, pkg.exports['./tracker'].import), (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier))

// Next.js App Router: the React entry must start with the client directive, and so must every built module whose
// source does (dist mirrors src module by module).
// (A generated source starts with its one-line header, then the directive.)
const clientDirective = /^(?:\/\/[^\n]*\n)*["']use client["'];?/
const reactEntry = pkg.exports['./react']?.import
if (reactEntry && !clientDirective.test(readFileSync(join(root, reactEntry), 'utf8'))) failures.push(`${reactEntry} does not start with 'use client'`)
const sourceDir = join(root, 'src')
if (existsSync(sourceDir)) {
  let clientModules = 0
  const walkSources = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walkSources(path)
      else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && clientDirective.test(readFileSync(path, 'utf8'))) {
        const built = join(root, 'dist', relative(sourceDir, path)).replace(/\.tsx?$/, '.js')
        if (!existsSync(built)) continue
        clientModules++
        if (!clientDirective.test(readFileSync(built, 'utf8'))) failures.push(`${built.slice(root.length + 1)} lost the 'use client' directive of its source`)
      }
    }
  }
  walkSources(sourceDir)
  if (clientModules === 0) failures.push("no built module carries 'use client' (expected dist to mirror src module by module)")
}

if (!peers.every((name) => !pkg.dependencies?.[name])) failures.push('a peer dependency is also listed as a dependency')

// A page that links dist/styles.css instead of injected styles gets every component's rules, admin ones included.
const linkedCss = existsSync(join(root, 'dist/styles.css')) ? readFileSync(join(root, 'dist/styles.css'), 'utf8') : ''
const componentsDir = join(sourceDir, 'react/components')
for (const path of readdirSync(componentsDir, { recursive: true }).filter((name) => name.endsWith('.css'))) {
  if (!linkedCss.includes(readFileSync(join(componentsDir, path), 'utf8'))) failures.push(`dist/styles.css lacks the rules of src/react/components/${path}`)
}

if (failures.length > 0) {
  console.error(`Build check failed:\n - ${failures.join('\n - ')}`)
  process.exit(1)
}
console.log(`Build check passed: ${Object.keys(pkg.exports).length - 1} entries, ${jsFiles.length} files, framework-free entries free of React.`)
