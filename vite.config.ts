import { builtinModules } from 'node:module'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import pkg from './package.json' with { type: 'json' }
import { minifyRawCss } from './scripts/minify-raw-css.js'

// Library build: peers, any dependencies and Node built-ins stay external so apps dedupe them.
const { dependencies = {} } = pkg as { dependencies?: Record<string, string> }
const external = [
  ...Object.keys(pkg.peerDependencies ?? {}),
  ...Object.keys(dependencies),
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
]

export default defineConfig({
  plugins: [react(), minifyRawCss()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Unminified, one module per source file: stack traces already point at readable code named after its source.
    // Maps would add about 220 kB to the npm package for little.
    sourcemap: false,
    minify: false,
    target: 'es2022',
    lib: {
      // Named by their place in src/, like every other module of the build (output.preserveModules below).
      entry: {
        'core/index': 'src/core/index.ts',
        'core/actions/index': 'src/core/actions/index.ts',
        'query/index': 'src/query/index.ts',
        'react/index': 'src/react/index.ts',
        'sandbox/index': 'src/sandbox/index.ts',
        'sandbox/msw/index': 'src/sandbox/msw/index.ts',
        'sandbox/wagmi/index': 'src/sandbox/wagmi/index.ts',
        'sandbox/node/index': 'src/sandbox/node/index.ts',
        'sandbox/cli': 'src/sandbox/cli.ts',
        'tracker/index': 'src/tracker/index.ts',
        'tracker/node/index': 'src/tracker/node/index.ts',
        'tracker/node/trackerForNode': 'src/tracker/node/trackerForNode.ts',
        'widget/index': 'src/widget/index.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      // One output file per source module, in src's layout (dist/core/index.js, dist/react/index.js, ...): module
      // boundaries survive, so an app's bundler drops the modules it does not use (package.json `sideEffects`), as it
      // does with the sources. A merged chunk would keep every top-level schema call in it.
      // TSDoc lives in the declaration files, where editors read it; the JavaScript keeps only pure annotations
      // (for an app's tree-shaking) and legal comments.
      output: { preserveModules: true, preserveModulesRoot: 'src', comments: { legal: true, annotation: true, jsdoc: false } },
    },
  },
})
