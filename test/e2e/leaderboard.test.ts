import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'
import { openPage, startHarness, storedMemberSession, type Harness, type PageLog } from './harness.js'

// <engage-leaderboard> in the built widget: computed from the sandbox for a signed-in member, read from a server's
// endpoint (`source`) for a visitor, and inside the iframe embed.

let harness: Harness
let boardServer: Server
let boardUrl: string
const boardRequests: URL[] = []

beforeAll(async () => {
  harness = await startHarness()
  // A server-computed board, as examples/leaderboard-server answers (CORS open: any page may show it).
  boardServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    boardRequests.push(url)
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ rows: [{ rank: 1, address: demo.accounts.owner.address, value: 120_000, name: 'Server top' }, { rank: 2, address: demo.accounts.admin.address, value: 99 }], memberCount: 4321 }))
  })
  await new Promise<void>((done) => boardServer.listen(0, '127.0.0.1', done))
  boardUrl = `http://127.0.0.1:${(boardServer.address() as AddressInfo).port}/leaderboard`
}, 120_000)

afterAll(async () => {
  await new Promise((done) => boardServer?.close(done))
  await harness?.close()
})

const url = (path: string) => new URL(path, harness.examples.url).href
const page = (body: string) => `<!doctype html><html lang="en"><head><link rel="icon" href="data:,">
  <script type="module" src="/widget/engagekit.js" data-base-url="${harness.sandbox.url}" data-entity-id="${demo.entityId}"></script></head><body>${body}</body></html>`

function expectCleanLog(log: PageLog) {
  expect(log.errors).toEqual([])
  expect(log.consoleErrors).toEqual([])
}

describe('<engage-leaderboard>', () => {
  it('ranks the members for a signed-in member, pins their own place, and switches metrics', async () => {
    const session = await storedMemberSession(harness.sandbox)
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set('/test/leaderboard.html', page('<engage-leaderboard metric="xp" limit="3" locale="en-US"></engage-leaderboard><engage-leaderboard id="compact" variant="compact" metrics="xp,reviews"></engage-leaderboard><engage-leaderboard id="weekly" metric="xp" limit="3" period="week" time-zone="Pacific/Auckland" locale="en-US"></engage-leaderboard>'))
      await tab.goto(url('/test/leaderboard.html'))
      const board = tab.locator('engage-leaderboard').first()
      const table = board.getByRole('table', { name: 'Leaderboard' })
      // The top three on the podium, the table holding only the pinned own place after its gap marker: no one twice.
      await board.getByRole('list', { name: 'Top three' }).getByRole('listitem').filter({ hasText: /Rank 1: .*Maya Lindqvist.*2,350/ }).waitFor()
      await table.getByRole('row', { name: '1 more' }).waitFor()
      await expect.poll(() => table.getByRole('row').count()).toBe(3)
      const own = table.getByRole('row', { name: /Your place: 5 .*Priya Natarajan/ })
      expect(await own.getAttribute('aria-current')).toBe('true')

      const compact = tab.locator('#compact')
      await compact.getByRole('row', { name: /Maya Lindqvist/ }).waitFor()
      expect(await compact.getByRole('row').count()).toBe(6)
      await compact.getByRole('group', { name: 'Rank by' }).getByRole('button', { name: 'Reviews' }).click()
      await compact.getByRole('columnheader', { name: 'Reviews' }).waitFor()
      await expect.poll(() => compact.getByRole('row').nth(1).textContent()).toContain('Tomás Reyes')

      // This week's board in Auckland's calendar: the increments of the week only, so less than the all-time 2,350.
      const weekly = tab.locator('#weekly')
      const period = weekly.getByRole('combobox', { name: 'Period' })
      await period.waitFor()
      expect(await period.inputValue()).toBe('week')
      const top = weekly.getByRole('list', { name: 'Top three' }).getByRole('listitem').first()
      await top.waitFor()
      await expect.poll(async () => Number(((await top.textContent()) ?? '').match(/([\d,]+)\s*XP/)?.[1]?.replace(/,/g, '') ?? Number.NaN)).toBeLessThan(2350)
      await period.selectOption('all')
      await weekly.getByRole('listitem').filter({ hasText: /Rank 1: .*Maya Lindqvist.*2,350/ }).waitFor()
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it('shows a server-computed board from `source` to a visitor, sending it no session', async () => {
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      harness.pages.set('/test/leaderboard-source.html', page(`<engage-leaderboard metric="xp" limit="5" source="${boardUrl}"></engage-leaderboard>`))
      await tab.goto(url('/test/leaderboard-source.html'))
      const board = tab.locator('engage-leaderboard')
      await board.getByRole('listitem').filter({ hasText: 'Server top' }).waitFor()
      // Two rows where five were asked: those two are every member ranked, the others not yet.
      await board.getByText('2 members ranked · 4,319 members not ranked yet').waitFor()
      const asked = boardRequests.at(-1)!
      expect(Object.fromEntries(asked.searchParams)).toEqual({ entityId: demo.entityId, metric: 'xp', limit: '5' })
      // Nothing was asked of the service: the visitor is not signed in, and the board came from the source.
      expect(log.requests.filter((request) => request.startsWith(harness.sandbox.url))).toEqual([])
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it('works inside the iframe embed, signed in as the page is', async () => {
    const session = await storedMemberSession(harness.sandbox)
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set(
        '/test/leaderboard-frame.html',
        page(`<div id="frame"></div><script type="module">
          const run = (kit) => kit.iframe(document.getElementById('frame'), { component: 'leaderboard', shareSession: true, props: { metric: 'xp', limit: 3 } })
          if (window.EngageKit) run(window.EngageKit)
          else document.addEventListener('engagekit:ready', (event) => run(event.detail), { once: true })
        </script>`),
      )
      await tab.goto(url('/test/leaderboard-frame.html'))
      const frame = tab.frameLocator('#frame iframe')
      await frame.getByRole('row', { name: /Your place: 5 .*Priya Natarajan/ }).waitFor()
      expect(await frame.getByRole('row').count()).toBe(3)
      expect(await tab.locator('#frame iframe').getAttribute('title')).toBe('engagekit leaderboard')
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})
