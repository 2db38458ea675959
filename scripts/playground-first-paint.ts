// `npm run bench:playground`: how soon the playground `npm start` serves shows something, in Chromium. Starts a
// sandbox and the playground as `npm start` does (built, or with `--dev` the Vite dev server), opens the page in a
// fresh browser context several times and prints, per load, the first paint and first contentful paint
// (`performance.getEntriesByType('paint')`) and the moment the React page has mounted. Timings depend on the
// machine: they are recorded in docs/performance.md, never asserted in tests.
import { performance as clock } from 'node:perf_hooks'
import { chromium } from 'playwright'
import { startPlayground } from '../playground/server.mjs'
import { serveSandbox } from '../src/sandbox/node/serve.js'

const dev = process.argv.includes('--dev')
const runs = Number(process.argv.find((argument) => argument.startsWith('--runs='))?.slice('--runs='.length) ?? 5)

const sandbox = await serveSandbox({ port: 0, host: '127.0.0.1', onRequest: () => {} })
const started = clock.now()
const playground = await startPlayground({ sandboxUrl: sandbox.url, port: 0, host: '127.0.0.1', dev })
console.log(`playground (${dev ? 'Vite dev server' : 'built'}) ready in ${Math.round(clock.now() - started)} ms at ${playground.url}`)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--no-first-run'] })

type Load = { firstPaint: number; firstContentfulPaint: number; mounted: number; requests: number }
const loads: Load[] = []
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    let requests = 0
    page.on('request', (request) => {
      if (request.url().startsWith(playground.url)) requests++
    })
    await page.goto(playground.url, { waitUntil: 'commit' })
    // The page's own header is React's first output: the page has mounted.
    await page.locator('.pg-header h1').waitFor({ timeout: 120_000 })
    const mounted = await page.evaluate(() => performance.now())
    const paints = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])))
    loads.push({ firstPaint: paints['first-paint'] ?? NaN, firstContentfulPaint: paints['first-contentful-paint'] ?? NaN, mounted, requests })
    await context.close()
  }
} finally {
  await browser.close()
  await playground.close()
  await sandbox.close()
}

const round = (value: number) => Math.round(value)
for (const [index, load] of loads.entries()) {
  console.log(
    `load ${index + 1}: first paint ${round(load.firstPaint)} ms, first contentful paint ${round(load.firstContentfulPaint)} ms, mounted ${round(load.mounted)} ms, ${load.requests} requests to the playground`,
  )
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
console.log(
  `median: first contentful paint ${round(median(loads.map((load) => load.firstContentfulPaint)))} ms, mounted ${round(median(loads.map((load) => load.mounted)))} ms`,
)
