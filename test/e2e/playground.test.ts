// The playground `npm start` opens, in real Chromium against a real sandbox: it is served built (a few bundles, its
// skeleton in the HTML itself); its "Service faults" switch makes every component show its error state, and switching
// back brings the data back; its language picker switches the components to Arabic, right to left, and back; in the
// Admin view, an admin's edits show in the member-facing components beside the admin tools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium, type Browser, type Page } from 'playwright'
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

/** Signs the page in with one of the playground's demo wallets, through its wallet picker, as a visitor would. */
async function signIn(page: Page, wallet: 'member' | 'admin' | 'owner') {
  await page.goto(playground.url)
  await page.getByRole('button', { name: /connect/i }).first().click({ timeout: 60_000 })
  await page.getByRole('button', { name: new RegExp(`Demo wallet \\(${wallet}\\)`) }).click()
  await page.getByRole('button', { name: /^Sign in/ }).first().click()
}

describe('playground', () => {
  it('is served built: the HTML draws its skeleton, and the page loads a few bundles, not the development modules', async () => {
    const html = await (await fetch(playground.url)).text()
    expect(html).toContain('Loading the playground…')
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/)
    expect(html).not.toContain('/@vite/client')

    const page = await browser.newPage()
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(playground.url)) requests.push(new URL(request.url()).pathname)
    })
    await page.goto(playground.url)
    await page.getByRole('heading', { name: 'engagekit playground' }).waitFor({ timeout: 20_000 })
    expect(await page.getByText('Loading the playground…').count()).toBe(0)
    expect(requests.filter((path) => !/^\/(assets\/[\w.-]+)?$/.test(path))).toEqual([])
    expect(requests.length).toBeLessThan(10)
    await page.close()
  })

  it('signed out, the member view shows the community with one Sign in; the member components wait for it with a quiet line', async () => {
    const page = await browser.newPage()
    await page.goto(playground.url)
    const community = page.getByRole('region', { name: 'Aurora Builders Guild' })
    await community.getByRole('list', { name: 'Levels to earn' }).waitFor({ timeout: 20_000 })
    await page.getByText('6 levels to earn, starting at Newcomer').waitFor()
    await page.getByText('Sign in to see your metrics.').waitFor()
    expect(await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1)
    expect(await community.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1)
    // The card's Sign in opens the page's wallet picker.
    await community.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor()
    await page.close()
  })

  it('switches the components to Arabic, right to left, remembers it in the link, and switches back to English', async () => {
    const page = await browser.newPage()
    await page.goto(playground.url)
    const picker = page.getByRole('combobox', { name: 'Language' })
    const pageRoot = page.locator('.pg')
    await page.getByRole('button', { name: 'Connect wallet' }).first().waitFor({ timeout: 20_000 })
    expect(await pageRoot.getAttribute('dir')).toBe('ltr')

    await picker.selectOption({ label: 'العربية' })
    await page.getByRole('button', { name: 'ربط المحفظة' }).first().waitFor({ timeout: 20_000 })
    expect(await pageRoot.getAttribute('dir')).toBe('rtl')
    expect(await page.locator('main [lang="ar"][dir="rtl"]').count()).toBeGreaterThan(0)
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ar')

    await page.reload()
    await page.getByRole('button', { name: 'ربط المحفظة' }).first().waitFor({ timeout: 20_000 })
    expect(await picker.inputValue()).toBe('ar')

    await picker.selectOption({ label: 'English' })
    await page.getByRole('button', { name: 'Connect wallet' }).first().waitFor({ timeout: 20_000 })
    expect(await pageRoot.getAttribute('dir')).toBe('ltr')
    expect(await page.getByRole('button', { name: 'ربط المحفظة' }).count()).toBe(0)
    await page.close()
  })

  it('switches the sandbox to "Down" and back: the components show their errors, then their data again', async () => {
    const page = await browser.newPage()
    await signIn(page, 'member')
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

  it('an admin moves a level, adds a theme and credits a new member: the level, the NFT and the leaderboard follow', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await page.getByRole('tab', { name: 'Admin' }).click()
    expect(new URL(page.url()).hash).toBe('#admin')
    const admin = page.getByRole('region', { name: 'Manage the community' })
    const level = page.getByRole('region', { name: 'Level', exact: true })
    const nft = page.getByRole('region', { name: 'Your NFT' })
    // A picture no theme of the demo community uses yet: the new theme's background.
    const background = 'bafybeiqh5av2ricphkqdlmttns4lrwbqcabm6p4g37ztnovmizwdiaeq3k'
    const newArt = nft.locator(`img[src*="${background}"]`)
    // The demo admin has 1,420 XP: level 5, from 1,000 XP.
    await level.getByText('Level 5').first().waitFor({ timeout: 20_000 })
    await nft.getByText('Level 5').first().waitFor()
    expect(await newArt.count()).toBe(0)

    await admin.getByRole('tab', { name: 'Levels' }).click()
    await admin.getByRole('button', { name: 'Edit XP of level 5' }).click()
    const xpForm = admin.getByRole('form', { name: 'XP of level 5' })
    await xpForm.getByLabel('XP needed').fill('1500')
    await xpForm.getByRole('button', { name: 'Save' }).click()
    await level.getByText('Level 4').first().waitFor({ timeout: 20_000 })
    await nft.getByText('Level 4').first().waitFor({ timeout: 20_000 })

    await admin.getByRole('tab', { name: 'NFT themes' }).click()
    await admin.getByRole('button', { name: 'New theme' }).click()
    const themeForm = admin.getByRole('form', { name: 'New theme' })
    const fields: [RegExp, string][] = [
      [/^Title/, 'Aurora Level Four'],
      [/^From level/, '4'],
      [/^Price/, '0.02'],
      [/^Background image/, `ipfs://${background}`],
      [/^Wide logo/, 'ipfs://bafybeihh7566tfjgvq6kbnxjbtfqxkwovompzom7wbbr6qmw4wxfogo6mv'],
      [/^Square logo/, 'ipfs://bafybein6a6wfhym6l3vfz5zfkkibj5j6wjibagi3mnbqnspuq2idw52ijb'],
      [/^Background colour$/, '#1d2b53'],
    ]
    for (const [label, value] of fields) await themeForm.getByRole('textbox', { name: label }).fill(value)
    await themeForm.getByRole('button', { name: 'Create theme' }).click()
    // The admin's NFT, now at level 4, takes the new theme's look.
    await newArt.first().waitFor({ state: 'attached', timeout: 20_000 })

    // A new member, added by hand and credited with XP, tops the leaderboard.
    const newcomer = '0x2222222222222222222222222222222222222222'
    const leaderboard = page.getByRole('region', { name: 'Leaderboard' })
    expect(await leaderboard.getByText('0x2222…2222').count()).toBe(0)
    await admin.getByRole('tab', { name: 'Members' }).click()
    await admin.getByLabel('Wallet addresses').fill(newcomer)
    // Enter makes the address a chip (and counts it on the button).
    await admin.getByLabel('Wallet addresses').press('Enter')
    await admin.getByRole('button', { name: 'Add 1 member' }).click()
    await admin.getByText('1 member added.').waitFor({ timeout: 20_000 })
    await admin.getByLabel('Search members').fill('0x2222')
    await admin.getByRole('button', { name: 'Counters of 0x2222…2222' }).click()
    const adjust = admin.getByRole('form', { name: 'Adjust a counter' })
    await adjust.getByLabel('Metric').selectOption({ label: 'XP' })
    await adjust.getByLabel(/^Change by/).fill('5000')
    await adjust.getByLabel(/^Reason/).fill('Playground test')
    await adjust.getByRole('button', { name: 'Adjust' }).click()
    await leaderboard.getByRole('row', { name: /^1\b.*0x2222…2222/ }).waitFor({ timeout: 20_000 })
    await page.close()
  })
})
