// Builds engagekit-server (packages/server): src/server/cli.ts and what it imports of the service, its stores and
// its HTTP layer, bundled into one ES module for Node. Its dependencies (the database drivers, Kysely, viem) stay
// external: the package installs them.
//
//   node scripts/build-server.mjs
import { build } from 'esbuild'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const pkg = JSON.parse(readFileSync(join(root, 'packages/server/package.json'), 'utf8'))
const dependencies = Object.keys(pkg.dependencies)

const result = await build({
  entryPoints: [join(root, 'src/server/cli.ts')],
  outfile: join(root, 'packages/server/dist/cli.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'linked',
  // The drivers are native or large; the package depends on them rather than carrying a copy.
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  metafile: true,
  logLevel: 'warning',
})
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
console.log(`engagekit-server built: packages/server/dist/cli.js (${(bytes / 1000).toFixed(0)} kB with its map)`)
