// Event streams at scale (npm run bench:server): 1,000 streams held open on one engagekit-server process (SQLite),
// what each costs in memory, and how long one increment takes to reach all of them.
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'

export const streamsTitle = '## Event streams'

export type StreamRow = { streams: number; rssBeforeMb: number; rssAfterMb: number; kbPerStream: number; openSeconds: number; increments: number; p50: number; p99: number; allReached: number }

/** The resident memory of a process, in bytes (Linux). */
async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Opens `streams` streams of the demo entity on one process, then makes `increments` increments one after another:
 * each increment's latency to each stream (sent to read), and until the last stream has it.
 */
export async function measureStreams(serverBin: string, work: string, streams = 1_000, increments = 30): Promise<StreamRow> {
  const entry = `const { runServerCli } = await import(${JSON.stringify(pathToFileURL(serverBin).href)}); await runServerCli(process.argv.slice(1))`
  const args = ['--database', join(work, `streams-${Date.now()}.db`), '--seed', 'demo', '--port', '0', '--quiet', '--writes-per-minute', 'off', '--registrations-per-minute', 'off', '--streams-per-client', String(streams + 10)]
  const child = spawn(process.execPath, ['--input-type=module', '-e', entry, '--', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = /"message":"listening","url":"([^"]+)"/.exec(output)
      if (found) resolve(found[1]!)
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`engagekit-server exited (${code}): ${output}`)))
  })
  const controller = new AbortController()
  try {
    const admin = await createSandboxSession({ fetch: (request) => fetch(request) }, demo.accounts.admin.privateKey, { baseUrl: url })
    const member = demo.accounts.member.address
    const increment = () =>
      fetch(`${url}/api/entities/${demo.entityId}/users/${member}/metrics/xp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-engagekit-address': admin.address, 'x-engagekit-signature': admin.signature },
        body: JSON.stringify({ count: 1 }),
      }).then((response) => response.text())
    // One increment first, so the code paths are warm and the database holds events.
    await increment()
    await pause(500)
    const before = await rss(child.pid!)

    // Each stream notes when it reads each counter value (the increments' `counter`, one more each time).
    const arrivals: Map<number, number>[] = []
    const opening = performance.now()
    await Promise.all(
      Array.from({ length: streams }, async () => {
        const seen = new Map<number, number>()
        arrivals.push(seen)
        const response = await fetch(`${url}/api/entities/${demo.entityId}/stream`, { signal: controller.signal })
        const reader = response.body!.getReader()
        const decoder = new TextDecoder()
        let text = ''
        while (!text.includes(': ok')) text += decoder.decode((await reader.read()).value, { stream: true })
        void (async () => {
          let buffer = ''
          for (;;) {
            const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
            if (done) return
            buffer += decoder.decode(value, { stream: true })
            let at: number
            while ((at = buffer.indexOf('\n\n')) !== -1) {
              const message = buffer.slice(0, at)
              buffer = buffer.slice(at + 2)
              const counter = /"counter":(\d+)/.exec(message)
              if (message.includes('event: metric.incremented') && counter) seen.set(Number(counter[1]), performance.now())
            }
          }
        })()
      }),
    )
    const openSeconds = (performance.now() - opening) / 1000
    await pause(1_000)
    const after = await rss(child.pid!)

    const latencies: number[] = []
    const reachedAll: number[] = []
    let counter = 341
    for (let index = 0; index < increments; index++) {
      counter++
      const sent = performance.now()
      await increment()
      const deadline = sent + 10_000
      while (arrivals.some((seen) => !seen.has(counter)) && performance.now() < deadline) await pause(2)
      const times = arrivals.map((seen) => (seen.get(counter) ?? Number.POSITIVE_INFINITY) - sent)
      latencies.push(...times)
      reachedAll.push(Math.max(...times))
      await pause(100)
    }
    latencies.sort((a, b) => a - b)
    reachedAll.sort((a, b) => a - b)
    return {
      streams,
      rssBeforeMb: before / 2 ** 20,
      rssAfterMb: after / 2 ** 20,
      kbPerStream: (after - before) / 1024 / streams,
      openSeconds,
      increments,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      allReached: percentile(reachedAll, 50),
    }
  } finally {
    controller.abort()
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
  }
}

/** The section of docs/performance.md. */
export function formatStreams(row: StreamRow, cores: number): string {
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'not reached')
  return [
    streamsTitle,
    '',
    `Written by \`npm run bench:server\` (bench/server/streams.ts), ${cores} cores: one engagekit-server process on SQLite, ${row.streams.toLocaleString('en')} streams of one entity ` +
      `(\`GET /api/entities/{id}/stream\`, no session) opened from this machine, then ${row.increments} increments (row 3) one after another. ` +
      'Latency is from sending an increment to a stream reading its `metric.incremented`; the client and the server share the machine.',
    '',
    '| Streams | Opened in | Memory (RSS) before → after | Per stream | Increment → a stream, p50 | p99 | Increment → all streams (median) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| ${row.streams.toLocaleString('en')} | ${row.openSeconds.toFixed(1)} s | ${row.rssBeforeMb.toFixed(0)} → ${row.rssAfterMb.toFixed(0)} MB | ${row.kbPerStream.toFixed(1)} kB | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.allReached)} |`,
    '',
    'One read of the outbox per commit serves every stream of the entity (the hub), so an increment costs one query however many follow it; what grows with the streams is writing each its copy.',
  ].join('\n')
}
