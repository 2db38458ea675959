import { afterEach, describe, expect, it } from 'vitest'
import { demo } from '../../service/seed/demo.js'
import type { SandboxServer } from './serve.js'
import { startSandbox } from './startSandbox.js'

const open: SandboxServer[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()))
})

async function start(options: Partial<Parameters<typeof startSandbox>[0]> = {}) {
  let text = ''
  const server = await startSandbox({ port: 0, host: '127.0.0.1', print: (chunk) => void (text += chunk), ...options })
  open.push(server)
  return { server, text: () => text }
}

// Runs the printed commands the way a POSIX shell would: assignments define variables, curl lines become fetches.
async function runTour(text: string): Promise<number[]> {
  const variables = new Map<string, string>()
  const statuses: number[] = []
  for (const line of text.split('\n')) {
    const assignment = /^([A-Z]+)='([^']*)'$/.exec(line)
    if (assignment) variables.set(assignment[1] as string, assignment[2] as string)
    if (!line.startsWith('curl ')) continue
    const command = /^curl (?:-i -X (POST) -H 'content-type: application\/json' -d '([^']*)' )?(?:"([^"]+)"|'([^']+)'|(\S+))$/.exec(line)
    if (!command) throw new Error(`unexpected command: ${line}`)
    const [, method, body, doubleQuoted, singleQuoted, bare] = command
    const url = doubleQuoted ? doubleQuoted.replace(/\$([A-Z]+)/g, (_, name: string) => variables.get(name) ?? '') : (singleQuoted ?? bare)
    const response = await fetch(url as string, method ? { method, headers: { 'content-type': 'application/json' }, body: body ?? null } : {})
    statuses.push(response.status)
  }
  return statuses
}

describe('startSandbox', () => {
  it('prints the URL and a tour whose commands work as described', async () => {
    const { server, text } = await start()
    const output = text()
    expect(output.split('\n')[0]).toBe(`engagekit sandbox listening on ${server.url}`)
    expect(output).toContain(`\ncurl ${server.url}/api/entities/${demo.entityId}\n`)
    expect(output).toMatch(/PUBLIC DEMO/)
    // Row 6, the registration, five reads, then the increment refused for the member and accepted for the admin.
    expect(await runTour(output)).toEqual([200, 200, 200, 200, 200, 200, 200, 403, 200])
  })

  it('prints only the URL when quiet, and logs requests otherwise without their query', async () => {
    const quiet = await start({ quiet: true })
    await fetch(`${quiet.server.url}/api/entities/${demo.entityId}?signature=0xsecret`)
    expect(quiet.text()).toBe(`engagekit sandbox listening on ${quiet.server.url}\n`)

    const loud = await start()
    await fetch(`${loud.server.url}/api/entities/${demo.entityId}?signature=0xsecret`)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(loud.text()).toMatch(new RegExp(`GET /api/entities/${demo.entityId} \\d{3} \\d+ms\\n$`))
    expect(loud.text()).not.toContain('0xsecret')
  })

  it('moves on to the next port when the first one is taken', async () => {
    const first = await start({ quiet: true })
    const port = Number(new URL(first.server.url).port)
    const second = await start({ quiet: true, port, portAttempts: 5 })
    expect(Number(new URL(second.server.url).port)).toBeGreaterThan(port)
  })

  it('explains that an empty sandbox has no tour', async () => {
    const { text } = await start({ seed: 'empty' })
    expect(text()).toMatch(/has no demo data, so there is no tour/)
  })
})
