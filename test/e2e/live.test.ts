import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngagementClient } from '../../src/core/createEngagementClient.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { member, openPage, startHarness, storedMemberSession, type Harness } from './harness.js'

// Live updates in the built widget, in real Chromium: a bot's increment (an API key's call over HTTP, from outside
// the page) moves the member's level and the board on an open page, without a reload, and the toasts announce it.

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
async function botKey(): Promise<string> {
  const overHttp = { fetch: (input: Request | string | URL, init?: RequestInit) => fetch(input, init) }
  const session = await createSandboxSession(overHttp, demo.accounts.owner.privateKey, { baseUrl: harness.sandbox.url, token: `engagekit e2e owner ${Date.now()}` })
  const owner = createEngagementClient({ baseUrl: harness.sandbox.url, session })
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
