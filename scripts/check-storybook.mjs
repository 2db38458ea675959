// Checks the built Storybook (storybook-static/, after `npm run build-storybook`) in Chromium: every component prop
// has a control of its type, as Storybook will show it: string-literal unions as radio/select options, booleans as
// toggles, strings as text, numbers as numbers, labels as object editors; no prop falls back to an untyped "union".
//
//   node scripts/check-storybook.mjs [dir]      exits 1 with the reasons when a check fails
import { createServer } from 'node:http'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const dir = resolve(process.argv[2] ?? join(root, 'storybook-static'))
if (!existsSync(join(dir, 'iframe.html'))) {
  console.error(`check-storybook: ${dir} has no built Storybook; run \`npm run build-storybook\` first`)
  process.exit(1)
}

const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' }
const server = createServer(async (req, res) => {
  let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname))
  if (path.endsWith('/')) path += 'index.html'
  try {
    const body = await readFile(join(dir, path))
    res.writeHead(200, { 'content-type': contentTypes[extname(path)] ?? 'application/octet-stream' })
    res.end(body)
  } catch {
    res.writeHead(404)
    res.end()
  }
})
await new Promise((listening) => server.listen(0, '127.0.0.1', listening))
const url = `http://127.0.0.1:${server.address().port}`

/** The control a prop's TypeScript type should get, from the type as the docs table shows it; undefined: any. */
function expectedControl(summary) {
  if (summary === 'boolean') return ['boolean']
  if (summary === 'string') return ['text']
  if (summary === 'number') return ['number']
  if (/^Partial<\w+Labels>$/.test(summary)) return ['object']
  if (/^(("[^"]*"|\d+) \| )+("[^"]*"|\d+)$/.test(summary)) return ['radio', 'inline-radio', 'select']
  return undefined
}

const failures = []
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
try {
  const page = await browser.newPage()
  await page.goto(`${url}/iframe.html`)
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, { timeout: 60_000 })
  // One story per component: the component's props are the same in all of its stories.
  const components = await page.evaluate(async () => {
    const stories = await window.__STORYBOOK_PREVIEW__.extract()
    const byTitle = {}
    for (const story of Object.values(stories)) {
      if (!story.title.startsWith('Components/') || byTitle[story.title]) continue
      byTitle[story.title] = Object.entries(story.argTypes).map(([name, argType]) => ({
        name,
        type: argType.type?.name,
        summary: argType.table?.type?.summary,
        control: argType.control === false ? false : argType.control?.type,
        options: argType.options,
      }))
    }
    return byTitle
  })
  const titles = Object.keys(components)
  if (titles.length < 6) failures.push(`expected the six components' stories, found ${titles.join(', ') || 'none'}`)
  for (const [title, props] of Object.entries(components)) {
    const names = props.map((prop) => prop.name)
    for (const common of ['className', 'unstyled', 'theme', 'labels']) if (!names.includes(common)) failures.push(`${title}: no control for ${common}`)
    for (const prop of props) {
      if (prop.type === 'union') failures.push(`${title}.${prop.name}: typed as an untyped union (${prop.summary})`)
      if (prop.type === 'function') continue
      const expected = expectedControl(prop.summary)
      if (expected && !expected.includes(prop.control)) failures.push(`${title}.${prop.name} (${prop.summary}): control ${prop.control}, expected ${expected.join(' or ')}`)
      if (prop.name === 'theme' && JSON.stringify(prop.options) !== JSON.stringify(['light', 'dark', 'auto'])) failures.push(`${title}.theme: options ${JSON.stringify(prop.options)}`)
    }
  }
  if (failures.length === 0) console.log(`Storybook check passed: typed controls for every prop of ${titles.length} components.`)
} finally {
  await browser.close()
  server.close()
}

if (failures.length > 0) {
  console.error(`Storybook check failed:\n - ${failures.join('\n - ')}`)
  process.exit(1)
}
