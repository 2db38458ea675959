// Every import of the library (src/) and of engagekit-server (packages/server/src), type-only and dynamic ones
// included, tests excluded: no circles, the layers depend one way only, and the server reaches the library through
// its one internal entry.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const trees = [join(root, 'src'), join(root, 'packages/server/src')]
/** The library's one entry for engagekit-server, and the server's one file that imports it. */
const internalEntry = 'src/internal/server.ts'
const serverBridge = 'packages/server/src/engagekit.ts'

/**
 * Which folders of src/ a layer may import from (besides its own). The layers stack one way,
 * core ← query ← session ← react ← widget. Beside them: the service's rules (service, on core's definitions and
 * schemas only), its stores (store) and its HTTP contract (http) on the rules, and the two ways to run it, the
 * sandbox (a memory store) and the server (SQL stores); the tracker uses core only. The rules never import HTTP.
 */
const allowedLayers: Record<string, readonly string[]> = {
  core: [],
  query: ['core'],
  session: ['core', 'query'],
  react: ['core', 'query', 'session'],
  widget: ['core', 'query', 'session', 'react'],
  service: ['core'],
  store: ['core', 'service'],
  http: ['core', 'service'],
  sandbox: ['core', 'service', 'store', 'http'],
  tracker: ['core'],
  // What the server builds on, named once: the rules, the HTTP layer and the sandbox's data files (for `import`).
  internal: ['core', 'service', 'store', 'http', 'sandbox'],
  // packages/server/src: the library only through src/internal/server.ts (see below).
  server: ['internal'],
}

/** Packages a framework-free layer may not import: no React, no wagmi's React bindings, no React Query. */
const uiPackages = /^(react|react-dom|@tanstack\/react-query)(\/|$)|^wagmi$/
/** What src/session may import from outside src/: viem and wagmi's framework-free actions only. */
const sessionPackages = /^(viem(\/.*)?|wagmi\/actions)$/

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && !/\.test\.tsx?$/.test(name)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    // The Store's contract suite (beside the port it holds to) is tests and their fixtures.
    if (statSync(path).isDirectory()) return name === 'contract' ? [] : sourceFiles(path)
    return isSource(name) ? [path] : []
  })
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''))
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '')
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && isSource(candidate)) return candidate
  }
  return undefined
}

type Graph = Map<string, { local: string[]; packages: string[] }>

function importGraph(): Graph {
  const graph: Graph = new Map()
  for (const file of trees.flatMap(sourceFiles)) {
    // preProcessFile lists import/export declarations (`import type` too) and import() calls.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const local: string[] = []
    const packages: string[] = []
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) packages.push(fileName)
      else {
        const target = resolveRelative(file, fileName)
        if (target) local.push(relative(root, target))
      }
    }
    graph.set(relative(root, file), { local, packages })
  }
  return graph
}

/** Strongly connected components with more than one file (or a file importing itself), each sorted. */
function circles(graph: Graph): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node)?.local ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)?.local.includes(node)) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

/** `src/react/…` is the layer react; everything under packages/server/src is the layer server. */
const layerOf = (file: string) => (file.startsWith('packages/server/') ? 'server' : file.split('/')[1]!)
const graph = importGraph()

/** The library's entry points (package.json `exports` and its bin), as vite.config.ts builds them. */
const libraryEntries = [
  'core/index.ts', 'core/actions/index.ts', 'query/index.ts', 'react/index.ts', 'sandbox/index.ts', 'sandbox/msw/index.ts',
  'sandbox/wagmi/index.ts', 'sandbox/node/index.ts', 'sandbox/cli.ts', 'tracker/index.ts', 'tracker/node/index.ts',
  'tracker/node/trackerForNode.ts', 'widget/index.ts', 'widget/engagekit.ts', 'widget/loader.ts',
  // What vite.widget.config.ts puts in the place of packages in the widget's build.
  'widget/build/address.ts', 'widget/build/fromLoader.ts', 'widget/build/keccak256.ts', 'widget/build/query/index.ts',
  'widget/build/useSyncExternalStoreWithSelector.ts',
].map((file) => `src/${file}`)

function reachable(from: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of graph.get(file)?.local ?? []) visit(next)
  }
  from.forEach(visit)
  return seen
}

describe('imports of the library and the server', () => {
  it('reads both trees', () => {
    expect(graph.size).toBeGreaterThan(100)
    expect(graph.get('src/react/useSession.ts')?.local).toContain('src/react/EngagementContext.ts')
    expect(graph.get('src/react/EngagementContext.ts')?.local).toContain('src/session/SessionController.ts')
    // import() counts: the widget loads its wallet code on demand.
    expect(graph.get('src/widget/group.ts')?.local).toContain('src/widget/wallet/WalletLayer.tsx')
    expect(graph.get('packages/server/src/cli.ts')?.local).toContain('packages/server/src/startServer.ts')
    for (const entry of libraryEntries) expect(graph.has(entry), entry).toBe(true)
  })

  it('form no circles', () => {
    const key = (files: readonly string[]) => [...files].sort().join(' <-> ')
    expect(circles(graph).map(key)).toEqual([])
  })

  it('depend one way: core ← query ← session ← react ← widget; service ← store, http ← sandbox ← internal ← server; tracker on core only', () => {
    const wrong: string[] = []
    for (const [file, { local }] of graph) {
      const layer = layerOf(file)
      const allowed = allowedLayers[layer]
      if (!allowed) continue
      for (const target of local) {
        const other = layerOf(target)
        if (other !== layer && !allowed.includes(other)) wrong.push(`${file} imports ${target}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('reach the library from the server through src/internal/server.ts alone', () => {
    const wrong: string[] = []
    for (const [file, { local }] of graph) {
      for (const target of local) {
        const crosses = layerOf(file) === 'server' && layerOf(target) !== 'server'
        if (crosses && (file !== serverBridge || target !== internalEntry)) wrong.push(`${file} imports ${target}`)
        if (layerOf(target) === 'internal' && file !== serverBridge) wrong.push(`${file} imports ${target}`)
      }
    }
    expect(wrong).toEqual([])
    expect(graph.get(serverBridge)?.local).toEqual([internalEntry])
  })

  it('keep in src/ nothing only the server uses', () => {
    const library = reachable(libraryEntries)
    const serverOnly = [...graph.keys()].filter((file) => file.startsWith('src/') && file !== internalEntry && !library.has(file))
    expect(serverOnly).toEqual([])
  })

  it('keep React out of core, query and session, and session on viem and wagmi/actions', () => {
    const wrong: string[] = []
    for (const [file, { packages }] of graph) {
      const layer = layerOf(file)
      for (const name of packages) {
        if (['core', 'query', 'session'].includes(layer) && uiPackages.test(name)) wrong.push(`${file} imports ${name}`)
        if (layer === 'session' && !sessionPackages.test(name)) wrong.push(`${file} imports ${name}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
