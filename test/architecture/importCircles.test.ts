// Every import under src/ (type-only and dynamic ones included, tests excluded): no circles, and the layers depend
// one way only.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const src = join(root, 'src')

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
  // The server reads the sandbox's data files (engagekit-server import), nothing else of it.
  server: ['core', 'service', 'store', 'http', 'sandbox'],
  tracker: ['core'],
}

/** Packages a framework-free layer may not import: no React, no wagmi's React bindings, no React Query. */
const uiPackages = /^(react|react-dom|@tanstack\/react-query)(\/|$)|^wagmi$/
/** What src/session may import from outside src/: viem and wagmi's framework-free actions only. */
const sessionPackages = /^(viem(\/.*)?|wagmi\/actions)$/

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && !/\.test\.tsx?$/.test(name)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
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
  for (const file of sourceFiles(src)) {
    // preProcessFile lists import/export declarations (`import type` too) and import() calls.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const local: string[] = []
    const packages: string[] = []
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) packages.push(fileName)
      else {
        const target = resolveRelative(file, fileName)
        if (target) local.push(relative(src, target))
      }
    }
    graph.set(relative(src, file), { local, packages })
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

const layerOf = (file: string) => file.split('/')[0]!
const graph = importGraph()

describe('imports under src/', () => {
  it('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(100)
    expect(graph.get('react/useSession.ts')?.local).toContain('react/EngagementContext.ts')
    expect(graph.get('react/EngagementContext.ts')?.local).toContain('session/SessionController.ts')
    // import() counts: the widget loads its wallet code on demand.
    expect(graph.get('widget/group.ts')?.local).toContain('widget/wallet/WalletLayer.tsx')
  })

  it('form no circles', () => {
    const key = (files: readonly string[]) => [...files].sort().join(' <-> ')
    expect(circles(graph).map(key)).toEqual([])
  })

  it('depend one way: core ← query ← session ← react ← widget; service ← store, http ← sandbox, server; tracker on core only', () => {
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
