import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Script } from 'node:vm'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { horizontalOverflow } from '../visual/horizontalOverflow.js'
import { member, openPage, signIn, startHarness, storedMemberSession, testWalletName, type Harness, type PageLog, type TestWallet } from './harness.js'
import { demo } from '../../src/service/seed/demo.js'

/** The check as Playwright runs it in a page: on the page's own document. */
const overflowOfPage: () => string[] = horizontalOverflow

let harness: Harness
const walletChunk = /\/widget\/engagekit-WalletLayer-[\w-]+\.js$/

beforeAll(async () => {
  harness = await startHarness()
}, 120_000)

afterAll(async () => {
  await harness?.close()
})

const url = (path: string) => new URL(path, harness.examples.url).href
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: { type: string; target: string; detail: unknown }[] }).__events)
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)

function expectCleanLog(log: PageLog) {
  expect(log.errors).toEqual([])
  expect(log.consoleErrors).toEqual([])
}

/** The member's data in the seeded sandbox, as each element shows it. */
async function expectMemberData(page: Page) {
  await page.locator('engage-level-progress').first().getByText('Level 3').first().waitFor()
  await page.locator('engage-metrics-panel').getByRole('row', { name: /XP.*340/ }).waitFor()
}

describe('the built bundle', () => {
  it('has no eval and no new Function: a classic-script loader, the widget module, a chunk per member element, a wallet chunk, an admin chunk, a live updates chunk and one chunk per language', async () => {
    const files = (await readdir(harness.widgetDir)).filter((name) => name.endsWith('.js'))
    expect(files).toContain('engagekit.js')
    expect(files.filter((name) => /^engagekit-main-[\w-]+\.js$/.test(name))).toHaveLength(1)
    expect(files.filter((name) => walletChunk.test(`/widget/${name}`))).toHaveLength(1)
    expect(files.filter((name) => /^engagekit-adminElements-[\w-]+\.js$/.test(name))).toHaveLength(1)
    const languages = files.filter((name) => /^engagekit-(?:es|fr|de|pt-BR|ja|ko|zh-CN|ru|tr|ar|hi)-[\w-]+\.js$/.test(name))
    expect(languages).toHaveLength(11)
    const elements = files.map((name) => /^engagekit-(\w+)Element-[\w-]+\.js$/.exec(name)?.[1]).filter(Boolean)
    expect(elements.sort()).toEqual(['Achievements', 'CommunityCard', 'DynftCard', 'Leaderboard', 'LevelProgress', 'MetricsPanel', 'ProfileEditor', 'SkillTree', 'Streak', 'Toasts'])
    // The live updates' stream reader: one chunk, loaded when an element that shows an entity is on the page.
    expect(files.filter((name) => /^engagekit-live-[\w-]+\.js$/.test(name))).toHaveLength(1)
    // The loader compiles as a classic script (no import/export statement, no import.meta), so any tag can load it.
    const loader = await readFile(join(harness.widgetDir, 'engagekit.js'), 'utf8')
    expect(() => new Script(loader)).not.toThrow()
    for (const name of files) {
      const code = await readFile(join(harness.widgetDir, name), 'utf8')
      expect(code).not.toMatch(/\beval\(|new Function\(/)
      // React's production build, with no process.env left for the browser to trip over.
      expect(code).not.toContain('process.env')
    }
    const embed = await readFile(join(harness.widgetDir, 'embed.html'), 'utf8')
    expect(embed).not.toMatch(/<script(?![^>]*\bsrc=)/)
  })

  it('the examples server lets only local pages frame embed.html', async () => {
    const response = await fetch(`${harness.otherOrigin}/widget/embed.html`)
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self' http://127.0.0.1:* http://localhost:*")
  })
})

describe('the plain HTML page', () => {
  it('signs in through <engage-connect>, and every element shows the sandbox data', async () => {
    const { context, page, log } = await openPage(harness)
    try {
      await page.goto(url('/'))
      await page.locator('engage-level-progress').first().getByText('Sign in to see your level and XP.').waitFor()
      await signIn(page)
      await expectMemberData(page)
      await page.locator('engage-dynft-card').getByText('Aurora Builders Guild #3').waitFor()
      await page.locator('engage-skill-tree').getByRole('treeitem', { name: /Engineering/ }).first().waitFor()
      await page.locator('engage-streak').getByText('Add to Quests completed today to keep your 3-day streak').waitFor()
      await expect.poll(() => page.locator('engage-profile-editor').getByLabel(/^Name/).inputValue()).toBe('Priya Natarajan')
      // The element mounted from script follows the same session.
      await page.locator('#mounted engage-level-progress').getByText('Level 3').first().waitFor()

      const signedIn = (await events(page)).filter((event) => event.type === 'engagekit:signed-in')
      expect(new Set(signedIn.map((event) => event.target))).toEqual(
        new Set(['engage-connect', 'engage-level-progress', 'engage-streak', 'engage-metrics-panel', 'engage-dynft-card', 'engage-skill-tree', 'engage-profile-editor']),
      )
      expect(signedIn.every((event) => (event.detail as { address: string }).address === member.address)).toBe(true)
      expect(log.requests.some((request) => walletChunk.test(request))).toBe(true)

      // A reload keeps the session (stored, and the wallet reconnects).
      await page.reload()
      await expectMemberData(page)
      await page.locator('engage-connect').getByText('Signed in as').first().waitFor()

      // Signing out is seen by every element.
      await page.locator('engage-connect').getByRole('button', { name: /Signed in as/ }).click()
      // The menu: the page's profile-href as "Your profile", then Sign out.
      const profile = page.locator('engage-connect').getByRole('menuitem', { name: 'Your profile' })
      expect(await profile.getAttribute('href')).toBe(new URL('#profile', page.url()).href)
      await page.locator('engage-connect').getByRole('menuitem', { name: 'Sign out' }).click()
      await page.locator('engage-level-progress').first().getByText('Sign in to see your level and XP.').waitFor()
      // Each element tells of the sign-out as it hears it; the panel may be a moment behind the first element.
      await expect.poll(async () => (await events(page)).some((event) => event.type === 'engagekit:signed-out' && event.target === 'engage-metrics-panel')).toBe(true)
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it("keeps the host page's CSS out of the elements, and its own CSS inside them", async () => {
    const { context, page, log } = await openPage(harness)
    try {
      await page.goto(url('/'))
      const panel = page.locator('engage-metrics-panel')
      await panel.getByText('Sign in to see your metrics.').waitFor()
      const read = () =>
        page.evaluate(() => {
          const root = document.querySelector('engage-metrics-panel')!.shadowRoot!.querySelector('.ek-root')!
          const text = root.querySelector('p')!
          const pick = (element: Element) => {
            const style = getComputedStyle(element)
            return { color: style.color, font: style.fontFamily, size: style.fontSize, spacing: style.letterSpacing, transform: style.textTransform, background: style.backgroundColor, padding: style.padding }
          }
          return { root: pick(root), text: pick(text) }
        })
      const before = await read()
      await page.addStyleTag({
        content: `
          * { color: red !important; font-family: 'Comic Sans MS', cursive !important; background: yellow !important; padding: 40px !important; }
          engage-metrics-panel { color: lime; font: 30px/3 serif; letter-spacing: 10px; text-transform: uppercase; }
          body { color: blue; font-size: 40px; }
          p, div, .ek-root, .ek-state { color: red !important; display: none !important; }
        `,
      })
      expect(await read()).toEqual(before)
      // The page's own font (Georgia, inherited by the element) does not reach the component either.
      expect(before.root.font).toContain('system-ui')
      expect(before.text.font).toContain('system-ui')

      // The components' rules never style the host page.
      const outside = await page.evaluate(() => {
        const button = document.createElement('button')
        button.className = 'ek-button ek-root'
        document.body.append(button)
        const style = getComputedStyle(button)
        return { radius: style.borderRadius, sheets: document.adoptedStyleSheets.length }
      })
      expect(outside).toEqual({ radius: '0px', sheets: 0 })
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})

describe('pictures', () => {
  it("<engage-connect>'s avatar comes through the page's IPFS gateway, and nothing goes to another origin", async () => {
    const gateway = url('/gateway/ipfs/')
    harness.pages.set(
      '/test/connect.html',
      `<!doctype html><html lang="en"><head><link rel="icon" href="data:,"><script type="module" src="/widget/engagekit.js" data-base-url="${harness.sandbox.url}" data-entity-id="${demo.entityId}" data-ipfs-gateways="${gateway}"></script></head><body><engage-connect></engage-connect></body></html>`,
    )
    harness.sandbox.sandbox.state.users[demo.accounts.member.address]!.profile.imageUrl = 'ipfs://bafybein6a6wfhym6l3vfz5zfkkibj5j6wjibagi3mnbqnspuq2idw52ijb'
    const { context, page, log } = await openPage(harness)
    try {
      await page.goto(url('/test/connect.html'))
      await signIn(page)
      // The member's profile picture (ipfs://bafybein6a…) asked of the configured gateway.
      await expect.poll(() => log.requests.some((request) => request.startsWith(`${gateway}bafybein6a6wfhym6l3vfz5zfkkibj5j6wjibagi3mnbqnspuq2idw52ijb`))).toBe(true)
      expect(log.requests.filter((request) => /^https?:/.test(request) && !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(request))).toEqual([])
    } finally {
      await context.close()
    }
  })
})

/** The member elements whose code a page loaded (`engagekit-LevelProgressElement-<hash>.js` → `LevelProgress`). */
const elementChunks = (requests: string[]) => requests.map((request) => /\/engagekit-([A-Z]\w*)Element-[\w-]+\.js$/.exec(request)?.[1]).filter(Boolean)

describe('code per element', () => {
  it('a page loads the code of the elements it shows, fetched beside the widget module, and more when one is added', async () => {
    const session = await storedMemberSession(harness.sandbox)
    const { context, page, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set(
        '/test/one-element.html',
        `<!doctype html><html><head><link rel="icon" href="data:,">
            <script src="/widget/engagekit.js" async data-base-url="${harness.sandbox.url}" data-entity-id="aurora-guild"></script>
          </head><body><engage-level-progress></engage-level-progress></body></html>`,
      )
      await page.goto(url('/test/one-element.html'))
      await page.locator('engage-level-progress').getByText('Level 3').first().waitFor()
      expect(elementChunks(log.requests)).toEqual(['LevelProgress'])
      expect(log.requests.some((request) => /\/engagekit-adminElements-/.test(request) || walletChunk.test(request))).toBe(false)
      // Asked for by the loader (a modulepreload link), not only once the widget module has drawn the element.
      const preloaded = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href))
      expect(elementChunks(preloaded)).toEqual(['LevelProgress'])

      await page.evaluate(() => document.body.append(document.createElement('engage-skill-tree')))
      await page.locator('engage-skill-tree').getByRole('tree').waitFor()
      expect(elementChunks(log.requests).sort()).toEqual(['LevelProgress', 'SkillTree'])
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})

describe('<engage-streak>', () => {
  it('shows the member’s streak from a chunk of its own: the week’s days and what keeps it today', async () => {
    const session = await storedMemberSession(harness.sandbox)
    const { context, page, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set(
        '/test/streak.html',
        `<!doctype html><html><head><link rel="icon" href="data:,">
            <script src="/widget/engagekit.js" async data-base-url="${harness.sandbox.url}" data-entity-id="aurora-guild"></script>
          </head><body><engage-streak></engage-streak></body></html>`,
      )
      await page.goto(url('/test/streak.html'))
      const streak = page.locator('engage-streak')
      await streak.getByText('Add to Quests completed today to keep your 3-day streak').waitFor()
      expect(await streak.getByRole('list', { name: 'This week' }).getByRole('listitem').count()).toBe(7)
      expect(elementChunks(log.requests)).toEqual(['Streak'])
      expect(log.requests.some((request) => /\/engagekit-adminElements-/.test(request) || walletChunk.test(request))).toBe(false)
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})

describe('a signed-out visitor', () => {
  it('sees a public community on <engage-community-card>, with the page’s one Sign in; the other elements say what it shows, quietly', async () => {
    const { context, page, log } = await openPage(harness, { wallet: false })
    try {
      harness.pages.set(
        '/test/community.html',
        `<!doctype html><html><head><link rel="icon" href="data:,">
            <script src="/widget/engagekit.js" async data-base-url="${harness.sandbox.url}" data-entity-id="aurora-guild"></script>
          </head><body><engage-community-card></engage-community-card><engage-level-progress></engage-level-progress><engage-metrics-panel></engage-metrics-panel><engage-skill-tree></engage-skill-tree></body></html>`,
      )
      await page.goto(url('/test/community.html'))
      const card = page.locator('engage-community-card')
      await card.getByRole('heading', { name: 'Aurora Builders Guild' }).waitFor()
      await card.getByRole('list', { name: 'Levels to earn' }).waitFor()
      await page.locator('engage-level-progress').getByText('6 levels to earn, starting at Newcomer').waitFor()
      await page.locator('engage-skill-tree').getByText('Sign in to see your skills.').waitFor()
      // Locators pierce the shadow roots: one Sign in on the whole page, the card's.
      expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1)
      expect(await card.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1)
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})

describe('a page without a connect element', () => {
  it('never downloads the wallet code and shows the stored session', async () => {
    const session = await storedMemberSession(harness.sandbox)
    const { context, page, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      await page.goto(url('/read-only.html'))
      await page.locator('engage-level-progress').getByText('Level 3').first().waitFor()
      await page.locator('engage-metrics-panel').getByRole('row', { name: /XP.*340/ }).waitFor()
      await page.locator('engage-dynft-card').getByText('Aurora Builders Guild #3').waitFor()
      expect(log.requests.some((request) => request.includes('/widget/engagekit.js'))).toBe(true)
      expect(log.requests.filter((request) => walletChunk.test(request))).toEqual([])
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it('says where Sign in was pressed that the wallet code could not load, rather than doing nothing', async () => {
    const { context, page } = await openPage(harness)
    try {
      await page.route(walletChunk, (route) => route.abort())
      await page.goto(url('/read-only.html'))
      const progress = page.locator('engage-level-progress')
      await progress.getByRole('button', { name: 'Sign in' }).click()
      const failed = page.getByRole('alertdialog', { name: 'The wallet code could not be loaded. Check your connection and reload the page.' })
      await failed.waitFor()
      expect(await failed.getByRole('button', { name: 'Close' }).evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true)
      // Escape closes it and gives the focus back to the button that opened it.
      await page.keyboard.press('Escape')
      await failed.waitFor({ state: 'detached' })
      expect(await progress.getByRole('button', { name: 'Sign in' }).evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true)
      expect((await events(page)).some((event) => event.type === 'engagekit:error' && (event.detail as { code?: string }).code === 'wallet-load-failed')).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('opens a wallet picker of its own when Sign in is pressed, and signs in through it, saying what is signed', async () => {
    // A wallet that waits for the test before it signs: the dialog's signature step can be looked at meanwhile.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const wallet: TestWallet = {
      name: testWalletName,
      rdns: 'test.engagekit.wallet',
      address: member.address,
      chainId: 1,
      sign: async (message) => (await held, member.signMessage({ message: message.startsWith('0x') ? { raw: message as `0x${string}` } : message })),
    }
    const { context, page, log } = await openPage(harness, { wallet })
    try {
      await page.goto(url('/read-only.html'))
      const progress = page.locator('engage-level-progress')
      await progress.getByRole('button', { name: 'Sign in' }).click()
      const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
      await dialog.waitFor()
      // Escape closes it and gives the focus back to the button that opened it.
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await progress.getByRole('button', { name: 'Sign in' }).evaluate((button) => button.getRootNode() instanceof ShadowRoot && (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true)

      // The page's one Sign in is the first element's: the others say what signing in shows, without a button.
      const panel = page.locator('engage-metrics-panel')
      await panel.getByText('Sign in to see your metrics.').waitFor()
      expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1)
      // Opened from an element in French, the picker speaks French.
      await progress.evaluate((element) => element.setAttribute('lang', 'fr'))
      await progress.getByRole('button', { name: 'Se connecter' }).click()
      const french = page.getByRole('dialog', { name: 'Connecter un portefeuille' })
      await french.waitFor()
      // Its language arrives as a chunk of its own: on a slow machine the dialog may draw again as it lands, and an
      // Escape pressed meanwhile goes nowhere. Escape until it has closed.
      await expect
        .poll(
          async () => {
            await page.keyboard.press('Escape')
            return french.count()
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(0)
      await progress.evaluate((element) => element.removeAttribute('lang'))

      await progress.getByRole('button', { name: 'Sign in' }).click()
      await dialog.getByRole('button', { name: testWalletName }).click()
      // The same dialog, on its signature step: why, and the exact message, while the wallet is asked.
      const verify = page.getByRole('dialog', { name: 'Verify your account' })
      await verify.getByText('Check your wallet…').waitFor()
      await verify.getByText('See message').click()
      await verify.getByText(`wants you to sign in with your Ethereum account:`).waitFor()
      release()
      await progress.getByText('Level 3').first().waitFor()
      await verify.waitFor({ state: 'detached' })
      await page.locator('engage-metrics-panel').getByRole('row', { name: /XP.*340/ }).waitFor()
      expect(await dialog.count()).toBe(0)
      expect((await events(page)).filter((event) => event.type === 'engagekit:error')).toEqual([])
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})

describe('a classic script tag', () => {
  // What site builders and tag managers paste: no type="module".
  const readyCount = (page: Page) => page.evaluate(() => (window as unknown as { __ready: number }).__ready)
  const countReady = () => {
    const record = window as unknown as { __ready: number }
    record.__ready = 0
    document.addEventListener('engagekit:ready', () => record.__ready++)
  }

  for (const [name, tags] of [
    ['an async tag', (base: string) => `<script async src="/widget/engagekit.js?v=1" data-base-url="${base}" data-entity-id="aurora-guild"></script>`],
    [
      'a blocking tag in the head, pasted twice (once as a module)',
      (base: string) =>
        `<script src="/widget/engagekit.js" data-base-url="${base}" data-entity-id="aurora-guild"></script><script type="module" src="/widget/engagekit.js"></script><script src="/widget/engagekit.js"></script>`,
    ],
  ] as const) {
    it(`${name} runs the widget once, with the tag's defaults`, async () => {
      const session = await storedMemberSession(harness.sandbox)
      const { context, page, log } = await openPage(harness, { wallet: false })
      try {
        await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
        await context.addInitScript(countReady)
        harness.pages.set(
          '/test/classic.html',
          `<!doctype html><html><head><link rel="icon" href="data:,">${tags(harness.sandbox.url)}</head><body>
            <engage-level-progress></engage-level-progress>
            <engage-metrics-panel></engage-metrics-panel>
          </body></html>`,
        )
        await page.goto(url('/test/classic.html'))
        await expectMemberData(page)
        expect(await readyCount(page)).toBe(1)
        expect(await page.evaluate(() => (window as unknown as { EngageKit: { getConfig(): object } }).EngageKit.getConfig())).toEqual({
          baseUrl: harness.sandbox.url,
          entityId: 'aurora-guild',
        })
        expect(log.requests.filter((request) => /\/widget\/engagekit-main-[\w-]+\.js$/.test(request))).toHaveLength(1)
        expectCleanLog(log)
      } finally {
        await context.close()
      }
    })
  }
})

describe('the loader', () => {
  it('defines the elements at once and draws them when the widget module arrives, taking over what was set meanwhile', async () => {
    const session = await storedMemberSession(harness.sandbox)
    const { context, page, log } = await openPage(harness, { wallet: false })
    let releaseModule = () => {}
    const moduleHeld = new Promise<void>((resolve) => (releaseModule = resolve))
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      // The widget module is held back, as on a slow connection, until the test lets it through.
      await page.route(/\/widget\/engagekit-main-[\w-]+\.js$/, async (route) => {
        await moduleHeld
        await route.continue()
      })
      harness.pages.set(
        '/test/loader.html',
        `<!doctype html><html><head><link rel="icon" href="data:,"></head><body>
            <engage-metrics-panel id="panel"></engage-metrics-panel>
            <script src="/widget/engagekit.js" data-base-url="${harness.sandbox.url}" data-entity-id="aurora-guild"></script>
          </body></html>`,
      )
      await page.goto(url('/test/loader.html'), { waitUntil: 'domcontentloaded' })
      const before = await page.evaluate(() => {
        const panel = document.getElementById('panel') as HTMLElement & { metrics?: unknown }
        panel.metrics = ['xp', 'reviews']
        return {
          defined: ['engage-connect', 'engage-metrics-panel', 'engage-level-progress', 'engage-leaderboard'].every((tag) => customElements.get(tag) !== undefined),
          upgraded: panel instanceof customElements.get('engage-metrics-panel')!,
          metrics: panel.metrics,
          api: 'EngageKit' in window,
        }
      })
      expect(before).toEqual({ defined: true, upgraded: true, metrics: ['xp', 'reviews'], api: false })

      releaseModule()
      const rows = page.locator('#panel').getByRole('row')
      // The header row and the two metrics set before the module was there.
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3)
      await page.locator('#panel').getByRole('row', { name: /Reviews/ }).waitFor()
      expectCleanLog(log)
    } finally {
      releaseModule()
      await context.close()
    }
  })
})

describe('elements on a page', () => {
  it('upgrade when defined later, follow attribute changes, clean up when removed, and survive a second script tag', async () => {
    const session = await storedMemberSession(harness.sandbox)
    const { context, page, log } = await openPage(harness, { wallet: false })
    try {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      const other = harness.otherSandbox.url
      // Served by the examples server: Chromium keeps pages of other address spaces off the loopback sandbox.
      harness.pages.set(
        '/test/dynamic.html',
        `<!doctype html><html><head><link rel="icon" href="data:,"></head><body>
            <engage-metrics-panel id="panel" entity-id="aurora-guild"></engage-metrics-panel>
            <engage-level-progress id="elsewhere" base-url="${other}" entity-id="aurora-guild"></engage-level-progress>
            <div id="target"></div>
            <script>document.getElementById('panel').metrics = ['xp', 'reviews']</script>
            <script type="module" src="/widget/engagekit.js" data-base-url="${harness.sandbox.url}"></script>
            <script src="/widget/engagekit.js?again=1"></script>
          </body></html>`,
      )
      await page.goto(url('/test/dynamic.html'))
      // The bare tag ran first (a blocking script runs while the page is parsed, a module after): the settings still
      // come from the tag that has them.
      const panel = page.locator('#panel')
      const rows = panel.getByRole('row')
      // The property set before the element was defined is taken over: the header row and two metrics.
      await expect.poll(() => rows.count()).toBe(3)
      await panel.getByRole('row', { name: /Reviews/ }).waitFor()

      await page.evaluate(() => document.getElementById('panel')!.setAttribute('metrics', 'contributions'))
      // The property still wins over the attribute; clearing it lets the attribute through.
      await page.evaluate(() => ((document.getElementById('panel') as unknown as { metrics: unknown }).metrics = undefined))
      await expect.poll(() => rows.count()).toBe(2)
      await panel.getByRole('row', { name: /Contributions/ }).waitFor()

      // Another service on the same page: the member's session of the first one is not used there.
      await page.locator('#elsewhere').getByText('Sign in to see your level and XP.').waitFor()

      // mount / unmount from script, with the page-wide defaults.
      const mounted = await page.evaluate(() => {
        const kit = (window as unknown as { EngageKit: { mount(target: Element, options: object): HTMLElement } }).EngageKit
        return kit.mount(document.getElementById('target')!, { component: 'level-progress', entityId: 'aurora-guild', headingLevel: 3 }).localName
      })
      expect(mounted).toBe('engage-level-progress')
      await page.locator('#target engage-level-progress').getByText('Level 3').first().waitFor()
      // A prop of the component, as every element with a heading takes it: the page's outline decides the level.
      expect(await page.locator('#target engage-level-progress h3').count()).toBe(1)
      await page.evaluate(() => (window as unknown as { EngageKit: { unmount(target: Element): void } }).EngageKit.unmount(document.getElementById('target')!))
      expect(await page.locator('#target').innerHTML()).toBe('')

      // Removing an element unmounts its portal.
      const content = await page.evaluate(async () => {
        const element = document.getElementById('panel')!
        const container = element.shadowRoot!.querySelector('[part="content"]')!
        element.remove()
        await new Promise((resolve) => setTimeout(resolve, 50))
        return container.childElementCount
      })
      expect(content).toBe(0)

      // The second tag (a classic one, another URL of the same file) left the page to the first: one global, one
      // definition, one widget module.
      expect(await page.evaluate(() => customElements.get('engage-connect') !== undefined && 'EngageKit' in window)).toBe(true)
      expect(log.requests.filter((request) => request.includes('/widget/engagekit.js')).length).toBe(2)
      expect(log.requests.filter((request) => /\/widget\/engagekit-main-[\w-]+\.js$/.test(request))).toHaveLength(1)
      expect(log.requests.filter((request) => walletChunk.test(request))).toEqual([])
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})

describe('the iframe', () => {
  it('sizes itself to its content, takes the page session, and ignores messages from other origins', async () => {
    const { context, page, log } = await openPage(harness)
    try {
      await context.addInitScript(() => {
        const seen = window as unknown as { __messages: string[] }
        seen.__messages = []
        window.addEventListener('message', (event) => seen.__messages.push(JSON.stringify(event.data)))
      })
      await page.goto(url(`/iframe.html?embedOrigin=${encodeURIComponent(harness.otherOrigin)}`))
      const frame = page.locator('#metrics-frame iframe')
      await expect.poll(() => frame.getAttribute('src')).toContain(`${harness.otherOrigin}/widget/embed.html?`)
      const height = () => frame.evaluate((element) => (element as HTMLIFrameElement).getBoundingClientRect().height)
      await page.frameLocator('#metrics-frame iframe').getByText('Sign in to see your metrics.').waitFor()
      await expect.poll(height).not.toBe(120)
      const signedOutHeight = await height()

      await signIn(page)
      const inner = page.frameLocator('#metrics-frame iframe')
      await inner.getByRole('row', { name: /XP.*340/ }).waitFor()
      await expect.poll(height).toBeGreaterThan(signedOutHeight + 100)
      const contentHeight = await inner.locator('engage-metrics-panel').evaluate((element) => Math.ceil(element.getBoundingClientRect().height))
      expect(Math.abs((await height()) - contentHeight)).toBeLessThanOrEqual(1)
      // No scrollbar: the document fits the frame.
      expect(await inner.locator('html').evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true)
      await page.frameLocator('#level-frame iframe').getByText('Level 3').first().waitFor()

      // Forged messages: from this page's own window, and from a frame of another (opaque) origin.
      const frameId = new URL((await frame.getAttribute('src'))!).searchParams.get('frame')
      const signedInHeight = await height()
      await page.evaluate((id) => {
        window.postMessage({ engagekit: 1, frame: id, type: 'resize', height: 7 }, '*')
        const forged = document.createElement('iframe')
        const script = `
          parent.postMessage({ engagekit: 1, frame: ${JSON.stringify(id)}, type: 'resize', height: 9 }, '*');
          for (let i = 0; i < parent.frames.length; i++) parent.frames[i].postMessage({ engagekit: 1, frame: ${JSON.stringify(id)}, type: 'session', session: null }, '*');
        `
        forged.src = `data:text/html,<script>${encodeURIComponent(script + "parent.postMessage('forged-sent', '*');")}</script>`
        // The forged frame says when it has sent its messages; this page gets that after the messages it sent before.
        const sent = new Promise<void>((resolve) => window.addEventListener('message', (event) => event.data === 'forged-sent' && resolve()))
        ;(window as unknown as { forgedSent: Promise<void> }).forgedSent = sent
        document.body.append(forged)
      }, frameId)
      await page.evaluate(() => (window as unknown as { forgedSent: Promise<void> }).forgedSent)
      expect(await height()).toBe(signedInHeight)
      // The embed ignored the forged sign-out.
      await inner.getByRole('row', { name: /XP.*340/ }).waitFor()

      // The embed never sends a signature to the page.
      const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('engagekit.session:')).map((key) => JSON.parse(localStorage.getItem(key)!).signature as string))
      expect(stored).toHaveLength(1)
      const messages = await page.evaluate(() => (window as unknown as { __messages: string[] }).__messages)
      expect(messages.some((message) => message.includes('"type":"resize"'))).toBe(true)
      expect(messages.filter((message) => message.includes(stored[0]!))).toEqual([])
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })

  it('explains itself when sign-in is asked for inside it, and tells the page', async () => {
    const { context, page, log } = await openPage(harness, { wallet: false })
    try {
      const embed = `${harness.otherOrigin}/widget/embed.html?component=connect&baseUrl=${encodeURIComponent(harness.sandbox.url)}&parentOrigin=${encodeURIComponent(new URL(harness.examples.url).origin)}&frame=x`
      await context.addInitScript(() => {
        const seen = window as unknown as { __messages: string[] }
        seen.__messages = []
        window.addEventListener('message', (event) => seen.__messages.push(JSON.stringify(event.data)))
      })
      harness.pages.set('/test/frame.html', `<!doctype html><link rel="icon" href="data:,"><iframe src="${embed}" style="height:400px;width:400px"></iframe>`)
      await page.goto(url('/test/frame.html'))
      const inner = page.frameLocator('iframe')
      await inner.getByRole('button', { name: 'Connect wallet' }).click()
      await inner.getByText('Wallets cannot reach this embedded view. Sign in on the page around it.').waitFor()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __messages: string[] }).__messages))
        .toContainEqual(JSON.stringify({ engagekit: 1, frame: 'x', type: 'sign-in-request' }))
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})

describe('a plain iframe of a component that needs a sign-in', () => {
  it('says where to sign in when its Sign in is clicked, instead of doing nothing', async () => {
    const { context, page, log } = await openPage(harness, { wallet: false })
    try {
      const embed = `${harness.otherOrigin}/widget/embed.html?component=admin&entityId=${demo.entityId}&baseUrl=${encodeURIComponent(harness.sandbox.url)}`
      harness.pages.set('/test/plain-frame.html', `<!doctype html><link rel="icon" href="data:,"><iframe src="${embed}" style="height:400px;width:600px"></iframe>`)
      await page.goto(url('/test/plain-frame.html'))
      const inner = page.frameLocator('iframe')
      await inner.getByRole('button', { name: 'Sign in' }).click()
      await inner.getByRole('status').filter({ hasText: 'Wallets cannot reach this embedded view. Sign in on the page around it.' }).waitFor()
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})

describe('a page with a strict Content-Security-Policy', () => {
  it('works with no violation', async () => {
    const { context, page, log } = await openPage(harness)
    try {
      const response = await page.goto(url('/csp.html'))
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
      await page.locator('engage-level-progress').getByText('Sign in to see your level and XP.').waitFor()
      await signIn(page)
      await expectMemberData(page)
      expect(log.requests.some((request) => walletChunk.test(request))).toBe(true)
      expect(await violations(page)).toEqual([])
      expectCleanLog(log)
    } finally {
      await context.close()
    }
  })
})

describe('narrow screens', () => {
  for (const path of ['/', '/admin.html', '/iframe.html', '/csp.html', '/read-only.html']) {
    it(`${path} does not scroll sideways at 320 px`, async () => {
      const { context, page } = await openPage(harness)
      try {
        await page.setViewportSize({ width: 320, height: 800 })
        await page.goto(url(path))
        // The components have drawn something, and the data they asked for has come in.
        await Promise.any(page.frames().map((frame) => frame.locator('.ek-root').first().waitFor()))
        await page.waitForLoadState('load')
        // Nothing is still loading in any frame (locators look inside the elements' shadow roots too).
        const loading = async () => (await Promise.all(page.frames().map((frame) => frame.locator('[data-state="loading"], [aria-busy="true"]').count()))).reduce((sum, count) => sum + count, 0)
        await expect.poll(loading, { timeout: 20_000 }).toBe(0)
        for (const frame of page.frames()) expect(await frame.evaluate(overflowOfPage), frame.url()).toEqual([])
      } finally {
        await context.close()
      }
    })
  }
})
