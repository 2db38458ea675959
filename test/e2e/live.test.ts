import { chromium } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPlayground } from '../../playground/server.mjs'
import { createEngagementClient } from '../../src/core/createEngagementClient.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { serveSandbox } from '../../src/sandbox/node/serve.js'
import { demo } from '../../src/service/seed/demo.js'
import { member, openPage, startHarness, storedMemberSession, type Harness } from './harness.js'

// Live updates in real Chromium, in the built widget and in the playground (React): a bot's increment (an API key's
// call over HTTP, from outside the page) moves the member's level and the board on an open page, without a reload,
// and the toasts announce it.

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
}, 120_000)

afterAll(async () => {
  await harness?.close()
})

const url = (path: string) => new URL(path, harness.examples.url).href
const page = (body: string) => `<!doctype html><html lang="en"><head><link rel="icon" href="data:,">
  <script type="module" src="/widget/engagekit.js" data-base-url="${harness.sandbox.url}" data-entity-id="${demo.entityId}"></script></head><body>${body}</body></html>`

/** An API key of the demo entity, made by its owner: what a bot holds. */
async function botKey(baseUrl = harness.sandbox.url): Promise<string> {
  const overHttp = { fetch: (input: Request | string | URL, init?: RequestInit) => fetch(input, init) }
  const session = await createSandboxSession(overHttp, demo.accounts.owner.privateKey, { baseUrl, token: `engagekit e2e owner ${Date.now()}` })
  const owner = createEngagementClient({ baseUrl, session })
  const { data } = await owner.createApiKey({ entityId: demo.entityId, name: 'e2e bot' })
  return data!.key
}

describe('live updates', () => {
  it("a bot's increment moves LevelProgress and the leaderboard on an open page, without a reload, and the toasts say it", async () => {
    const session = await storedMemberSession(harness.sandbox)
    const key = await botKey()
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key: name, value }) => localStorage.setItem(name, value), session)
      harness.pages.set(
        '/test/live.html',
        page('<engage-level-progress locale="en-US"></engage-level-progress><engage-leaderboard metric="xp" limit="5" locale="en-US"></engage-leaderboard><engage-toasts locale="en-US" duration="60000"></engage-toasts>'),
      )
      // The stream answers once the service is following the entity for this page: what the bot does after it is sent.
      const streamOpen = tab.waitForResponse((response) => response.url().endsWith(`/api/entities/${demo.entityId}/stream`) && response.status() === 200, { timeout: 15_000 })
      await tab.goto(url('/test/live.html'))
      const bar = tab.locator('engage-level-progress').getByRole('progressbar')
      await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 15_000 }).toBe('Level 3: 340 of 500 XP')
      const board = tab.locator('engage-leaderboard').getByRole('table', { name: 'Leaderboard' })
      await board.getByRole('row', { name: /5 .*Priya Natarajan.*340/ }).waitFor()
      await streamOpen
      const loads = await tab.evaluate(() => performance.getEntriesByType('navigation').length)

      // The bot: an API key's increment over HTTP, from outside the page.
      const bot = createEngagementClient({ baseUrl: harness.sandbox.url, apiKey: key })
      await bot.incrementMetric({ entityId: demo.entityId, userAddress: member.address, metric: 'xp', count: 250 })

      await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 15_000 }).toBe('Level 4: 590 of 1,000 XP')
      // The level-up moment plays, as for an increment made on the page.
      await tab.locator('engage-level-progress').getByText('Core Builder').first().waitFor()
      await board.getByRole('row', { name: /4 .*Priya Natarajan.*590/ }).waitFor({ timeout: 15_000 })
      const toasts = tab.locator('engage-toasts').getByRole('status')
      await toasts.filter({ hasText: 'You reached Level 4: Core Builder!' }).waitFor()
      await toasts.filter({ hasText: 'You earned 250 XP!' }).waitFor()
      // No reload: the same document all along.
      expect(await tab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads)
      expect(log.errors).toEqual([])
      expect(log.consoleErrors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('live updates in the playground (React)', () => {
  it("a bot's increment moves the signed-in member's level and the board, and the toasts say it", async () => {
    // A sandbox of its own, on the demo data as seeded (the widget's test above moved the member).
    const sandbox = await serveSandbox({ port: 0, host: '127.0.0.1', onRequest: () => {} })
    const app = await startPlayground({ sandboxUrl: sandbox.url, port: 0, host: '127.0.0.1' })
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--no-first-run'] })
    try {
      const tab = await browser.newPage()
      const streamOpen = tab.waitForResponse((response) => response.url().endsWith(`/api/entities/${demo.entityId}/stream`) && response.status() === 200 && response.request().headers()['x-engagekit-address'] !== undefined, { timeout: 60_000 })
      await tab.goto(app.url)
      await tab.getByRole('button', { name: /connect/i }).first().click({ timeout: 60_000 })
      await tab.getByRole('button', { name: /Demo wallet \(member\)/ }).click()
      await tab.getByRole('button', { name: /^Sign in/ }).first().click()
      const bar = tab.getByRole('progressbar', { name: 'Level progress' })
      await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 30_000 }).toBe('Level 3: 340 of 500 XP')
      const board = tab.getByRole('table', { name: 'Leaderboard' })
      await board.getByRole('row', { name: /Priya Natarajan.*340/ }).waitFor()
      await streamOpen

      const bot = createEngagementClient({ baseUrl: sandbox.url, apiKey: await botKey(sandbox.url) })
      await bot.incrementMetric({ entityId: demo.entityId, userAddress: member.address, metric: 'xp', count: 250 })

      await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 15_000 }).toBe('Level 4: 590 of 1,000 XP')
      await board.getByRole('row', { name: /4 .*Priya Natarajan.*590/ }).waitFor({ timeout: 15_000 })
      await tab.locator('.ek-engagement-toasts').getByRole('status').filter({ hasText: 'You reached Level 4: Core Builder!' }).waitFor()
    } finally {
      await browser.close()
      await app.close()
      await sandbox.close()
    }
  })
})
