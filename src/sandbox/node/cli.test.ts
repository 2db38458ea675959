import { spawn } from 'node:child_process'
import { sessionKey } from '../../service/auth/sessionKey.js'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { demo } from '../../service/seed/demo.js'

const bin = fileURLToPath(new URL('../../../bin/engagekit-sandbox.js', import.meta.url))

// Runs the package bin as a user would; `waitFor` resolves with stdout once it matches.
function runBin(args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const waitFor = async (pattern: RegExp): Promise<RegExpExecArray> => {
    for (;;) {
      const match = pattern.exec(stdout)
      if (match) return match
      const done = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 25, false))])
      if (done && !pattern.exec(stdout)) throw new Error(`the CLI exited before printing ${pattern}: ${stderr}`)
    }
  }
  return { child, exited, waitFor, output: () => ({ stdout, stderr }) }
}

describe('engagekit-sandbox', () => {
  it('serves on the port it prints, keeps its data file, and stops cleanly on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'engagekit-cli-'))
    try {
      const file = join(dir, 'state.json')
      const cli = runBin(['--port', '0', '--data', file])
      const [, url] = await cli.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)\n/)
      const [, signature] = await cli.waitFor(/^MEMBER='address=0x[0-9a-fA-F]{40}&signature=(0x[0-9a-f]+)'$/m)
      const [, ownerSignature] = await cli.waitFor(/^OWNER='address=0x[0-9a-fA-F]{40}&signature=(0x[0-9a-f]+)'$/m)
      await cli.waitFor(/Stop with Ctrl-C/)
      const response = await fetch(`${url}/api/entities/${demo.entityId}`)
      expect(response.status).toBe(200)
      cli.child.kill('SIGTERM')
      expect(await cli.exited).toBe(0)
      // The session the tour registered was written to the data file before the exit.
      const saved = JSON.parse(await readFile(file, 'utf8')) as { users: Record<string, { sessions?: Record<string, unknown> }> }
      expect(Object.keys(saved.users[demo.accounts.member.address]?.sessions ?? {})).toContain(sessionKey(signature!))
      expect(Object.keys(saved.users[demo.accounts.owner.address]?.sessions ?? {})).toContain(sessionKey(ownerSignature!))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 20_000)

  it('exits 2 with the usage on an unknown flag', async () => {
    const cli = runBin(['--prot', '1'])
    expect(await cli.exited).toBe(2)
    expect(cli.output().stderr).toMatch(/Unknown option '--prot'[\s\S]*Usage: engagekit-sandbox/)
  }, 20_000)

  it('exits 1 and names the file when the data file is corrupt', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'engagekit-cli-'))
    try {
      const file = join(dir, 'state.json')
      await writeFile(file, 'not json')
      const cli = runBin(['--port', '0', '--data', file])
      expect(await cli.exited).toBe(1)
      expect(cli.output().stderr).toContain(`${file} is not valid JSON`)
      expect(await readFile(file, 'utf8')).toBe('not json')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 20_000)
})
