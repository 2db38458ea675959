// The services the server benchmark loads: the sandbox in memory, engagekit-server on SQLite, and on PostgreSQL with
// one process or two; each in child processes of its own, loaded with the same snapshot.
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { sql } from 'kysely'
import type { Snapshot } from '../../src/service/state.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'

export type TargetKind = 'memory' | 'sqlite' | 'postgres' | 'postgres ×2'

/** A running configuration: the base URL of each of its processes. */
export type Target = { kind: TargetKind; urls: string[]; pids: number[]; stop(): Promise<void> }

/** The PostgreSQL database the benchmark works in (scripts/start-test-postgres.sh creates it). */
export const benchDatabaseUrl = process.env['ENGAGEKIT_BENCH_DATABASE_URL'] ?? 'postgres://ek:ek@127.0.0.1:5432/engagekit_bench'

const limits = ['--registrations-per-minute', 'off', '--writes-per-minute', 'off', '--max-members', '10000000', '--quiet', ...(process.env['BENCH_POOL'] ? ['--pool-size', process.env['BENCH_POOL']] : [])]

const sandboxChild = `
import { readFile } from 'node:fs/promises'
import { createSandbox } from './createSandbox.ts'
import { serveSandbox } from './node/serve.ts'
const seed = JSON.parse(await readFile(process.argv[2], 'utf8'))
const sandbox = createSandbox({ seed, limits: { registrationsPerMinute: false, maxMembersPerEntity: 10_000_000 } })
const server = await serveSandbox({ port: 0, host: '127.0.0.1', sandbox })
process.send({ url: server.url })
`

function stopAll(children: ChildProcess[]): () => Promise<void> {
  return async () => {
    await Promise.all(children.map((child) => new Promise((done) => (child.exitCode !== null ? done(null) : (child.once('exit', done), child.kill('SIGTERM'))))))
  }
}

function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = output.match(/"message":"listening","url":"([^"]+)"/)
      if (found) resolve(found[1]!)
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`engagekit-server exited (${code}): ${output}`)))
  })
}

/** Starts one configuration on a copy of `snapshot`; `work` is a folder for its files, `serverBin` the built command. */
export async function startTarget(kind: TargetKind, snapshot: Snapshot, work: string, serverBin: string, root: string): Promise<Target> {
  if (kind === 'memory') {
    const script = join(work, 'sandbox-child.mjs')
    await build({ stdin: { contents: sandboxChild, resolveDir: join(root, 'src/sandbox'), loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', outfile: script, logLevel: 'error' })
    const seed = join(work, 'seed.json')
    await writeFile(seed, JSON.stringify(snapshot))
    const child = fork(script, [seed], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] })
    const url = await new Promise<string>((done, failed) => {
      child.once('message', (message) => done((message as { url: string }).url))
      child.once('exit', (code) => failed(new Error(`the sandbox exited (${code}) before listening`)))
    })
    return { kind, urls: [url], pids: [child.pid!], stop: stopAll([child]) }
  }
  const { database } = await newDatabase(kind === 'sqlite' ? 'sqlite' : 'postgres', work, 'bench')
  const store = await openSqlStore(database)
  await store.load(snapshot)
  if (store.dialect === 'postgres') await sql`analyze`.execute(store.db)
  await store.close()
  return serveDatabase(kind, database, serverBin, kind === 'postgres ×2' ? 2 : 1)
}

/** A new empty database: a SQLite file in `work`, or a schema of its own in the benchmark's PostgreSQL database; `drop` removes it. */
export async function newDatabase(dialect: 'sqlite' | 'postgres', work: string, prefix: string): Promise<{ database: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const database = join(work, `${prefix}-${Date.now()}.db`)
    return { database, drop: async () => void (await Promise.all(['', '-wal', '-shm'].map((tail) => rm(`${database}${tail}`, { force: true })))) }
  }
  const schema = `${prefix}_${process.pid}_${Date.now().toString(36)}`
  const inBench = async (text: string) => {
    const admin = await openSqlStore(benchDatabaseUrl)
    await sql.raw(text).execute(admin.db)
    await admin.close()
  }
  await inBench(`drop schema if exists ${schema} cascade; create schema ${schema}`)
  const url = new URL(benchDatabaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return { database: url.toString(), drop: () => inBench(`drop schema if exists ${schema} cascade`) }
}

/** engagekit-server on `database`, in `processes` processes, started as the package runs it. */
export async function serveDatabase(kind: TargetKind, database: string, serverBin: string, processes = 1): Promise<Target> {
  // The built command, as the package runs it (its bin in this repository would run the sources through tsx).
  const entry = `const { runServerCli } = await import(${JSON.stringify(pathToFileURL(serverBin).href)}); await runServerCli(process.argv.slice(1))`
  const children = Array.from({ length: processes }, () =>
    spawn(process.execPath, [...(process.env['BENCH_PROF'] ? ['--cpu-prof', '--cpu-prof-dir', process.env['BENCH_PROF']] : []), '--input-type=module', '-e', entry, '--', '--database', database, '--port', '0', ...limits], { stdio: ['ignore', 'pipe', 'pipe'] }),
  )
  const urls = await Promise.all(children.map(listening))
  return { kind, urls, pids: children.map((child) => child.pid!), stop: stopAll(children) }
}
