// The playground `npm start` opens, in real Chromium against a real sandbox: its "Service faults" switch makes every
// component show its error state, and switching back brings the data back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium, type Browser } from 'playwright'
import { startPlayground } from '../../playground/server.mjs'
import { serveSandbox, type SandboxServer } from '../../src/sandbox/node/serve.js'

let sandbox: SandboxServer
let playground: { url: string; close(): Promise<void> }
let browser: Browser

beforeAll(async () => {
  sandbox = await serveSandbox({ port: 0, host: '127.0.0.1', onRequest: () => {} })
  playground = await startPlayground({ sandboxUrl: sandbox.url, port: 0, host: '127.0.0.1' })
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--no-first-run'] })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await playground?.close()
  await sandbox?.close()
})

describe('playground', () => {
  it('switches the sandbox to "Down" and back: the components show their errors, then their data again', async () => {
    const page = await browser.newPage()
    await page.goto(playground.url)
    // Signed in as the demo member, through the page's wallet picker, as a visitor would.
    await page.getByRole('button', { name: /connect/i }).first().click({ timeout: 60_000 })
    await page.getByRole('button', { name: /Demo wallet \(member\)/ }).click()
    await page.getByRole('button', { name: /^Sign in/ }).first().click()
    const skills = page.getByRole('tree')
    await expect.poll(() => skills.count(), { timeout: 20_000 }).toBeGreaterThan(0)
    expect(await page.getByRole('alert').count()).toBe(0)

    await page.getByRole('radio', { name: 'Down' }).check()
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    expect(await skills.count()).toBe(0)
    const faults = (await (await fetch(`${sandbox.url}/_sandbox/faults`)).json()) as { data: unknown }
    expect(faults.data).toEqual({ errorRate: 1, status: 503 })

    await page.getByRole('radio', { name: 'None' }).check()
    await expect.poll(() => skills.count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await expect.poll(() => page.getByRole('alert').count()).toBe(0)
    await page.close()
  })
})
