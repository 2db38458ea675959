// What the engines themselves do with the same work, measured in the same run: one counter row incremented per
// transaction. PostgreSQL: pgbench, with as many clients as the load tool opens connections. SQLite: a bare
// better-sqlite3 loop (WAL, synchronous=FULL, one transaction per increment) in a process of its own.
import { execFile, fork } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { benchDatabaseUrl } from './targets.js'

const run = promisify(execFile)

/** pgbench's transactions per second for `rows` counters, `clients` at a time, for `seconds`. */
export async function pgbenchCeiling(rows: number, clients: number, seconds: number, work: string): Promise<number> {
  const store = await openSqlStore(benchDatabaseUrl)
  await sql.raw('drop table if exists pgbench_counters').execute(store.db)
  await sql.raw('create table pgbench_counters (id integer primary key, value double precision not null)').execute(store.db)
  await sql.raw(`insert into pgbench_counters select n, 0 from generate_series(1, ${rows}) n`).execute(store.db)
  await sql.raw('analyze pgbench_counters').execute(store.db)
  await store.close()
  const script = join(work, 'increment.sql')
  await writeFile(script, `\\set id random(1, ${rows})\nupdate pgbench_counters set value = value + 1 where id = :id;\n`)
  const url = new URL(benchDatabaseUrl)
  const { stdout } = await run(
    'pgbench',
    ['-n', '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username), '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, url.pathname.slice(1)],
    { env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  )
  const tps = stdout.match(/tps = ([\d.]+)/)
  if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`)
  return Number(tps[1])
}

const sqliteLoop = `
const Database = require('better-sqlite3')
const [file, rows, seconds] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])]
const db = new Database(file)
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
db.exec('create table counters (id integer primary key, value real not null)')
const insert = db.prepare('insert into counters values (?, 0)')
db.transaction(() => { for (let id = 1; id <= rows; id++) insert.run(id) })()
const increment = db.prepare('update counters set value = value + 1 where id = ? returning value')
const once = db.transaction((id) => increment.get(id))
let done = 0
const started = performance.now()
while (performance.now() - started < seconds * 1000) { once(1 + Math.floor(Math.random() * rows)); done++ }
process.send(done / ((performance.now() - started) / 1000))
`

/** A bare better-sqlite3 loop's increments per second over `rows` counters, for `seconds`. */
export async function sqliteCeiling(rows: number, seconds: number, work: string, root: string): Promise<number> {
  const script = join(work, 'sqlite-loop.cjs')
  await writeFile(script, sqliteLoop)
  const child = fork(script, [join(work, `ceiling-${Date.now()}.db`), String(rows), String(seconds)], { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, NODE_PATH: join(root, 'node_modules') } })
  return new Promise((resolve, reject) => {
    child.once('message', (rate) => resolve(Number(rate)))
    child.once('exit', (code) => code !== 0 && reject(new Error(`the SQLite loop exited with ${code}`)))
  })
}
