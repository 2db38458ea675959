// Builds the playground page once with Vite (a production build, a few hashed bundles instead of the dev server's
// hundreds of modules) into a cache folder named after its sources, and reuses that build while they are unchanged.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const root = dirname(fileURLToPath(import.meta.url))
const repository = join(root, '..')
const cacheRoot = join(repository, 'node_modules/.cache/engagekit-playground')

/** What the built page reads from the script the server puts before it (the sandbox's URL changes with its port). */
export const playgroundConfigGlobal = '__ENGAGEKIT_PLAYGROUND__'

/** Every file under `dir` (recursively) whose name ends in one of `extensions`, sorted. */
async function filesUnder(dir, extensions) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** A hash of what the page is built from: the playground, the library's sources and the locked dependencies. */
async function sourcesHash() {
  const files = [
    ...(await filesUnder(root, ['.ts', '.tsx', '.css', '.html'])),
    ...(await filesUnder(join(repository, 'src'), ['.ts', '.tsx', '.css', '.json'])).filter((file) => !/\.test\.tsx?$/.test(file)),
    join(repository, 'package-lock.json'),
    join(root, 'build.mjs'),
  ]
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(relative(repository, file)).update('\0')
    if (existsSync(file)) hash.update(await readFile(file))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * The folder of the playground's production build: the cached one when the sources have not changed since it was
 * made, else a new build (older builds are removed). `built` says whether this call built it, `ms` how long it took.
 */
export async function buildPlayground({ log = () => {} } = {}) {
  const started = performance.now()
  const outDir = join(cacheRoot, await sourcesHash())
  if (existsSync(join(outDir, 'index.html'))) return { outDir, built: false, ms: performance.now() - started }
  log('Building the playground (once, until its sources change)…')
  const temporary = `${outDir}.${randomUUID().slice(0, 8)}.tmp`
  await mkdir(cacheRoot, { recursive: true })
  await build({
    configFile: false,
    root,
    // Outside the repository's node_modules/.vite, so it never mixes with the library's or Storybook's caches.
    cacheDir: join(repository, 'node_modules/.vite-playground'),
    plugins: [react()],
    publicDir: false,
    // Warnings about Node modules a dependency mentions but the page never loads would only be noise at each start.
    logLevel: 'error',
    define: {
      __ENGAGEKIT_SANDBOX_URL__: `globalThis.${playgroundConfigGlobal}.sandboxUrl`,
      __ENGAGEKIT_SANDBOX_RUN__: `globalThis.${playgroundConfigGlobal}.run`,
    },
    build: { outDir: temporary, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  })
  // Older builds go; another start's build in progress (a .tmp folder) stays.
  for (const old of await readdir(cacheRoot)) {
    if (!old.endsWith('.tmp')) await rm(join(cacheRoot, old), { recursive: true, force: true })
  }
  try {
    await rename(temporary, outDir)
  } catch (error) {
    // Another start built the same sources first: its build is this one.
    if (!existsSync(join(outDir, 'index.html'))) throw error
    await rm(temporary, { recursive: true, force: true })
  }
  return { outDir, built: true, ms: performance.now() - started }
}
