// The script-tag widget: dist/widget/engagekit.js (a classic-script loader that any script tag can load), the widget
// module it imports (engagekit-main-*.js, which brings its own Preact, standing in for React), the wallet chunk
// (loaded only when a page has a connect element), and embed.html for iframes.
// Build: vite build -c vite.widget.config.ts
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { basename, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { defineConfig, type Plugin } from 'vite'
import { partitionShared } from './scripts/memberChunks.js'
import { minifyRawCss } from './scripts/minify-raw-css.js'

// embed.html loads the same bundle; it is copied as is (no inline script, so it works under its own strict CSP).
function embedPage(): Plugin {
  return {
    name: 'engagekit-embed-page',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed.html', source: readFileSync(new URL('./src/widget/embed.html', import.meta.url), 'utf8') })
    },
  }
}

// engagekit.js is src/widget/loader.ts as a classic script (a module's import/export and import.meta would fail in a
// tag without type="module"), bundled with the element classes it defines and told the file name of the widget module
// it loads, and, per member element, the chunks that element's code needs beyond that module: the loader fetches them
// beside the module for the elements already on the page, rather than after it.
function scriptLoader(): Plugin {
  return {
    name: 'engagekit-script-loader',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const main = chunks.find((chunk) => chunk.isEntry)
      if (!main) throw new Error('engagekit-script-loader: the widget module is missing from the bundle')
      const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]))
      const closure = (names: string[], seen = new Set<string>()): Set<string> => {
        for (const name of names) if (!seen.has(name)) closure(imports.get(name) ?? [], seen.add(name))
        return seen
      }
      const base = closure([main.fileName])
      // Each file once, by index, without the engagekit-…js its name starts and ends with: the map costs bytes on every page.
      const files: string[] = []
      const preload: Record<string, number[]> = {}
      for (const chunk of chunks) {
        // src/widget/elements/MetricsPanelElement.tsx draws <engage-metrics-panel>.
        const component = /[\\/]src[\\/]widget[\\/]elements[\\/](\w+)Element\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1]
        if (!component) continue
        const tag = `engage${component.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
        preload[tag] = [...closure([chunk.fileName])]
          .filter((name) => !base.has(name))
          .map((name) => {
            const short = name.replace(/^engagekit-(.*)\.js$/, '$1')
            return files.includes(short) ? files.indexOf(short) : files.push(short) - 1
          })
      }
      const { outputFiles } = await build({
        entryPoints: [fileURLToPath(new URL('./src/widget/loader.ts', import.meta.url))],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        define: { __ENGAGEKIT_MAIN__: JSON.stringify(main.fileName), __ENGAGEKIT_PRELOAD__: JSON.stringify({ files, tags: preload }) },
      })
      this.emitFile({ type: 'asset', fileName: 'engagekit.js', source: outputFiles[0]!.text })
    },
  }
}

/** What this build writes: engagekit.js, its engagekit-*.js chunks (with their source maps) and embed.html. */
const isWidgetFile = (name: string): boolean => /^engagekit(-[^/]*)?\.js(\.map)?$/.test(name) || name === 'embed.html'

// The library build (vite.config.ts) also writes its modules to dist/widget (src/widget's layout), so the folder is
// not emptied: only this build's previous files are removed, then the new ones written.
function removePreviousBuild(): Plugin {
  let outDir = ''
  return {
    name: 'engagekit-remove-previous-widget',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    renderStart() {
      let names: string[]
      try {
        names = readdirSync(outDir)
      } catch {
        return
      }
      for (const name of names) if (isWidgetFile(name)) rmSync(join(outDir, name), { force: true })
    },
  }
}

// React's API from preact/compat, in this build only (the library, Storybook and tests use React itself). Exact
// matches, so '@tanstack/react-query' and the like are left alone. useSyncExternalStore comes from preact/compat too;
// 'use-sync-external-store/shim/with-selector' (wagmi) keeps its own code, which requires 'react' and the shim.
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
]

// The library's own imports of 'viem' (address checks and checksums, on every page) get src/widget/build/address.ts:
// keccak-256 alone, not viem's encoding and error machinery. wagmi and viem themselves (the wallet chunk) keep viem.
function addressHelpers(): Plugin {
  const standIn = fileURLToPath(new URL('./src/widget/build/address.ts', import.meta.url))
  const selectorStandIn = fileURLToPath(new URL('./src/widget/build/useSyncExternalStoreWithSelector.ts', import.meta.url))
  return {
    name: 'engagekit-address-helpers',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'viem' && importer && !importer.includes('node_modules') && importer.includes(`${sep}src${sep}`)) return standIn
      if (/^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/.test(source)) return selectorStandIn
      return null
    },
  }
}

// The widget module's imports of the element specs and the element classes' maker: the loader hands its own copies
// over (src/widget/build/fromLoader.ts), so no page downloads them twice.
function fromLoader(): Plugin {
  const standIn = fileURLToPath(new URL('./src/widget/build/fromLoader.ts', import.meta.url))
  const shared = ['specs.ts', 'defineElementClasses.ts'].map((name) => fileURLToPath(new URL(`./src/widget/${name}`, import.meta.url)))
  return {
    name: 'engagekit-from-loader',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === standIn || !/(specs|defineElementClasses)\.js$/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && shared.includes(resolved.id) ? standIn : null
    },
  }
}

// TanStack Query, for everything in this build (the components and wagmi's connect hooks alike, so one cache serves
// them): src/widget/build/query, the part of its API they use, at about a quarter of its size on every page.
function queryStandIn(): Plugin {
  const standIn = fileURLToPath(new URL('./src/widget/build/query/index.ts', import.meta.url))
  return {
    name: 'engagekit-query-stand-in',
    enforce: 'pre',
    resolveId(source) {
      return source === '@tanstack/react-query' || source === '@tanstack/query-core' ? standIn : null
    },
  }
}

// Code two or more member elements share, beyond what every page loads: grouped by the elements that use it
// (scripts/memberChunks.ts), so a page with one element loads the module, the element's own chunk and the few shared
// chunks holding code it runs, each large enough to be worth its request.
const shared = { initial: new Set<string>(), chunkOf: new Map<string, string>() }
function memberShared(): Plugin {
  return {
    name: 'engagekit-member-shared',
    buildEnd() {
      const reach = (start: string, skip: Set<string>, seen = new Set<string>()): Set<string> => {
        if (seen.has(start) || skip.has(start)) return seen
        seen.add(start)
        for (const id of this.getModuleInfo(start)?.importedIds ?? []) reach(id, skip, seen)
        return seen
      }
      const ids = [...this.getModuleIds()]
      const entry = ids.find((id) => /[\\/]src[\\/]widget[\\/]engagekit\.ts$/.test(id))
      // The query stand-in's index re-exports its hooks, but the widget module only makes the client and provides it.
      const hooks = ids.filter((id) => /[\\/]widget[\\/]build[\\/]query[\\/](use\w+|index)\.ts$/.test(id))
      shared.initial = entry ? reach(entry, new Set()) : new Set()
      for (const id of hooks) shared.initial.delete(id)
      const users = new Map<string, string[]>()
      for (const id of ids) {
        const element = /[\\/]src[\\/]widget[\\/]elements[\\/](\w+)Element\.tsx$/.exec(id)?.[1]
        if (element) for (const module of reach(id, shared.initial)) users.set(module, [...(users.get(module) ?? []), element])
      }
      const modules = [...users].filter(([, elements]) => elements.length >= 2).map(([id, elements]) => ({ id, users: elements, size: this.getModuleInfo(id)?.code?.length ?? 0 }))
      shared.chunkOf = new Map()
      const names = new Set<string>()
      for (const [index, chunk] of partitionShared(modules).entries()) {
        // The chunk most elements load is `member`; the others are named after their largest module (`member-nftArt`).
        const largest = chunk.ids.reduce((a, b) => ((this.getModuleInfo(b)?.code?.length ?? 0) > (this.getModuleInfo(a)?.code?.length ?? 0) ? b : a))
        let name = index === 0 ? 'member' : `member-${basename(largest).replace(/\.\w+$/, '').replace(/\W/g, '')}`
        while (names.has(name)) name += '_'
        names.add(name)
        for (const id of chunk.ids) shared.chunkOf.set(id, name)
      }
    },
  }
}

export default defineConfig({
  plugins: [addressHelpers(), queryStandIn(), fromLoader(), memberShared(), removePreviousBuild(), minifyRawCss(), embedPage(), scriptLoader()],
  resolve: { alias: preactAliases },
  // Production JSX whatever NODE_ENV the build runs under (a test runner sets 'test'); 'react/jsx-runtime' is
  // aliased to Preact's above.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
  // Nothing from public/ (e.g. the MSW worker) belongs next to the widget.
  publicDir: false,
  // Library mode leaves process.env.NODE_ENV alone: dependencies' production branches need it replaced.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/widget',
    // Shared with the library build's dist/widget modules: removePreviousBuild() clears only this build's files.
    emptyOutDir: false,
    sourcemap: true,
    target: 'es2022',
    minify: 'oxc',
    lib: {
      entry: { main: 'src/widget/engagekit.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      // Code shared by the widget module and the wallet chunk stays in the widget module (one request on every page);
      // the wallet chunk imports it from there. The module's `start` export is the loader's way in.
      preserveEntrySignatures: 'allow-extension',
      // 'use client' in wagmi's files means nothing in a browser bundle.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
        handler(level, log)
      },
      output: {
        codeSplitting: {
          groups: [{ name: (id: string) => shared.chunkOf.get(id) ?? null, test: (id: string) => shared.chunkOf.has(id), includeDependenciesRecursively: false }],
        },
        entryFileNames: 'engagekit-[name]-[hash].js',
        // Modules and chunks are named by content: cache them forever; only the loader, engagekit.js, needs a short cache.
        chunkFileNames: 'engagekit-[name]-[hash].js',
        // Library mode keeps whitespace in ES output; this file ships to browsers as is.
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
})
