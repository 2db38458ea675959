// Checks examples/nextjs as a new user would meet it (run after `npm run build`): packs engagekit into the example,
// installs it from that tarball, runs `next build`, serves it with `next start` on a loopback port and looks at it in
// Chromium:
// - with JavaScript disabled, the server-rendered HTML shows the six components with the visitor's data, styled by
//   a linked stylesheet (their computed styles differ from the same page without stylesheets);
// - with JavaScript, the page hydrates and responds (sorting, expanding), with no console error, no page error, no
//   Content-Security-Policy violation (the example's policy has no 'unsafe-inline') and no read the server already
//   made.
//
//   node scripts/check-example-nextjs.mjs [--screenshots <dir>]    exits 1 with the reasons when a check fails
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { checkReport, commandRunner, freePort } from './lib/exampleCheck.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const example = join(root, 'examples/nextjs')
const { values: options } = parseArgs({ options: { screenshots: { type: 'string' } } })
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
delete env.ENGAGE_URL // the example serves its own sandbox

/** The six components, by the class of their root. */
const components = ['connect-and-sign', 'metrics-panel', 'level-progress', 'dy-nft-gallery', 'skill-tree', 'profile-editor']

const { failures, fail, step } = checkReport()
const run = commandRunner(example, env)

/** Starts `next start` on a free loopback port; resolves once it answers. */
async function startNext() {
  const port = await freePort()
  const child = spawn(process.execPath, [join(example, 'node_modules/next/dist/bin/next'), 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: example,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`next start exited with ${code}:\n${output}`))))
  exited.catch(() => {})
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    const answered = await Promise.race([
      fetch(`${url}/api/entities/aurora-guild`).then(
        () => true,
        () => false,
      ),
      exited,
    ])
    if (answered) break
    if (Date.now() > deadline) throw new Error(`next start did not answer in 30 s:\n${output}`)
    await new Promise((wait) => setTimeout(wait, 200))
  }
  return { url, output: () => output, stop: () => child.kill('SIGTERM') }
}

/** A Content-Security-Policy header as { directive: 'sources' }. */
function parsePolicy(header) {
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources.join(' ')]),
  )
}

/** Resolves true once `check` does, false after `timeoutMs`. */
async function poll(check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((wait) => setTimeout(wait, 100))
  }
  return false
}

/**
 * Computed styles of each component's root and of its first heading/button/input, for comparing two loads. Only
 * properties that are not inherited, so the page's own stylesheet (fonts, colours on :root) cannot make them differ.
 */
function readComponentStyles(names) {
  const properties = ['display', 'font-family', 'padding-top', 'padding-left', 'margin-top', 'border-top-width', 'border-top-style', 'border-radius', 'background-color', 'box-shadow', 'gap']
  const read = (element) => (element ? properties.map((property) => getComputedStyle(element).getPropertyValue(property)).join('|') : 'absent')
  return Object.fromEntries(
    names.map((name) => {
      const root = document.querySelector(`.ek-${name}`)
      return [name, root ? [read(root), read(root.querySelector('h1, h2, h3, button, input, [role="tree"], [role="progressbar"]'))] : null]
    }),
  )
}

/** What each component shows, read from the page: the text of its root, its data-state and its inputs' values. */
function readComponents(names) {
  return Object.fromEntries(
    names.map((name) => {
      const root = document.querySelector(`.ek-${name}`)
      if (!root) return [name, null]
      return [name, { state: root.getAttribute('data-state'), text: root.textContent.replace(/\s+/g, ' '), values: [...root.querySelectorAll('input, textarea')].map((input) => input.value) }]
    }),
  )
}

/** The demo member's data, read through the package's own client from the sandbox the example serves. */
async function expectedData(url) {
  const { createEngagementClient } = await import(join(example, 'node_modules/engagekit/dist/core/index.js'))
  const { createSandboxSession, demo } = await import(join(example, 'node_modules/engagekit/dist/sandbox/index.js'))
  const session = await createSandboxSession({ fetch: (request) => fetch(request) }, demo.accounts.member.privateKey, { baseUrl: url })
  const client = createEngagementClient({ baseUrl: url, session })
  const entityId = demo.entityId
  const [profile, counters, skills, entity] = await Promise.all([
    client.getProfile({ userAddress: session.address }),
    client.getUserMetrics({ entityId, userAddress: session.address }),
    client.listSkills({ entityId }),
    client.getEntity({ entityId }),
  ])
  return { address: session.address, profile, counters, skills, entity }
}

/** Checks what the components show against the sandbox's data; `when` says which load it was. */
function checkContent(shown, expected, when) {
  const missing = (name, what) => fail(`${when}: ${name} does not show ${what}`)
  for (const name of components) if (!shown[name]) fail(`${when}: no .ek-${name} on the page`)
  const { 'connect-and-sign': connect, 'metrics-panel': metrics, 'level-progress': level, 'dy-nft-gallery': nfts, 'skill-tree': skills, 'profile-editor': profile } = shown
  if (connect && (connect.state !== 'signed-in' || !connect.text.includes(expected.address.slice(0, 6)))) missing('ConnectAndSign', `the signed-in ${expected.address}`)
  const xp = expected.counters.find((counter) => counter.metric === 'xp')?.counter ?? 0
  // The panel abbreviates (1.4K), LevelProgress does not (1,420 XP).
  const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(xp)
  if (metrics && !(metrics.text.includes('XP') && metrics.text.includes(compact))) missing('MetricsPanel', `XP ${compact}`)
  if (level && !(/Level \d/.test(level.text) && level.text.includes(`${xp.toLocaleString('en-US')} XP`))) missing('LevelProgress', `a level and ${xp} XP`)
  if (nfts && (nfts.state !== 'ready' || !nfts.text.includes(expected.entity.name))) missing('DyNftGallery', `an NFT of ${expected.entity.name}`)
  const topSkill = expected.skills.find((skill) => !skill.parentId)
  if (skills && (skills.state !== 'ready' || !skills.text.includes(topSkill?.name))) missing('SkillTree', `the skill ${topSkill?.name}`)
  if (profile && !profile.values.includes(expected.profile.name)) missing('ProfileEditor', `the name ${expected.profile.name}`)
}

let server
let browser
try {
  if (!existsSync(join(root, 'dist/react/index.js'))) throw new Error('dist/ is missing: run `npm run build` first')

  step('packing engagekit into examples/nextjs/engagekit.tgz')
  await run(process.execPath, ['pack-engagekit.mjs'])
  // No lockfile: npm would install the tarball it recorded (from its cache) rather than this build's.
  await rm(join(example, 'node_modules/engagekit'), { recursive: true, force: true })
  await rm(join(example, '.next'), { recursive: true, force: true })
  step('npm install in examples/nextjs')
  await run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--prefer-offline', '--loglevel=error'])
  step('next build')
  await run(process.execPath, [join(example, 'node_modules/next/dist/bin/next'), 'build'])
  step('next start')
  server = await startNext()
  const expected = await expectedData(server.url)

  if (options.screenshots) await mkdir(options.screenshots, { recursive: true })
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })

  // 1. No JavaScript: what the server sent, with and without its stylesheets.
  step('Chromium, JavaScript disabled')
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
  const staticPage = await noScript.newPage()
  const response = await staticPage.goto(server.url)
  const policy = parsePolicy(response.headers()['content-security-policy'] ?? '')
  // Stylesheets only from files, and no style attributes (see examples/nextjs/proxy.ts).
  if (policy['style-src'] !== "'self'" || 'style-src-elem' in policy || 'style-src-attr' in policy) {
    fail(`the page's policy allows more than stylesheet files: ${Object.entries(policy).filter(([name]) => name.startsWith('style-src')).map((entry) => entry.join(' ')).join('; ')}`)
  }
  if (!/'nonce-/.test(policy['script-src'] ?? '') || /unsafe/.test(policy['script-src'] ?? '')) fail(`the page's policy allows scripts without a nonce: script-src ${policy['script-src']}`)
  checkContent(await staticPage.evaluate(readComponents, components), expected, 'without JavaScript')
  const stylesheets = await staticPage.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href))
  const engagekitSheets = []
  for (const href of stylesheets) if ((await (await fetch(href)).text()).includes('.ek-root')) engagekitSheets.push(href)
  if (engagekitSheets.length === 0) fail(`no linked stylesheet carries engagekit's rules (links: ${stylesheets.join(', ') || 'none'})`)
  if (await staticPage.evaluate(() => document.querySelector('style') !== null)) fail('the server-rendered page has a <style> element')
  const styleAttributes = await staticPage.evaluate(() => document.querySelectorAll('.ek-root [style], .ek-root[style]').length)
  if (styleAttributes > 0) fail(`the components' server-rendered HTML has ${styleAttributes} style attributes, which the policy blocks`)
  const styled = await staticPage.evaluate(readComponentStyles, components)
  if (options.screenshots) await staticPage.screenshot({ path: join(options.screenshots, 'nextjs-no-js-1280.png'), fullPage: true })
  const unstyledPage = await noScript.newPage()
  await unstyledPage.route('**/*.css', (route) => route.abort())
  await unstyledPage.goto(server.url)
  const unstyled = await unstyledPage.evaluate(readComponentStyles, components)
  for (const name of components) {
    const [rootStyled, childStyled] = styled[name] ?? []
    const [rootUnstyled, childUnstyled] = unstyled[name] ?? []
    if (rootStyled === rootUnstyled) fail(`without JavaScript, .ek-${name} looks the same with and without the stylesheet`)
    if (childStyled === childUnstyled) fail(`without JavaScript, the first heading/control of .ek-${name} looks the same with and without the stylesheet`)
  }
  await noScript.close()

  // 2. JavaScript: hydration, the strict policy, and no read made twice.
  step('Chromium, JavaScript enabled')
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(() => {
    window.__violations = []
    document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`))
  })
  const page = await context.newPage()
  const problems = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  const apiRequests = []
  const streams = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    // The entity's live stream is no read again of what the server prefetched: it stays open (so the page never goes
    // network-idle) and tells what happens after the page was rendered.
    if (/^\/api\/entities\/[^/]+\/stream$/.test(pathname)) streams.push(pathname)
    else if (pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${pathname}`)
  })
  await page.goto(server.url)
  // Hydrated: React has taken over the server's elements (it keeps its fiber on them); then they answer input.
  await page
    .waitForFunction(() => Object.keys(document.querySelector('.ek-skill-tree') ?? {}).some((key) => key.startsWith('__reactFiber')), undefined, { timeout: 30_000 })
    .catch(() => fail('with JavaScript, the page did not hydrate in 30 s'))
  const valueHeader = page.locator('.ek-metrics-panel').getByRole('columnheader', { name: /value/i })
  const sortBefore = await valueHeader.getAttribute('aria-sort')
  await valueHeader.getByRole('button').click()
  if (!(await poll(async () => (await valueHeader.getAttribute('aria-sort')) !== sortBefore))) fail('with JavaScript, sorting the MetricsPanel by value did nothing')
  const tree = page.locator('.ek-skill-tree')
  const collapsedItems = await tree.getByRole('treeitem').count()
  await tree.getByRole('button', { name: /expand all/i }).click()
  if (!(await poll(async () => (await tree.getByRole('treeitem').count()) > collapsedItems))) fail('with JavaScript, "Expand all" in the SkillTree showed no more skills')
  checkContent(await page.evaluate(readComponents, components), expected, 'with JavaScript')
  // Settled: loaded, and a second with no request but the live stream's.
  await page.waitForLoadState('load')
  for (let seen = -1; seen !== apiRequests.length; ) {
    seen = apiRequests.length
    await page.waitForTimeout(1_000)
  }
  for (const problem of problems) fail(`with JavaScript: ${problem}`)
  // injectStyles={false}: the linked file is the only source of the components' styles.
  const injected = await page.evaluate(() => document.querySelectorAll('style').length + document.adoptedStyleSheets.length)
  if (injected > 0) fail(`with injectStyles={false}, the page still got ${injected} injected stylesheet(s)`)
  for (const violation of await page.evaluate(() => window.__violations)) fail(`Content-Security-Policy violation: ${violation}`)
  if (apiRequests.length > 0) fail(`the browser read again what the server prefetched: ${apiRequests.join(', ')}`)
  if (options.screenshots) {
    await page.screenshot({ path: join(options.screenshots, 'nextjs-1280.png'), fullPage: true })
    await page.setViewportSize({ width: 360, height: 800 })
    await page.screenshot({ path: join(options.screenshots, 'nextjs-360.png'), fullPage: true })
  }
  await context.close()
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
} finally {
  await browser?.close()
  server?.stop()
}

step('done')
if (failures.length > 0) {
  console.error(`Next.js example check failed:\n - ${failures.join('\n - ')}`)
  process.exit(1)
}
console.log('Next.js example check passed: it installs from the tarball, builds, renders styled data without JavaScript under a strict CSP, and hydrates cleanly.')
