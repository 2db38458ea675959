import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'

// examples/leaderboard-server, run as a process against its in-process sandbox.

const example = fileURLToPath(new URL('../../examples/leaderboard-server/', import.meta.url))
let folder: string
let child: ChildProcess
let base: string
const lines: string[] = []

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'engagekit-leaderboard-server-'))
  // Bundled with the example's own tsconfig (its `engagekit/*` paths point at the sources), so it runs without a build.
  const script = join(folder, 'leaderboard-server.mjs')
  await build({ entryPoints: [join(example, 'index.mjs')], tsconfig: join(example, 'tsconfig.json'), bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: script, logLevel: 'error' })
  child = spawn(process.execPath, [script, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] })
  const output = createInterface({ input: child.stdout! })
  base = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)))
    output.on('line', (line) => {
      lines.push(line)
      const found = /^leaderboards on (http:\/\/\S+?)\/leaderboard\?/.exec(line)
      if (found) resolve(found[1]!)
    })
  })
}, 60_000)

afterAll(async () => {
  child?.kill('SIGTERM')
  await rm(folder, { recursive: true, force: true })
})

const get = async (query: string) => {
  const response = await fetch(`${base}/leaderboard?${query}`)
  return { status: response.status, headers: response.headers, body: (await response.json()) }
}

describe('examples/leaderboard-server', () => {
  it('answers a board the components take as a source, computed once and shared while fresh', async () => {
    const first = await get(`entityId=${demo.entityId}&metric=xp&limit=3`)
    expect(first.status).toBe(200)
    expect(first.headers.get('access-control-allow-origin')).toBe('*')
    expect(first.headers.get('x-cache')).toBe('miss')
    expect(first.body.rows.map((row: { rank: number; name: string; value: number }) => [row.rank, row.name, row.value])).toEqual([
      [1, 'Maya Lindqvist', 2350],
      [2, 'Tomás Reyes', 1420],
      [3, 'Jonas Weber', 780],
    ])
    expect(first.body).toMatchObject({ self: null, memberCount: 9 })

    // Another visitor, asking for their own place: the same computation, their row added.
    const second = await get(`entityId=${demo.entityId}&metric=XP&limit=3&userAddress=${demo.accounts.member.address}`)
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(second.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/)
    expect(second.body.computedAt).toBe(first.body.computedAt)
    expect(second.body.self).toMatchObject({ rank: 5, value: 340, name: 'Priya Natarajan', address: demo.accounts.member.address })
    // One computation: the member list, the metric list, 9 counters and 3 profiles (and, once, what the service offers).
    expect(lines.filter((line) => line.startsWith('computed '))).toEqual([expect.stringMatching(/^computed aurora-guild\/xp \(top 3\): 9 members in \d+ ms, 15 requests to the service so far$/)])
  })

  it('refuses bad requests with a message, and an unknown metric as the caller’s mistake', async () => {
    expect(await get('entityId=aurora-guild')).toMatchObject({ status: 400, body: { error: 'entityId and metric are required' } })
    expect(await get('entityId=aurora-guild&metric=xp&limit=1000')).toMatchObject({ status: 400, body: { error: 'limit must be a whole number from 1 to 100' } })
    expect(await get('entityId=aurora-guild&metric=xp&userAddress=me')).toMatchObject({ status: 400 })
    const unknown = await get('entityId=aurora-guild&metric=karma')
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toContain('has no metric karma')
  })
})
