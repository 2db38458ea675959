// A sandbox with a data file, killed with SIGKILL at random points under a write load: every write it answered
// must be there after the restart, and the data file must always load.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'
import { registerDemoSessions } from '../../src/sandbox/node/registerDemoSessions.js'
import { testRandom } from '../support/testRandom.js'

const cycles = 12
const sandboxDir = fileURLToPath(new URL('../../src/sandbox/node/', import.meta.url))
let dir: string
let serverScript: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-crash-'))
  serverScript = join(dir, 'server.mjs')
  // Bundled once, so each of the many starts takes a fraction of a second. A small compaction threshold makes the
  // kills land during compactions too.
  await build({
    stdin: {
      contents: `
        import { serveSandbox } from './serve.ts'
        const server = await serveSandbox({ port: 0, host: '127.0.0.1', dataFile: process.argv[2], compactAfterBytes: 16 * 1024, limits: { registrationsPerMinute: false } })
        process.stdout.write(server.url + '\\n')`,
      resolveDir: sandboxDir,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: serverScript,
    logLevel: 'error',
  })
}, 30_000)
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function start(file: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [serverScript, file], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      const line = /^(http:\/\/\S+)\n/.exec(stdout)
      if (line) resolve(line[1]!)
    })
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening: ${stderr}`)))
  })
  return { child, url }
}

const kill = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGKILL'))))

describe('a sandbox with a data file, killed with SIGKILL under load', () => {
  it(`keeps every write it answered, over ${cycles} kills`, async () => {
    const file = join(dir, 'state.json')
    let { child, url } = await start(file)
    const { admin } = (await registerDemoSessions(url)).sessions
    const auth = new URLSearchParams({ address: admin.address, signature: admin.signature })
    const entity = `/api/entities/${demo.entityId}`
    const xp = `${entity}/users/${demo.accounts.member.address}/metrics/xp`
    const post = (base: string, path: string, body: unknown) =>
      fetch(`${base}${path}?${auth}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const readCounter = async (base: string) => {
      const reply = (await (await fetch(`${base}${entity}/users/${demo.accounts.member.address}/metrics?${auth}`)).json()) as { data: { metric: string; counter: number }[] }
      return reply.data.find((counter) => counter.metric === 'xp')!.counter
    }

    const { random, seed } = testRandom('sandbox killed under load')
    let highestAcknowledged = await readCounter(url)
    const acknowledgedLevels: number[] = []
    let answered = 0
    for (let cycle = 0; cycle < cycles; cycle++) {
      const base = url
      let stop = false
      const answeredBefore = answered
      // Eight clients in parallel, each alternating increments and level creations, until the process dies.
      const clients = Array.from({ length: 8 }, async (_, client) => {
        for (let i = 0; !stop; i++) {
          try {
            if (i % 3 === 2) {
              const level = 1000 + cycle * 10_000 + client * 1000 + i
              const reply = await post(base, `${entity}/levels`, { level, xp: level })
              if (reply.status === 200) acknowledgedLevels.push(level)
            } else {
              const reply = await post(base, xp, { count: 1 })
              if (reply.status === 200) highestAcknowledged = Math.max(highestAcknowledged, ((await reply.json()) as { data: { counter: number } }).data.counter)
            }
            answered++
          } catch {
            return // the connection died with the process
          }
        }
      })
      // A random point: after a random number of answered writes (so there is always load), then a random moment.
      const target = answeredBefore + 3 + Math.floor(random() * 30)
      for (let waited = 0; answered < target && waited < 5000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5))
      await new Promise((resolve) => setTimeout(resolve, random() * 20))
      await kill(child)
      stop = true
      await Promise.all(clients)

      // The restart must load whatever the kill left behind.
      ;({ child, url } = await start(file))
      expect(await readCounter(url), `seed ${seed}`).toBeGreaterThanOrEqual(highestAcknowledged)
      const levels = (await (await fetch(`${url}${entity}/levels?${auth}`)).json()) as { level: number }[]
      const present = new Set(levels.map((level) => level.level))
      expect(acknowledgedLevels.filter((level) => !present.has(level)), `seed ${seed}`).toEqual([])
    }
    await kill(child)
    // The load was real: writes were answered in every cycle, before each kill.
    expect(answered).toBeGreaterThanOrEqual(cycles * 3)
    expect(acknowledgedLevels.length).toBeGreaterThan(0)
  }, 60_000)

  it('an API key created just before a kill still works after the restart: the journal keeps what the write drew', async () => {
    const file = join(dir, 'keys.json')
    let { child, url } = await start(file)
    const { owner } = (await registerDemoSessions(url)).sessions
    const auth = new URLSearchParams({ address: owner.address, signature: owner.signature })
    const created = await fetch(`${url}/api/entities/${demo.entityId}/api-keys?${auth}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Discord bot' }),
    })
    expect(created.status).toBe(200)
    const { key, id } = ((await created.json()) as { data: { key: string; id: string } }).data
    await kill(child)
    ;({ child, url } = await start(file))
    try {
      // The key shown once works, with the same id the owner was shown.
      const increment = await fetch(`${url}/api/entities/${demo.entityId}/users/${demo.accounts.member.address}/metrics/xp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ count: 1 }),
      })
      expect(increment.status).toBe(200)
      const listed = (await (await fetch(`${url}/api/entities/${demo.entityId}/api-keys?${auth}`)).json()) as { data: { id: string; name: string }[] }
      expect(listed.data).toEqual([expect.objectContaining({ id, name: 'Discord bot' })])
    } finally {
      await kill(child)
    }
  }, 30_000)
})
