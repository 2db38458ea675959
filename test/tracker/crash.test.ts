import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Session } from '../../src/core/index.js'
import type { Sandbox } from '../../src/sandbox/createSandbox.js'
import { testRandom } from '../support/testRandom.js'
import { adminSandbox, countersOf, entityId, incrementOf, seededRandom, serveHttp, sums, userAddress, type AppliedIncrement, type HttpSandbox } from './trackerTestKit.js'

// A tracker process killed with SIGKILL while it delivers, then started again on the same journal: every event
// lands, and only the batch that was out at the moment of the kill may land twice.

const fixture = fileURLToPath(new URL('./fixtures/trackerProcess.ts', import.meta.url))
const metrics = ['xp', 'reviews', 'contributions'] as const
type Event = { user: string; metric: string; count: number }

let folder: string
let script: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'engagekit-crash-'))
  // One bundled file starts in a fraction of the time the sources take through a TypeScript loader.
  script = join(folder, 'trackerProcess.mjs')
  await build({ entryPoints: [fixture], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: script, logLevel: 'warning' })
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/**
 * The sandbox over HTTP, with each row-4 request it applied; `onApplied` runs after the sandbox applied request `n`
 * (from 1). With `keys: false` it ignores Idempotency-Key, as a service of the spec alone does.
 */
async function crashSandbox({ keys }: { keys: boolean }) {
  const { sandbox, admin } = await adminSandbox()
  const applied: AppliedIncrement[] = []
  const hooks: { onApplied?: (n: number, response: Response) => Promise<Response | undefined> } = {}
  const http = await serveHttp(async (received) => {
    const request = keys ? received : new Request(received, { headers: withoutKey(received.headers) })
    const increment = await incrementOf(request)
    const response = await sandbox.fetch(request)
    if (!increment || !response.ok) return response
    applied.push(increment)
    return hooks.onApplied ? hooks.onApplied(applied.length, response) : response
  })
  return { sandbox, admin, applied, hooks, http }
}

function withoutKey(headers: Headers): Headers {
  const copy = new Headers(headers)
  copy.delete('idempotency-key')
  return copy
}

type Run = { child: ChildProcess; output: string[]; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> }

function startTracker(http: HttpSandbox, admin: Session, journal: string, mode: 'track' | 'resume', events: Event[] = []): Run {
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      TRACKER_MODE: mode,
      TRACKER_SANDBOX_URL: http.url,
      TRACKER_SESSION: JSON.stringify(admin),
      TRACKER_ENTITY_ID: entityId,
      TRACKER_JOURNAL: journal,
      TRACKER_EVENTS: JSON.stringify(events),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)))
  child.stderr.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return { child, output, exited }
}

function eventsFor(seed: number, users: number, count: number): Event[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => ({
    user: userAddress(100 * seed + Math.floor(random() * users)),
    metric: metrics[Math.floor(random() * metrics.length)]!,
    count: 1 + Math.floor(random() * 4),
  }))
}

/** Counter minus what was tracked, per user and metric: 0 everywhere when every event landed once. */
async function surplus(sandbox: Sandbox, admin: Session, events: Event[]): Promise<Map<string, number>> {
  const result = new Map<string, number>()
  for (const [user, expected] of sums(events)) {
    const counters = await countersOf(sandbox, admin, user)
    for (const metric of metrics) result.set(`${user} ${metric}`, (counters[metric] ?? 0) - (expected.get(metric) ?? 0))
  }
  return result
}

const amounts = (batches: AppliedIncrement[]) => {
  const result = new Map<string, number>()
  for (const batch of batches) batch.metrics.forEach((metric, index) => result.set(`${batch.user} ${metric}`, (result.get(`${batch.user} ${metric}`) ?? 0) + batch.counts[index]!))
  return result
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('a tracker process killed with SIGKILL', () => {
  it('killed after the service applied a batch, before the answer, against a service without keys: every event lands, that batch twice', async () => {
    const { sandbox, admin, applied, hooks, http } = await crashSandbox({ keys: false })
    const journal = join(folder, 'twice.jsonl')
    const events = eventsFor(1, 12, 300)
    let run = startTracker(http, admin, journal, 'track', events)
    hooks.onApplied = async (n) => {
      if (n !== 4) return new Response(JSON.stringify({ success: true }), { status: 200 })
      run.child.kill('SIGKILL')
      return undefined
    }
    expect(await run.exited).toMatchObject({ signal: 'SIGKILL' })
    expect(run.output).toContain('tracked')
    const killed = applied[3]!
    hooks.onApplied = undefined

    run = startTracker(http, admin, journal, 'resume')
    expect(await run.exited, run.output.join('\n')).toMatchObject({ code: 0 })
    expect(run.output).toEqual(['closed'])
    const extra = await surplus(sandbox, admin, events)
    const expected = amounts([killed])
    for (const [pair, value] of extra) expect(value, pair).toBe(expected.get(pair) ?? 0)
    expect(await readFile(journal, 'utf8')).toBe('')
    await http.down()
  }, 30_000)

  it('killed after the service applied a batch, before the answer, against a service with keys: every event counts exactly once', async () => {
    const { sandbox, admin, hooks, http } = await crashSandbox({ keys: true })
    const journal = join(folder, 'once.jsonl')
    const events = eventsFor(3, 12, 300)
    let run = startTracker(http, admin, journal, 'track', events)
    hooks.onApplied = async (n, response) => {
      if (n !== 4) return response
      run.child.kill('SIGKILL')
      return undefined
    }
    expect(await run.exited).toMatchObject({ signal: 'SIGKILL' })
    hooks.onApplied = undefined

    // The restarted tracker sends the batch that was out again, with the key it was fixed with: the service answers
    // with its first answer and counts nothing twice.
    run = startTracker(http, admin, journal, 'resume')
    expect(await run.exited, run.output.join('\n')).toMatchObject({ code: 0 })
    for (const [pair, value] of await surplus(sandbox, admin, events)) expect(value, pair).toBe(0)
    expect(await readFile(journal, 'utf8')).toBe('')
    await http.down()
  }, 30_000)

  it('killed at random moments of its deliveries, three times, against a service without keys: no event lost, at most the batch out at each kill twice', async () => {
    const { sandbox, admin, applied, hooks, http } = await crashSandbox({ keys: false })
    const journal = join(folder, 'random.jsonl')
    const events = eventsFor(2, 15, 300)
    const { random, seed } = testRandom('tracker killed at random moments')
    const outAtKill: AppliedIncrement[] = []
    for (let cycle = 0; cycle < 3; cycle++) {
      const run = startTracker(http, admin, journal, cycle === 0 ? 'track' : 'resume', events)
      const killAt = applied.length + 1 + Math.floor(random() * 5)
      const delayMs = Math.floor(random() * 4)
      hooks.onApplied = async (n, response) => {
        if (n === killAt) setTimeout(() => run.child.kill('SIGKILL'), delayMs)
        return response
      }
      expect(await run.exited, `seed ${seed}`).toMatchObject({ signal: 'SIGKILL' })
      // A request the process wrote just before it died may still be applied after it.
      await settle()
      outAtKill.push(applied.at(-1)!)
    }
    hooks.onApplied = undefined
    const run = startTracker(http, admin, journal, 'resume')
    expect(await run.exited, run.output.join('\n')).toMatchObject({ code: 0 })

    const extra = await surplus(sandbox, admin, events)
    const atMost = amounts(outAtKill)
    for (const [pair, value] of extra) {
      expect(value, pair).toBeGreaterThanOrEqual(0)
      expect(value, pair).toBeLessThanOrEqual(atMost.get(pair) ?? 0)
    }
    await http.down()
  }, 30_000)
})
