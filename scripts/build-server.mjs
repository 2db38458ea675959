// Builds engagekit-server (packages/server): packages/server/src/cli.ts and what it takes from the library through
// src/internal/server.ts, bundled into one ES module for Node. Its dependencies (the database drivers, Kysely, viem) stay
// external: the package installs them.
//
//   node scripts/build-server.mjs
import { build } from 'esbuild'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const pkg = JSON.parse(readFileSync(join(root, 'packages/server/package.json'), 'utf8'))
// Its dependencies and its optional peer (pg) stay imports: the package installs them, or the user does.
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies ?? {})]

const result = await build({
  entryPoints: [join(root, 'packages/server/src/cli.ts')],
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
