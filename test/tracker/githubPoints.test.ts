import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// examples/github-points, run as a script: its sample webhook payloads become counters in an in-process sandbox.

const example = fileURLToPath(new URL('../../examples/github-points/', import.meta.url))
let folder: string
let script: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'engagekit-github-points-'))
  // Bundled with the example's own tsconfig (its `engagekit/*` paths point at the sources, as with tsx), so it runs
  // without a build and starts fast; it still finds its payloads and wallets next to its source.
  script = join(folder, 'github-points.mjs')
  await build({
    entryPoints: [join(example, 'index.mjs')],
    tsconfig: join(example, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: script,
    logLevel: 'error',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(example, 'index.mjs')).href) },
  })
}, 60_000)
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

describe('examples/github-points', () => {
  it('counts a merged pull request for its author and a review for its reviewer, and nothing else', async () => {
    const journal = join(folder, 'journal.jsonl')
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, '--journal', journal])
    expect(stderr).toBe('')
    expect(stdout.trim().split('\n')).toEqual([
      'pull_request.closed-unmerged.json: earns nothing',
      'pull_request.merged.json: pull request #42 merged: octocat contributions +1',
      'pull_request.merged.json: pull request #42 merged: octocat xp +50',
      'pull_request_review.approved.json: review of #42 (approved): hubot reviews +1',
      'pull_request_review.approved.json: review of #42 (approved): hubot xp +10',
      'pull_request_review.approved.json: review of #42 (approved): hubot xp +5',
      'pull_request_review.by-dependabot.json: earns nothing',
      'octocat: xp 340 → 390, contributions 12 → 13',
      'hubot: xp 0 → 15, reviews 0 → 1',
    ])
    // Everything was delivered: the journal is empty.
    expect(await readFile(journal, 'utf8')).toBe('')
  }, 30_000)
})
