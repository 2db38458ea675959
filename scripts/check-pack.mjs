// Checks the package as the registry will serve it (run after `npm run build`): `npm pack`, then in an empty folder
// that installs the tarball with viem and nothing else, the README's in-process and served sandbox snippets run and
// typecheck, `import 'engagekit/styles.css'` typechecks, and the `engagekit-sandbox` command serves. Also the tarball's size
// budget, and no widget source maps in it (they stay in dist/ for the CDN).
//
//   node scripts/check-pack.mjs          exits 1 with the reasons when a check fails
import { execFile, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const viemVersion = JSON.parse(readFileSync(join(root, 'node_modules/viem/package.json'), 'utf8')).version

/** Packed (gzipped) tarball budget, as npm reports it: the modules, the types an entry reaches, and the widget. */
// 410 kB since the README documents the server (Run the server), about 5 kB of it packed. 445 kB since the server's
// extensions (435 kB measured): the service's rules, stores and HTTP layer the sandbox runs (dist/service, store, http),
// boards by period and API keys in the client, hooks and components, and the widget's own wallet picker. 455 kB since
// the README documents the OpenAPI document and calls from curl (446 kB measured), with readable metric names. 630 kB
// since the components speak eleven languages besides English (611 kB measured): each language is a module of the
// library and a chunk of the widget (about 8 kB packed each, twice), loaded only by pages that show it. 675 kB since
// the signature step in the sign-in dialog, the shared form parts and save toast, the designed NFT art, their strings
// in twelve languages, and the widget's code split per element (36 files where there were 3; 653 kB measured). 700 kB
// since the leaderboard's full board (its own module and widget chunk), the not-ranked count and gap marker, the
// level and theme editors' dates, prices and level names, their strings in twelve languages, and the generated query
// options and hooks' doc comments (678 kB measured). 840 kB since CommunityCard, ImageField (pick, crop, upload) and
// the uploads endpoint, the member drawer, address chips and chains' marks, the themed NFT art shared by the sandbox and
// the components, the level-up moment, the increments' answers and the events' definitions, each component a module
// and a widget chunk, with their strings in twelve languages (762 kB measured). 1,090 kB since live engagement,
// achievements, streaks and board rules (990 kB measured): fifteen endpoints (webhooks, achievements, streaks, a
// member's update), the event stream's reader and the live cache updates, WebhookManager, EngagementToasts,
// Achievements, AchievementEditor and its badge art, StreakCounter and the streak settings, each a module of the
// library and a widget chunk (four new elements), their declarations, and their strings in twelve languages.
export const tarballBudget = 1_090_000

const failures = []
const fail = (message) => failures.push(message)
const npm = (args, cwd) => run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, maxBuffer: 64 * 1024 * 1024 })

/** The README's in-process sandbox example: the ```ts block after "In tests, run it in-process". */
export function readmeSandboxSnippet(readme) {
  const match = readme.match(/In tests, run it in-process:\s*```ts\n([\s\S]*?)```/)
  if (!match) throw new Error('README.md: no ```ts block after "In tests, run it in-process:"')
  return match[1]
}

/** The README's example of the sandbox over HTTP from a Node script: the ```ts block that imports `engagekit/sandbox/node`. */
export function readmeServeSnippet(readme) {
  const match = readme.match(/```ts\n(import \{ serveSandbox \} from 'engagekit\/sandbox\/node'[\s\S]*?)```/)
  if (!match) throw new Error("README.md: no ```ts block importing serveSandbox from 'engagekit/sandbox/node'")
  return match[1]
}

/** Markdown link targets that are neither absolute URLs nor anchors on the same page. */
export function relativeLinks(markdown) {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target).filter((target) => !/^(?:https?:|mailto:|#)/.test(target))
}

/** Starts `engagekit-sandbox --port 0` in `cwd`, returns the URL it prints and a way to stop it. */
function startSandboxCommand(cwd) {
  const child = spawn(join(cwd, 'node_modules/.bin/engagekit-sandbox'), ['--port', '0', '--quiet'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const url = new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`engagekit-sandbox printed no URL in 20 s:\n${output}`)), 20_000)
    const read = (chunk) => {
      output += chunk
      const found = output.match(/listening on (http:\/\/\S+)/)
      if (found) {
        clearTimeout(timer)
        resolveUrl(found[1])
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`engagekit-sandbox exited with ${code}:\n${output}`)))
  })
  return { url, stop: () => child.kill('SIGTERM') }
}

const work = await mkdtemp(join(tmpdir(), 'engagekit-pack-'))
try {
  if (!existsSync(join(root, pkg.exports['./sandbox'].import))) throw new Error('dist/ is missing: run `npm run build` first')

  // 1. The tarball: size, and what it carries.
  const { stdout } = await npm(['pack', '--json', '--pack-destination', work], root)
  const [packed] = JSON.parse(stdout)
  const files = new Set(packed.files.map((file) => file.path))
  console.log(`Tarball: ${packed.filename}, ${(packed.size / 1000).toFixed(1)} kB packed, ${(packed.unpackedSize / 1000).toFixed(1)} kB unpacked, ${files.size} files.`)
  if (packed.size > tarballBudget) fail(`the tarball is ${packed.size} bytes packed, over the ${tarballBudget} budget`)
  // The widget's maps (they carry its bundled dependencies) are published beside it on a CDN, not on the registry.
  const maps = [...files].filter((path) => path.endsWith('.map'))
  if (maps.length > 0) fail(`the tarball carries source maps: ${maps.join(', ')}`)
  const targetFiles = (target) => (typeof target === 'string' ? [target] : Object.values(target).flatMap(targetFiles))
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    for (const file of targetFiles(target)) {
      if (!files.has(file.replace(/^\.\//, ''))) fail(`${subpath}: ${file} is not in the tarball`)
    }
  }

  // 2. An empty project with the tarball and viem only: npm leaves the optional peers (msw, wagmi, react, ...) out.
  const app = join(work, 'app')
  await run('mkdir', [app])
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'pack-check', private: true, type: 'module' }))
  await npm(['install', '--prefer-offline', join(work, packed.filename), `viem@${viemVersion}`], app)
  for (const absent of ['msw', 'wagmi', 'react', '@tanstack/query-core']) {
    if (existsSync(join(app, 'node_modules', absent))) fail(`installing the tarball with viem also installed ${absent}`)
  }

  // 3. The README's sandbox snippet runs as it is written, and its links work on the registry's page (absolute).
  const readme = await readFile(join(root, 'README.md'), 'utf8')
  const relative = relativeLinks(readme)
  if (relative.length > 0) fail(`README.md links that only work inside the repository (make them absolute): ${relative.join(', ')}`)
  const snippet = readmeSandboxSnippet(readme)
  await writeFile(join(app, 'snippet.mjs'), `${snippet}\nconsole.log('snippet done')\n`)
  try {
    const result = await run(process.execPath, ['snippet.mjs'], { cwd: app })
    if (!result.stdout.includes('snippet done')) fail(`the README's sandbox snippet did not finish:\n${result.stdout}${result.stderr}`)
  } catch (error) {
    fail(`the README's sandbox snippet failed with only viem installed:\n${error.stderr || error.message}`)
  }

  // The sandbox served over HTTP from a Node script (`engagekit/sandbox/node`), as the README shows it.
  const serveSnippet = readmeServeSnippet(readme)
  await writeFile(join(app, 'serve.mjs'), `${serveSnippet}\nconsole.log('serve done')\n`)
  try {
    const result = await run(process.execPath, ['serve.mjs'], { cwd: app })
    if (!/^http:\/\/127\.0\.0\.1:\d+$/m.test(result.stdout) || !result.stdout.includes('serve done')) fail(`the README's serveSandbox snippet did not serve:\n${result.stdout}${result.stderr}`)
  } catch (error) {
    fail(`the README's serveSandbox snippet failed with only viem installed:\n${error.stderr || error.message}`)
  }

  // In Node, `engagekit/tracker` also has the file store (its `node` condition).
  const trackerImport = `import { createMetricTracker, fileStore, memoryStore } from 'engagekit/tracker'\n`
  const trackerCheck = `${trackerImport}for (const f of [createMetricTracker, fileStore, memoryStore]) if (typeof f !== 'function') throw new Error('engagekit/tracker: not a function')\n`
  await writeFile(join(app, 'tracker.mjs'), `${trackerCheck}console.log('tracker done')\n`)
  try {
    const result = await run(process.execPath, ['tracker.mjs'], { cwd: app })
    if (!result.stdout.includes('tracker done')) fail(`importing fileStore from engagekit/tracker in Node did not finish:\n${result.stdout}${result.stderr}`)
  } catch (error) {
    fail(`importing fileStore from engagekit/tracker in Node failed:\n${error.stderr || error.message}`)
  }

  // 4. Its types, the tracker's in Node, and the stylesheet import, check with the package's own declarations (no
  // skipLibCheck, so a declaration importing an absent package fails here).
  await writeFile(join(app, 'snippet.ts'), `${snippet}\nexport {}\n`)
  await writeFile(join(app, 'serve.ts'), `${serveSnippet}\nexport {}\n`)
  await writeFile(join(app, 'styles.ts'), `import 'engagekit/styles.css'\n`)
  await writeFile(join(app, 'tracker.ts'), `${trackerImport}export const store = fileStore('./points.jsonl', { durable: true })\nexport const fallback = memoryStore()\nexport type Make = typeof createMetricTracker\n`)
  await writeFile(
    join(app, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { target: 'es2022', module: 'nodenext', strict: true, noEmit: true, types: [] }, files: ['snippet.ts', 'serve.ts', 'styles.ts', 'tracker.ts'] }),
  )
  try {
    await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', app], { cwd: app })
  } catch (error) {
    fail(`the README's sandbox snippets, the tracker's imports or the stylesheet import do not typecheck with only viem installed:\n${error.stdout || error.message}`)
  }

  // 5. The sandbox command serves.
  const server = startSandboxCommand(app)
  try {
    const url = await server.url
    const response = await fetch(new URL('/api/entities/aurora-guild', url))
    if (response.status !== 200) fail(`engagekit-sandbox answered GET /api/entities/aurora-guild with ${response.status}`)
  } catch (error) {
    fail(error.message)
  } finally {
    server.stop()
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
} finally {
  await rm(work, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`Pack check failed:\n - ${failures.join('\n - ')}`)
  process.exit(1)
}
console.log('Pack check passed: the tarball installs with viem alone, its sandbox snippets run and typecheck, the sandbox command serves.')
