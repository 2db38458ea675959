import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))

// A child Node process in which React, wagmi, @tanstack/react-query and msw cannot be imported.
async function runWithoutFrameworks(script: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--import', fixture('blockFrameworks.mjs'), fixture(script)], { timeout: 60_000 })
  return stdout
}

describe('engagekit/query and engagekit/actions on a server', () => {
  it('prefetch into a bare QueryClient with no React installed', { timeout: 90_000 }, async () => {
    const result = JSON.parse(await runWithoutFrameworks('serverPrefetch.ts'))
    expect(result.entityName).toBe('Aurora Builders Guild')
    expect(result.xp).toBe(340)
    // Replies that depend on who asks are cached under the caller; the public entity read without a session is not.
    expect(result.keys).toEqual(
      expect.arrayContaining([
        ['entity', { entityId: 'aurora-guild' }],
        ['userMetrics', { entityId: 'aurora-guild', userAddress: result.member, caller: result.member }],
        ['levels', { entityId: 'aurora-guild', caller: result.member }],
      ]),
    )
  })

  it('the blocker really blocks: importing the React entry fails', { timeout: 90_000 }, async () => {
    await expect(runWithoutFrameworks('importReact.ts')).rejects.toThrow(/Cannot find package '(react|wagmi|@tanstack\/react-query)/)
  })
})
