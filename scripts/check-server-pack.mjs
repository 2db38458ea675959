// Checks engagekit-server as the registry will serve it (run after `node scripts/build-server.mjs`): `npm pack` of
// packages/server, unpacked into an empty folder beside the dependencies it declares (taken from this repository's
// node_modules, so nothing is downloaded or compiled), then `engagekit-server --help`, a start on a new SQLite file
// with GET /healthz, and an export. Also: the package needs nothing of engagekit's, and engagekit needs none of its
// dependencies.
//
//   node scripts/check-server-pack.mjs     exits 1 with the reasons when a check fails
import { execFile, spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = join(root, 'packages/server')
const serverPkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'))
const clientPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const failures = []
const fail = (message) => failures.push(message)

const serverDependencies = Object.keys(serverPkg.dependencies)
for (const name of ['better-sqlite3', 'pg', 'kysely']) {
  if (!serverDependencies.includes(name)) fail(`engagekit-server does not depend on ${name}`)
  if (clientPkg.dependencies?.[name] || (clientPkg.peerDependencies?.[name] && !clientPkg.peerDependenciesMeta?.[name]?.optional)) {
    fail(`engagekit makes every app install ${name}, a dependency of the server only`)
  }
}
if (serverPkg.dependencies.engagekit) fail('engagekit-server depends on engagekit: its build carries what it needs')

const work = await mkdtemp(join(tmpdir(), 'engagekit-server-pack-'))
try {
  if (!existsSync(join(serverDir, 'dist/cli.js'))) throw new Error('packages/server/dist is missing: run node scripts/build-server.mjs first')
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work, '--loglevel=error'], { cwd: serverDir })
  const [packed] = JSON.parse(stdout)
  console.log(`Tarball: ${packed.filename}, ${(packed.size / 1000).toFixed(1)} kB packed, ${packed.files.length} files.`)
  const app = join(work, 'app')
  const installed = join(app, 'node_modules/engagekit-server')
  await mkdir(installed, { recursive: true })
  await run('tar', ['-xzf', join(work, packed.filename), '-C', installed, '--strip-components=1'])
  // The dependencies it declares, and theirs, as npm would have put them beside it.
  for (const name of serverDependencies) await symlink(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir')
  await symlink(join(root, 'node_modules'), join(work, 'node_modules'), 'dir')
  const bin = join(installed, serverPkg.bin['engagekit-server'])

  const help = await run(process.execPath, [bin, '--help'], { cwd: app })
  if (!help.stdout.includes('engagekit-server export <file.json>')) fail('engagekit-server --help does not print its usage')

  const child = spawn(process.execPath, [bin, '--port', '0', '--database', join(app, 'packed.db'), '--seed', 'demo'], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stderr.on('data', (chunk) => (output += chunk))
  const url = await new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`engagekit-server did not start in 20 s:\n${output}`)), 20_000)
    child.stdout.on('data', (chunk) => {
      output += chunk
      const found = output.match(/"message":"listening","url":"([^"]+)"/)
      if (found) {
        clearTimeout(timer)
        resolveUrl(found[1])
      }
    })
    child.on('exit', (code) => reject(new Error(`engagekit-server exited with ${code}:\n${output}`)))
  })
  const health = await fetch(`${url}/healthz`)
  if (health.status !== 200) fail(`GET /healthz answered ${health.status}`)
  const entity = await fetch(`${url}/api/entities/aurora-guild`)
  if (entity.status !== 200) fail(`GET /api/entities/aurora-guild answered ${entity.status}`)
  child.kill('SIGTERM')
  await new Promise((done) => child.once('exit', done))

  await run(process.execPath, [bin, 'export', join(app, 'export.json'), '--database', join(app, 'packed.db')], { cwd: app })
  const exported = JSON.parse(await readFile(join(app, 'export.json'), 'utf8'))
  if (!exported.entities?.['aurora-guild']) fail('the export does not hold the demo entity')
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
} finally {
  await rm(work, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`Server pack check failed:\n${failures.map((failure) => ` - ${failure}`).join('\n')}`)
  process.exit(1)
}
console.log('Server pack check passed: the packed engagekit-server starts on SQLite, answers /healthz and exports; engagekit needs none of its dependencies.')
