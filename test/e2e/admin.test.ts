import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'
import { openPage, startHarness, storedMemberSession, type Harness, type PageLog } from './harness.js'

// The admin elements in the built widget: their code loads only on a page that shows one, they follow the caller's
// role as the service does, and the admin panel works inside the iframe embed too.

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
const adminCode = (log: PageLog) => log.requests.filter((request) => /\/engagekit-adminElements-[\w-]+\.js$/.test(request))

function expectCleanLog(log: PageLog) {
  expect(log.errors).toEqual([])
  expect(log.consoleErrors).toEqual([])
}

describe('admin elements', () => {
  it('<engage-admin> shows the owner every tab, loading the admin code only then, and tells the page what it saved', async () => {
    const session = await storedMemberSession(harness.sandbox, demo.accounts.owner.privateKey)
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set('/test/member-only.html', page('<engage-level-progress></engage-level-progress>'))
      await tab.goto(url('/test/member-only.html'))
      await tab.locator('engage-level-progress').getByRole('progressbar').waitFor()
      expect(adminCode(log)).toEqual([])

      harness.pages.set('/test/admin.html', page('<engage-admin></engage-admin>'))
      await tab.goto(url('/test/admin.html'))
      const admin = tab.locator('engage-admin')
      await admin.getByRole('heading', { name: 'Manage community' }).waitFor()
      await admin.getByText('Owner', { exact: true }).waitFor()
      await admin.getByRole('tab', { name: 'Metrics' }).click()
      // A save in a tab reaches the page as the tab's own element reports it, with the tab.
      await tab.evaluate(() => document.addEventListener('engagekit:saved', (event) => ((window as unknown as { saved: unknown[] }).saved ??= []).push((event as CustomEvent).detail)))
      // Tabs visited before stay in the page, hidden (their unsaved edits with them): work in the one shown.
      const metrics = admin.getByRole('tabpanel', { name: 'Metrics' })
      await metrics.getByRole('button', { name: 'Edit Reviews' }).click()
      await metrics.getByLabel('Description').fill('Reviews of pull requests')
      await metrics.getByRole('button', { name: 'Save' }).click()
      await expect
        .poll(() => tab.evaluate(() => (window as unknown as { saved?: unknown[] }).saved))
        .toEqual([{ tab: 'metrics', metric: expect.objectContaining({ name: 'reviews', description: 'Reviews of pull requests' }) }])
      await admin.getByRole('tab', { name: 'Members' }).click()
      await admin.getByRole('heading', { name: 'Members', exact: true }).first().waitFor()
      expect(adminCode(log)).toHaveLength(1)
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it('examples/admin.html: the demo wallet signs in as the owner, who manages the community from the page', async () => {
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await tab.goto(url('/admin.html'))
      await tab.locator('engage-connect').getByRole('button', { name: 'Connect wallet' }).click()
      await tab.getByRole('button', { name: /Demo wallet \(sandbox owner\)/ }).click()
      await tab.locator('engage-connect').getByRole('button', { name: 'Sign in' }).click()
      const admin = tab.locator('engage-admin')
      await admin.getByText('Owner', { exact: true }).waitFor()
      await admin.getByLabel('Name').waitFor()
      await tab.locator('engage-level-progress').getByRole('progressbar').waitFor()
      expect(adminCode(log)).toHaveLength(1)
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it('<engage-webhook-manager> adds an endpoint for the owner, shows its secret once and tells the page, never the secret', async () => {
    const session = await storedMemberSession(harness.sandbox, demo.accounts.owner.privateKey)
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set('/test/webhook-manager.html', page('<engage-webhook-manager></engage-webhook-manager>'))
      await tab.goto(url('/test/webhook-manager.html'))
      const manager = tab.locator('engage-webhook-manager')
      await manager.getByRole('heading', { name: 'Webhooks' }).waitFor()
      await tab.evaluate(() => document.addEventListener('engagekit:saved', (event) => ((window as unknown as { saved: unknown[] }).saved ??= []).push((event as CustomEvent).detail)))
      await manager.getByLabel('Endpoint URL').fill('https://hooks.example.com/engage')
      await manager.getByRole('button', { name: 'Add endpoint' }).click()
      const secret = await manager.getByRole('region', { name: 'Endpoint added. Copy its signing secret' }).getByLabel('Signing secret').inputValue()
      expect(secret).toMatch(/^whsec_/)
      await expect.poll(() => tab.evaluate(() => (window as unknown as { saved?: unknown[] }).saved)).toEqual([{ created: { id: expect.stringMatching(/^wh_/), url: 'https://hooks.example.com/engage' } }])
      await manager.getByRole('button', { name: 'Done' }).click()
      await manager.getByText('1 endpoint').waitFor()
      // Gone for good: no field holds it any more.
      expect(await manager.getByLabel('Signing secret').count()).toBe(0)
      expect(adminCode(log)).toHaveLength(1)
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it('<engage-level-editor> lists the levels for an admin', async () => {
    const session = await storedMemberSession(harness.sandbox, demo.accounts.admin.privateKey)
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set('/test/level-editor.html', page('<engage-level-editor></engage-level-editor>'))
      await tab.goto(url('/test/level-editor.html'))
      const editor = tab.locator('engage-level-editor')
      await editor.getByRole('heading', { name: 'Levels' }).waitFor()
      await editor.getByRole('listitem').first().waitFor()
      expect(await editor.getByRole('listitem').count()).toBeGreaterThan(1)
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it('<engage-entity-settings> keeps its Save bar in view on a phone while the long form scrolls', async () => {
    const session = await storedMemberSession(harness.sandbox, demo.accounts.owner.privateKey)
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await tab.setViewportSize({ width: 360, height: 640 })
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set('/test/entity-settings.html', page('<engage-entity-settings></engage-entity-settings>'))
      await tab.goto(url('/test/entity-settings.html'))
      const settings = tab.locator('engage-entity-settings')
      const name = settings.getByLabel('Name', { exact: true })
      await name.waitFor()
      const save = settings.getByRole('button', { name: 'Save' })
      // The form is taller than the window: its end is below it, and the bar with Save is in view all the same.
      expect(await tab.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(640)
      const inView = async () => {
        const box = (await save.boundingBox())!
        return box.y >= 0 && box.y + box.height <= 640
      }
      expect(await inView()).toBe(true)
      await tab.mouse.wheel(0, 400)
      await expect.poll(inView).toBe(true)
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it('<engage-metric-definitions> tells a member it is for admins and owners', async () => {
    const session = await storedMemberSession(harness.sandbox)
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set('/test/admin-member.html', page('<engage-metric-definitions></engage-metric-definitions>'))
      await tab.goto(url('/test/admin-member.html'))
      await tab.locator('engage-metric-definitions').getByText('Admins and owners only').waitFor()
      // Nothing the service would refuse was asked: no metric list for a member.
      expect(log.requests.filter((request) => request.startsWith(harness.sandbox.url) && /\/metrics(\?|$)/.test(request))).toEqual([])
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it('the admin panel works inside the iframe embed, signed in as the page is', async () => {
    const session = await storedMemberSession(harness.sandbox, demo.accounts.admin.privateKey)
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set(
        '/test/admin-frame.html',
        page(`<div id="frame"></div><script type="module">
          const run = (kit) => kit.iframe(document.getElementById('frame'), { component: 'admin', shareSession: true, props: { defaultTab: 'metrics' } })
          if (window.EngageKit) run(window.EngageKit)
          else document.addEventListener('engagekit:ready', (event) => run(event.detail), { once: true })
        </script>`),
      )
      await tab.goto(url('/test/admin-frame.html'))
      const frame = tab.frameLocator('#frame iframe')
      await frame.getByRole('button', { name: 'Edit Reviews' }).waitFor()
      await frame.getByText('Admin', { exact: true }).waitFor()
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})
