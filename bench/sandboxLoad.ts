// The sandbox under HTTP load (autocannon): reads and writes per second with p50/p99 latency, at 1,000 and
// 100,000 members (and 1,000 metrics), in memory and with a data file; row 8 listing every member; and the longest
// time the server's event loop was blocked. Each configuration runs in a child process of its own, on loopback.
// `npm run bench` includes it; `tsx bench/sandboxLoad.ts [--write] [--seconds n]` runs only this part (--write
// replaces its section in docs/performance.md).
import { fork, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { build } from 'esbuild'
import { createSandboxSession } from '../src/sandbox/createSandboxSession.js'
import { demo } from '../src/service/seed/demo.js'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
export const sandboxLoadTitle = '## The sandbox under load'

type Latency = { rate: number; p50: number; p99: number; errors: number }
/** The longest the event loop was held up in a phase, the CPU time the server used in that stretch, and the longest GC pause. */
type Block = { blockMs: number; cpuMs: number; gcMs: number }
type Row = { members: number; dataFile: boolean; reads: Latency; writes: Latency; listMs: number; blocks: { reads: Block; writes: Block; list: Block; single: Block } }

// The child: seeds the demo entity with `members` members (each with counters) and 1,000 metrics, serves it, and
// reports the longest event-loop delay it saw when asked.
const serverSource = `
import { PerformanceObserver } from 'node:perf_hooks'
import { writeFile } from 'node:fs/promises'
import { createSandbox } from './createSandbox.ts'
import { serveSandbox } from './node/serve.ts'
const [members, dataFile] = [Number(process.argv[2]), process.argv[3]]
const snapshot = createSandbox({ seed: 'demo' }).snapshot()
const entity = snapshot.entities['aurora-guild']
for (let i = entity.metrics.length; i < 1000; i++) entity.metrics.push({ id: 'metric-' + i, name: 'metric_' + i, description: '', type: 'count' })
for (let i = entity.members.length; i < members; i++) {
  // Digits only: an address without letters is its own EIP-55 checksum.
  const address = '0x' + String(i).padStart(40, '0')
  entity.members.push({ address, chain: 'ethereum', joinedAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })
  entity.counters[address] = { 'aurora-xp': i % 2000, 'aurora-reviews': i % 7 }
}
const limits = { registrationsPerMinute: false, maxMembersPerEntity: 10_000_000 }
let server
if (dataFile) {
  await writeFile(dataFile, JSON.stringify(snapshot))
  server = await serveSandbox({ port: 0, host: '127.0.0.1', dataFile, limits })
} else {
  server = await serveSandbox({ port: 0, host: '127.0.0.1', sandbox: createSandbox({ seed: snapshot, limits }) })
}
// The longest gap between two ticks of a 1 ms timer, with the CPU time this process used during it: a gap with little
// CPU in it is time spent waiting for a core (the load tool runs on the same machine), not work done by a request.
let longest = { gapMs: 0, cpuMs: 0 }
let last = { at: performance.now(), cpu: process.cpuUsage() }
setInterval(() => {
  const now = { at: performance.now(), cpu: process.cpuUsage() }
  const gapMs = now.at - last.at
  if (gapMs > longest.gapMs) longest = { gapMs, cpuMs: (now.cpu.user - last.cpu.user + now.cpu.system - last.cpu.system) / 1000 }
  last = now
}, 1)
let longestGc = 0
new PerformanceObserver((list) => { for (const entry of list.getEntries()) longestGc = Math.max(longestGc, entry.duration) }).observe({ entryTypes: ['gc'] })
process.on('message', (message) => {
  if (message === 'reset') {
    longest = { gapMs: 0, cpuMs: 0 }
    longestGc = 0
  }
  if (message === 'stats') process.send({ blockMs: longest.gapMs, cpuMs: longest.cpuMs, gcMs: longestGc })
})
process.send({ url: server.url })
`

async function startServer(script: string, members: number, dataFile: string | undefined): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(script, [String(members), dataFile ?? ''], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] })
  const url = await new Promise<string>((done, failed) => {
    child.once('message', (message) => done((message as { url: string }).url))
    child.once('exit', (code) => failed(new Error(`the sandbox exited (${code}) before listening`)))
  })
  return { child, url }
}

const ask = (child: ChildProcess, what: string) =>
  new Promise<Block>((done) => {
    child.once('message', (message) => done(message as Block))
    child.send(what)
  })

type LoadResult = { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number }

async function load(options: Record<string, unknown>): Promise<Latency> {
  const result = (await (autocannon as unknown as (options: Record<string, unknown>) => Promise<LoadResult>)({ connections: 10, ...options }))
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

/** Runs every configuration and returns the rows. */
export async function measureSandboxLoad(log: (line: string) => void, seconds = 5): Promise<Row[]> {
  const temp = await mkdtemp(join(tmpdir(), 'engagekit-load-'))
  try {
    const script = join(temp, 'server.mjs')
    await build({ stdin: { contents: serverSource, resolveDir: join(root, 'src/sandbox'), loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', outfile: script, logLevel: 'error' })
    const rows: Row[] = []
    for (const members of [1_000, 100_000]) {
      for (const dataFile of [false, true]) {
        log(`  ${members.toLocaleString('en-US')} members, ${dataFile ? 'with --data' : 'in memory'}…`)
        const { child, url } = await startServer(script, members, dataFile ? join(temp, `state-${members}.json`) : undefined)
        try {
          const admin = await createSandboxSession({ fetch: (request: Request) => fetch(request) }, demo.accounts.admin.privateKey, { baseUrl: url })
          const auth = new URLSearchParams({ address: admin.address, signature: admin.signature })
          const member = `0x${String(members - 1).padStart(40, '0')}`
          // First, one request at a time (reads and writes in turn, from a cold start): what a single request holds
          // the loop for, where the load below may answer up to ten requests, one per connection, in one turn.
          child.send('reset')
          for (let turn = 0; turn < 200; turn++) {
            const write = turn % 2 === 1
            const reply = await fetch(`${url}/api/entities/${demo.entityId}/users/${member}/metrics${write ? '/xp' : ''}?${auth}`, write ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"count":1}' } : {})
            await reply.arrayBuffer()
          }
          const singleBlocked = await ask(child, 'stats')
          child.send('reset')
          // Row 2 (a member's 1,000 counters) and row 3 (one increment).
          const reads = await load({ url: `${url}/api/entities/${demo.entityId}/users/${member}/metrics?${auth}`, duration: seconds })
          const readsBlocked = await ask(child, 'stats')
          child.send('reset')
          const writes = await load({
            url: `${url}/api/entities/${demo.entityId}/users/${member}/metrics/xp?${auth}`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"count":1}',
            duration: seconds,
          })
          // Row 8, every member at once, while nothing else runs: the slowest of three.
          const writesBlocked = await ask(child, 'stats')
          child.send('reset')
          let listMs = 0
          for (let run = 0; run < 3; run++) {
            const started = performance.now()
            const reply = await fetch(`${url}/api/entities/${demo.entityId}/users?${auth}`)
            const users = ((await reply.json()) as { users: unknown[] }).users.length
            if (users < members) throw new Error(`row 8 listed ${users} of ${members} members`)
            listMs = Math.max(listMs, performance.now() - started)
          }
          const listBlocked = await ask(child, 'stats')
          rows.push({ members, dataFile, reads, writes, listMs, blocks: { reads: readsBlocked, writes: writesBlocked, list: listBlocked, single: singleBlocked } })
        } finally {
          child.kill()
        }
      }
    }
    return rows
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
}

const fixed = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
/** A block as "wall (CPU)": how long the loop stood still, and how much of it the server spent working. */
const block = (phase: Block) => `${fixed(phase.blockMs)} (${fixed(phase.cpuMs)})`

/** The rows as the markdown section docs/performance.md carries. */
export function formatSandboxLoad(rows: Row[], seconds: number): string {
  return [
    sandboxLoadTitle,
    '',
    `autocannon, 10 connections, ${seconds} s per row, against the sandbox's HTTP server in a child process on loopback, ${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)} when the table was written). ` +
      'The demo entity holds the members (each with two counters) and 1,000 metrics. Reads are row 2 (one member\'s 1,000 counters), writes row 3 (one increment); ' +
      'with `--data` every write is fsynced before it is answered. Row 8 lists every member in one answer (the slowest of three). ' +
      'A block is the longest time the server\'s event loop stood still (the gap between two ticks of a 1 ms timer), with the CPU time the server process used in that stretch in brackets (all its threads, so garbage-collector and compiler threads can make it exceed the stretch): ' +
      'the rest is time it waited for a core, which the load tool, running on the same machine, also needs. Under load, one turn of the loop may answer a request on each of the ten connections, ' +
      'so those blocks are up to ten requests long; "one at a time" sends 200 reads and writes in turn right after the start, before the load, and shows what a single request holds the loop for. ' +
      'The last column is the longest garbage-collection pause of the four phases. Aims: row 8 with 100,000 members under 1 s, and no request that holds the event loop over 50 ms.',
    '',
    '| members | state | reads/s | read p50 / p99 | writes/s | write p50 / p99 | row 8, all members | block under load (CPU): reads / writes / row 8 | block, one at a time (CPU) | longest GC pause |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.members.toLocaleString('en-US')} | ${row.dataFile ? '`--data`' : 'memory'} | ${row.reads.rate.toFixed(0)} | ${row.reads.p50} / ${row.reads.p99} ms | ${row.writes.rate.toFixed(0)} | ${row.writes.p50} / ${row.writes.p99} ms | ${fixed(row.listMs)} ms | ${[row.blocks.reads, row.blocks.writes, row.blocks.list].map(block).join(' / ')} ms | ${block(row.blocks.single)} ms | ${fixed(Math.max(...Object.values(row.blocks).map((phase) => phase.gcMs)))} ms |`,
    ),
    ...(rows.some((row) => row.reads.errors + row.writes.errors > 0) ? ['', `Errors or non-2xx answers: ${rows.map((row) => row.reads.errors + row.writes.errors).join(', ')}.`] : []),
  ].join('\n')
}

async function standalone(): Promise<void> {
  const args = process.argv.slice(2)
  const seconds = Number(args[args.indexOf('--seconds') + 1]) || 5
  const rows = await measureSandboxLoad((line) => process.stdout.write(`${line}\n`), seconds)
  const section = formatSandboxLoad(rows, seconds)
  process.stdout.write(`\n${section}\n`)
  if (!args.includes('--write')) return
  const file = join(root, 'docs', 'performance.md')
  const text = existsSync(file) ? await readFile(file, 'utf8') : ''
  const start = text.indexOf(sandboxLoadTitle)
  const end = start === -1 ? -1 : text.indexOf('\n## ', start + sandboxLoadTitle.length)
  const next = start === -1 ? text.indexOf('\n## Sizes') : -1
  const updated =
    start !== -1
      ? `${text.slice(0, start)}${section}\n${end === -1 ? '' : text.slice(end)}`
      : next !== -1
        ? `${text.slice(0, next)}\n${section}\n${text.slice(next)}`
        : `${text.trimEnd()}\n\n${section}\n`
  await writeFile(file, updated)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  standalone().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
