import { appendFile, copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandboxSession } from '../createSandboxSession.js'
import { demo } from '../../service/seed/demo.js'
import { maxJsonDepth, maxStringLength } from '../../http/jsonLimits.js'
import { registerDemoSessions } from './registerDemoSessions.js'
import { serveSandbox, type SandboxServer } from './serve.js'

let dir: string
let file: string
const open: SandboxServer[] = []
const serve = async (dataFile: string, options: Partial<Parameters<typeof serveSandbox>[0]> = {}) => {
  const server = await serveSandbox({ port: 0, host: '127.0.0.1', onError: () => undefined, dataFile, ...options })
  open.push(server)
  return server
}
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-data-'))
  file = join(dir, 'state.json')
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()))
  await rm(dir, { recursive: true, force: true })
})

const member = demo.accounts.member.address
const xp = `/api/entities/${demo.entityId}/users/${member}/metrics/xp`

async function writeSome(server: SandboxServer, count: number) {
  const { admin } = (await registerDemoSessions(server.url)).sessions
  const query = new URLSearchParams({ address: admin.address, signature: admin.signature })
  let counter = 0
  for (let i = 0; i < count; i++) {
    const reply = await fetch(`${server.url}${xp}?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"count":1}' })
    counter = ((await reply.json()) as { data: { counter: number } }).data.counter
  }
  return counter
}

// What a crash leaves: the files as they are while the server runs, copied before it closes.
async function crashCopy(): Promise<string> {
  const copy = join(dir, 'crashed.json')
  await copyFile(file, copy)
  await copyFile(`${file}.journal`, `${copy}.journal`)
  return copy
}

describe('a data file', () => {
  it('has every answered write in its journal before the answer: a copy taken at any moment replays them all', async () => {
    const server = await serve(file)
    const counter = await writeSome(server, 25)
    expect((await stat(`${file}.journal`)).size).toBeGreaterThan(0)
    const restarted = await serve(await crashCopy())
    expect(restarted.sandbox.state.entities[demo.entityId]?.counters[member]?.['aurora-xp']).toBe(counter)
    expect(restarted.sandbox.snapshot()).toEqual(server.sandbox.snapshot())
  })

  it('drops a torn last record (never answered) and replays the rest', async () => {
    const server = await serve(file)
    const counter = await writeSome(server, 3)
    const copy = await crashCopy()
    await appendFile(`${copy}.journal`, '1a2b3c4d {"n":99,"time":"2026-')
    const restarted = await serve(copy)
    expect(restarted.sandbox.state.entities[demo.entityId]?.counters[member]?.['aurora-xp']).toBe(counter)
    // The start folded the journal in, torn tail and all.
    expect(await readFile(`${copy}.journal`, 'utf8')).toBe('')
  })

  it('refuses to start when a record before whole ones is damaged, and leaves both files untouched', async () => {
    const server = await serve(file)
    await writeSome(server, 3)
    const copy = await crashCopy()
    const lines = (await readFile(`${copy}.journal`, 'utf8')).split('\n')
    // One character changed inside the second record: its checksum no longer matches.
    lines[1] = `${lines[1]!.slice(0, 30)}${lines[1]![30] === 'x' ? 'y' : 'x'}${lines[1]!.slice(31)}`
    await writeFile(`${copy}.journal`, lines.join('\n'))
    await expect(serve(copy)).rejects.toThrow(/journal .*crashed\.json\.journal is damaged at record 2/)
    expect(await readFile(`${copy}.journal`, 'utf8')).toBe(lines.join('\n'))
  })

  it('folds the journal into the data file once it outgrows it, and a crash after the fold replays nothing twice', async () => {
    const server = await serve(file, { compactAfterBytes: 4 * 1024 })
    // Enough writes for the journal to outgrow the data file (the demo's own history makes that some 50 kB).
    const counter = await writeSome(server, 200)
    await server.sandbox.fetch(new Request(`http://x/api/entities/${demo.entityId}`))
    const journal = (await stat(`${file}.journal`)).size
    const snapshot = JSON.parse(await readFile(file, 'utf8')) as { journalSequence: number }
    expect(snapshot.journalSequence).toBeGreaterThan(0)
    expect(journal).toBeLessThan(200 * 300)
    const restarted = await serve(await crashCopy())
    expect(restarted.sandbox.state.entities[demo.entityId]?.counters[member]?.['aurora-xp']).toBe(counter)
  })

  it('keeps the largest accepted values through a restart', async () => {
    const server = await serve(file, { limits: { registrationsPerMinute: false } })
    const owner = await createSandboxSession({ fetch: (request: Request) => fetch(request) }, demo.accounts.owner.privateKey, { baseUrl: server.url })
    const query = new URLSearchParams({ address: owner.address, signature: owner.signature })
    const nested = (depth: number): unknown => (depth === 0 ? 'x'.repeat(maxStringLength) : [nested(depth - 1)])
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api/entities/${demo.entityId}${path}?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const update = await post('/update', {
      name: 'n'.repeat(maxStringLength),
      description: 'd'.repeat(maxStringLength),
      ownerAddresses: [owner.address],
      twitter: '',
      discord: '',
      website: '',
      imageUrl: '',
      contracts: [nested(maxJsonDepth - 3)],
    })
    expect(update.status).toBe(200)
    expect((await post(`/users/${member}/metrics/xp`, { count: Number.MAX_SAFE_INTEGER - 340 })).status).toBe(200)
    expect((await post('/levels', { level: 999_999_999, xp: Number.MAX_SAFE_INTEGER })).status).toBe(200)
    const expected = server.sandbox.snapshot()
    // Once from the journal (as after a crash), once from the data file (after a clean stop).
    expect((await serve(await crashCopy())).sandbox.snapshot()).toEqual(expected)
    await server.close()
    expect((await serve(file)).sandbox.snapshot()).toEqual(expected)
  })
})

describe('one data file, one sandbox', () => {
  it('refuses a second sandbox on a data file another one is using, and lets it start once that one stopped', async () => {
    const first = await serve(file)
    await expect(serve(file)).rejects.toThrow(`The sandbox data file ${file} is in use by another running sandbox (process ${process.pid})`)
    // The first one is unharmed: it keeps its files and answers.
    expect(await writeSome(first, 1)).toBe(341)
    await first.close()
    const second = await serve(file)
    expect(second.sandbox.state.entities[demo.entityId]?.counters[member]?.['aurora-xp']).toBe(341)
  })

  it('takes over the lock a sandbox that is gone left behind', async () => {
    await writeFile(`${file}.lock`, '2147483646')
    const server = await serve(file)
    expect(await readFile(`${file}.lock`, 'utf8')).toBe(String(process.pid))
    await server.close()
    await expect(stat(`${file}.lock`)).rejects.toThrow()
  })
})
