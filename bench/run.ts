// npm run bench: builds bench/ (production React), opens it in Chromium (/usr/bin/chromium, or CHROMIUM_PATH),
// runs every scenario several times, prints medians with min and max, and rewrites the measured part of
// docs/performance.md, with the sandbox's HTTP server under load (bench/sandboxLoad.ts). Options: --runs <n> (default 7), --no-write (print only), --only <text> (only the scenarios
// whose title contains it; implies --no-write).
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { chromium, type Browser } from 'playwright'
import { build } from 'vite'
import { createSandboxSession } from '../src/sandbox/createSandboxSession.js'
import { demo } from '../src/service/seed/demo.js'
import { serveSandbox } from '../src/sandbox/node/serve.js'
import { createSessionStore } from '../src/session/createSessionStore.js'
import { leaderboardBenchmarks } from './leaderboard.js'
import { formatSandboxLoad, measureSandboxLoad, sandboxLoadTitle } from './sandboxLoad.js'
import { formatTable, measureAll } from '../scripts/size.mjs'

type Samples = Record<string, number[]>
type Row = { scenario: string; samples: number[]; unit?: 'ms' | 'count' }
type Section = { title: string; rows: Row[] }

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const runs = Math.max(1, Math.floor(Number(option('--runs'))) || 7)
const only = option('--only')?.toLowerCase()
const write = !args.includes('--no-write') && only === undefined
const idleMs = 2000
const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--js-flags=--expose-gc']

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
const log = (line: string) => process.stdout.write(`${line}\n`)

const contentTypes: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json' }

/** A static server: URL prefix → folder, plus pages held in memory. */
async function serveStatic(mounts: Record<string, string>, pages: Record<string, string>): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    if (pages[path] !== undefined) {
      res.writeHead(200, { 'content-type': contentTypes['.html']!, 'cache-control': 'no-store' })
      return void res.end(pages[path])
    }
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (!path.startsWith(prefix)) continue
      const file = normalize(join(dir, path.slice(prefix.length) || 'index.html'))
      if (!file.startsWith(dir + sep) && file !== dir) break
      try {
        if (!(await stat(file)).isFile()) break
        res.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' })
        return void res.end(await readFile(file))
      } catch {
        break
      }
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(root, 'bench'),
    base: './',
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 100_000 },
  })
}

/** The widget build to time: dist/widget when it is there, else a fresh build in a temporary folder. */
async function widgetDir(temp: string): Promise<{ dir: string; built: boolean } | { error: string }> {
  const dist = join(root, 'dist', 'widget')
  if (existsSync(join(dist, 'engagekit.js'))) return { dir: dist, built: false }
  const dir = join(temp, 'widget')
  try {
    await build({ configFile: join(root, 'vite.widget.config.ts'), root, logLevel: 'warn', build: { outDir: dir } })
    return { dir, built: true }
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) }
  }
}

function toRows(samples: Samples, counts: string[] = []): Row[] {
  return Object.entries(samples).map(([scenario, values]) => ({ scenario, samples: values, unit: counts.some((name) => scenario.startsWith(name)) ? 'count' : 'ms' }))
}

type RequestsResult = Awaited<ReturnType<Window['__bench']['requests']>>

async function pageBenchmarks(browser: Browser, url: string): Promise<{ sections: Section[]; requests: RequestsResult | undefined }> {
  const open = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    // Nothing leaves localhost (NFT images point at public IPFS gateways).
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${url}/index.html`)
    await page.waitForFunction(() => document.title.endsWith('(ready)'))
    return { context, page, errors }
  }
  const sections: Section[] = []
  const scenarios = [
    { title: 'SkillTree, 1,000 skills', run: (n: number) => (window.__bench.skillTree(1_000, n)) },
    { title: 'SkillTree, 10,000 skills', run: (n: number) => (window.__bench.skillTree(10_000, n)) },
    { title: 'MetricsPanel, 1,000 metrics (admin: with increment buttons)', run: (n: number) => (window.__bench.metricsPanel(1_000, n)) },
  ]
  for (const scenario of scenarios) {
    if (only && !scenario.title.toLowerCase().includes(only)) continue
    log(`  ${scenario.title}…`)
    const { context, page, errors } = await open()
    const samples = await page.evaluate(scenario.run, runs)
    if (errors.length > 0) throw new Error(`${scenario.title}: ${errors.join('; ')}`)
    sections.push({ title: scenario.title, rows: toRows(samples, ['rendered rows']) })
    await context.close()
  }
  if (only && !'all six components, requests'.includes(only)) return { sections, requests: undefined }
  log('  all six components, requests…')
  const { context, page, errors } = await open()
  const requests = await page.evaluate((idle) => window.__bench.requests(idle), idleMs)
  if (errors.length > 0) throw new Error(`requests: ${errors.join('; ')}`)
  await context.close()
  return { sections, requests }
}

/** Time from inserting the script tag to the first element showing sandbox data (and to all of them), cold cache each run. */
async function widgetBenchmark(browser: Browser, staticUrl: string, sandboxUrl: string, session: { key: string; value: string }): Promise<Section> {
  const first: number[] = []
  const all: number[] = []
  const script: number[] = []
  const request: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${staticUrl}/widget-bench.html`)
    const result = await page.evaluate(
      (options) => (window as unknown as { measureWidget: (o: typeof options) => Promise<{ first: number; all: number; script: number; request: number }> }).measureWidget(options),
      { src: `${staticUrl}/widget/engagekit.js`, baseUrl: sandboxUrl, entityId: demo.entityId },
    )
    if (errors.length > 0) throw new Error(`widget: ${errors.join('; ')}`)
    first.push(result.first)
    all.push(result.all)
    script.push(result.script)
    request.push(result.request)
    await context.close()
  }
  return {
    title: 'Widget on localhost (cold cache each run, session already stored, no connect element)',
    rows: [
      { scenario: 'script tag inserted → engagekit.js ran (engagekit:ready)', samples: script },
      { scenario: 'script tag inserted → first request to the service', samples: request },
      { scenario: 'script tag inserted → first element shows sandbox data (target < 300 ms)', samples: first },
      { scenario: 'script tag inserted → all three elements show data', samples: all },
    ],
  }
}

function table(rows: Row[]): string {
  const lines = [`| scenario | median | min | max | runs |`, '| --- | ---: | ---: | ---: | ---: |']
  for (const row of rows) {
    const format = row.unit === 'count' ? (value: number) => String(Math.round(value)) : (value: number) => `${ms(value)} ms`
    lines.push(`| ${row.scenario} | ${format(median(row.samples))} | ${format(Math.min(...row.samples))} | ${format(Math.max(...row.samples))} | ${row.samples.length} |`)
  }
  return lines.join('\n')
}

function printSection(section: Section) {
  log(`\n${section.title}`)
  const width = Math.max(...section.rows.map((row) => row.scenario.length))
  log(`  ${'scenario'.padEnd(width)}  ${'median'.padStart(9)}  ${'min'.padStart(9)}  ${'max'.padStart(9)}`)
  for (const row of section.rows) {
    const format = row.unit === 'count' ? (value: number) => String(Math.round(value)) : (value: number) => `${ms(value)} ms`
    log(`  ${row.scenario.padEnd(width)}  ${format(median(row.samples)).padStart(9)}  ${format(Math.min(...row.samples)).padStart(9)}  ${format(Math.max(...row.samples)).padStart(9)}`)
  }
}

// In the widget page (as text, so nothing is added to it by the runner's own compilation): inserts the script tag
// and polls every frame until the elements' shadow roots show data.
const measureWidgetScript = `
window.measureWidget = ({ src, baseUrl, entityId }) => new Promise((resolve, reject) => {
  const hosts = [...document.querySelectorAll('engage-level-progress, engage-metrics-panel, engage-skill-tree')]
  const ready = (host) => host.shadowRoot?.querySelector('.ek-level-progress__body[data-state="ready"], .ek-metrics-panel__body[data-state="ready"], .ek-skill-tree[data-state="ready"]') != null
  const started = performance.now()
  let first = 0
  let script = 0
  document.addEventListener('engagekit:ready', () => (script = performance.now() - started), { once: true })
  const tag = document.createElement('script')
  tag.type = 'module'
  tag.src = src
  tag.dataset.baseUrl = baseUrl
  tag.dataset.entityId = entityId
  document.head.append(tag)
  const poll = () => {
    const done = hosts.filter(ready).length
    if (done > 0 && !first) first = performance.now() - started
    if (done === hosts.length) {
      const api = performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(baseUrl))
      const request = api.length ? Math.min(...api.map((entry) => entry.startTime)) - started : NaN
      return resolve({ first, all: performance.now() - started, script, request })
    }
    if (performance.now() - started > 15000) return reject(new Error('widget: ' + done + ' of ' + hosts.length + ' elements showed data after 15 s'))
    requestAnimationFrame(poll)
  }
  poll()
})`

/** One line per requirement: today's median next to its target. */
function targets(sections: Section[], requests: RequestsResult): string[] {
  const find = (title: string, scenario: string) => sections.find((section) => section.title.startsWith(title))?.rows.find((row) => row.scenario.startsWith(scenario))
  const value = (title: string, scenario: string) => {
    const row = find(title, scenario)
    return row ? median(row.samples) : undefined
  }
  const lines: string[] = []
  const duplicates = requests.byEndpoint.filter((entry) => entry.count > 1).length
  lines.push(`- Requests, one per resource and none while idle: ${requests.byEndpoint.length} endpoints, ${duplicates === 0 ? 'no duplicates' : `${duplicates} duplicated`}, ${requests.idle.length} while idle: **${duplicates === 0 && requests.idle.length === 0 ? 'met' : 'not met'}**.`)
  const thousand = value('SkillTree, 1,000', 'first render, data cached')
  if (thousand !== undefined) lines.push(`- SkillTree with 1,000 skills renders within about 50 ms: first render ${ms(thousand)} ms, all expanded ${ms(value('SkillTree, 1,000', 'first render, all expanded') ?? NaN)} ms: **${thousand <= 50 ? 'met' : 'not met'}**.`)
  const tenThousand = value('SkillTree, 10,000', 'first render, data cached')
  if (tenThousand !== undefined) {
    const drawn = value('SkillTree, 10,000', 'rendered rows')
    lines.push(`- SkillTree with 10,000 skills stays usable: first render ${ms(tenThousand)} ms, expand all ${ms(value('SkillTree, 10,000', 'expand all') ?? NaN)} ms, scrolling to the middle ${ms(value('SkillTree, 10,000', 'scroll') ?? NaN)} ms, ${drawn ?? '?'} rows drawn at a time.`)
  }
  const metrics = value('MetricsPanel', 'first render, data cached')
  if (metrics !== undefined) lines.push(`- MetricsPanel with 1,000 metrics: first render ${ms(metrics)} ms, sorting ${ms(value('MetricsPanel', 'sort by value') ?? NaN)} ms (by value) and ${ms(value('MetricsPanel', 'sort by name') ?? NaN)} ms (by name).`)
  for (const members of ['100', '1,000']) {
    const title = `Leaderboard, ${members} members`
    const time = value(title, 'computeLeaderboard')
    if (time === undefined) continue
    lines.push(
      `- Leaderboard of ${members} members: computed in ${ms(time)} ms with ${value(title, 'requests per board')} requests against the in-process sandbox; ` +
        `${ms(value(title, 'the same with 20 ms per request, concurrency 6') ?? NaN)} ms when each request takes 20 ms (concurrency 6); ` +
        `another metric's board from the cached counters: ${ms(value(title, "leaderboardQueryOptions, another") ?? NaN)} ms, ${value(title, 'requests for that second board')} requests.`,
    )
  }
  const widget = value('Widget', 'script tag inserted → first element')
  if (widget !== undefined) lines.push(`- Widget, script tag to the first element showing sandbox data, aim under 300 ms: ${ms(widget)} ms: **${widget < 300 ? 'met' : 'not met'}**.`)
  return lines
}

const marker = '<!-- Everything below this line is written by `npm run bench`; edit the text above it. -->'

async function main() {
  const started = performance.now()
  const temp = await mkdtemp(join(tmpdir(), 'engagekit-bench-'))
  const closers: (() => Promise<unknown>)[] = [() => rm(temp, { recursive: true, force: true })]
  try {
    log('Building the benchmark page and measuring sizes…')
    const pageDir = join(temp, 'page')
    const [, sizes, widget] = await Promise.all([buildPage(pageDir), measureAll(), widgetDir(temp)])
    if ('error' in widget) log(`  the widget could not be built, so it is not timed: ${widget.error}`)
    else if (widget.built) log('  (dist/widget is not built: timed a fresh build of the widget)')

    const sandbox = await serveSandbox({ port: 0, host: '127.0.0.1' })
    closers.unshift(() => sandbox.close())
    const widgetPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>widget</title></head><body>
<engage-level-progress></engage-level-progress>
<engage-metrics-panel></engage-metrics-panel>
<engage-skill-tree></engage-skill-tree>
<script>${measureWidgetScript}</script>
</body></html>`
    const statics = await serveStatic({ ...('dir' in widget ? { '/widget/': widget.dir } : {}), '/': pageDir }, { '/widget-bench.html': widgetPage })
    closers.unshift(() => new Promise((done) => statics.server.close(done)))

    // The member's session, registered over HTTP and stored the way the widget keeps it.
    const token = `engagekit benchmark ${Date.now()}`
    const overHttp = { fetch: (request: Request) => fetch(request) }
    const registered = await createSandboxSession(overHttp, demo.accounts.member.privateKey, { baseUrl: sandbox.url, token })
    const captured: { key: string; value: string }[] = []
    const capture = { getItem: () => null, setItem: (key: string, value: string) => void captured.push({ key, value }), removeItem: () => {} }
    createSessionStore({ storage: capture, baseUrl: sandbox.url.replace(/\/+$/, '') }).set({ ...registered, expiresAt: Date.now() + 3_600_000 })
    const session = captured[0]!

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs })
    closers.unshift(() => browser.close())
    const load = loadavg()[0]!.toFixed(1)
    log(`Running in Chromium ${browser.version()}, ${runs} runs each (load average ${load} on ${cpus().length} cores):`)
    const { sections, requests } = await pageBenchmarks(browser, statics.url)
    if (!only || 'leaderboard'.includes(only)) sections.push(...(await leaderboardBenchmarks(runs, log)))
    if ('dir' in widget && (!only || 'widget'.includes(only))) {
      log('  widget…')
      sections.push(await widgetBenchmark(browser, statics.url, sandbox.url, session))
    }

    // The sandbox's HTTP server under load, after the browser work (it needs both cores to itself).
    const loadSeconds = 5
    const sandboxLoad = !only || sandboxLoadTitle.toLowerCase().includes(only) ? (log('  the sandbox under load…'), formatSandboxLoad(await measureSandboxLoad(log, loadSeconds), loadSeconds)) : undefined

    // Report.
    const duplicates = requests?.byEndpoint.filter((entry) => entry.count > 1) ?? []
    if (requests) {
      log('\nRequests: all six components for one signed-in member (in-page sandbox; counted at the client\'s fetch)')
      for (const entry of requests.byEndpoint) log(`  ${entry.endpoint.padEnd(44)} ${entry.count}`)
      log(`  total ${requests.byEndpoint.reduce((total, entry) => total + entry.count, 0)}, duplicates: ${duplicates.length === 0 ? 'none' : duplicates.map((entry) => entry.endpoint).join(', ')}, last request ${ms(requests.lastRequestMs)} ms after mount`)
      log(`  while idle for ${idleMs / 1000} s after settling: ${requests.idle.length === 0 ? '0 requests' : `${requests.idle.length} requests (${requests.idle.join(', ')})`}`)
      log(`  component states: ${requests.states.map((entry) => `${entry.component.replace(/^ek-/, '')} ${entry.state}`).join(', ')}`)
    }
    for (const section of sections) printSection(section)
    if (sandboxLoad) log(`\n${sandboxLoad}`)
    log(`\nSizes (min+gzip):\n${formatTable(sizes)}`)
    const elapsed = (performance.now() - started) / 1000
    log(`\nDone in ${elapsed.toFixed(0)} s.`)

    if (write && requests) {
      const file = join(root, 'docs', 'performance.md')
      const existing = existsSync(file) ? await readFile(file, 'utf8') : ''
      const intro = existing.includes(marker) ? existing.slice(0, existing.indexOf(marker)).trimEnd() : '# Performance'
      // What `npm run bench:server` wrote (the server under load, leaderboards at scale, and how to read them) stays.
      const serverStart = existing.indexOf('\n## The server under load')
      const serverEnd = existing.indexOf('\n## The sandbox under load', serverStart)
      const serverSections = serverStart === -1 ? undefined : existing.slice(serverStart + 1, serverEnd === -1 ? undefined : serverEnd).trimEnd()
      const requestTable = [
        '| endpoint | requests |',
        '| --- | ---: |',
        ...requests.byEndpoint.map((entry) => `| \`${entry.endpoint}\` | ${entry.count} |`),
      ].join('\n')
      const body = [
        intro,
        '',
        marker,
        '',
        `Measured ${new Date().toISOString().slice(0, 10)} in headless Chromium ${browser.version()}, ${cpus().length} cores (load average ${load} when the run started), ${runs} runs per scenario. ` +
          'Times run from the action to the end of the next drawn frame unless a row says "to commit" (the DOM change itself).',
        '',
        '## Against the targets',
        '',
        ...targets(sections, requests),
        '',
        '## Requests',
        '',
        'All six components on one page for one signed-in member, counted at the client\'s `fetch` (in-page sandbox):',
        '',
        requestTable,
        '',
        `Duplicates: ${duplicates.length === 0 ? 'none' : duplicates.map((entry) => `\`${entry.endpoint}\` ×${entry.count}`).join(', ')}. ` +
          `Requests while idle for ${idleMs / 1000} s after the page settled: ${requests.idle.length}.`,
        '',
        '## Timings',
        '',
        ...sections.flatMap((section) => [`### ${section.title}`, '', table(section.rows), '']),
        ...(serverSections ? [serverSections, ''] : []),
        ...(sandboxLoad ? [sandboxLoad, ''] : []),
        '## Sizes',
        '',
        'Min+gzip (zlib level 9), measured from the sources by `scripts/size.mjs` (`npm run size` checks the built package, where a row can measure up to about 0.6 kB more): each row bundles a one-line app that imports just that piece from the library entries in `src/` with esbuild (minified, tree-shaken, peers external: react, react-dom, wagmi, viem, @tanstack/react-query, @tanstack/query-core). The one-component rows include `EngagementProvider`, which every component needs. 1 kB = 1000 bytes.',
        '',
        formatTable(sizes),
        '',
      ].join('\n')
      await writeFile(file, body)
      log(`Wrote ${file.slice(root.length + 1)}.`)
    }
  } finally {
    for (const close of closers) await close().catch(() => {})
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
