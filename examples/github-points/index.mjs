// Points from GitHub: turns webhook deliveries (a merged pull request, a submitted review) into metric increments
// with engagekit's tracker, against the sandbox.
//
//   node examples/github-points/index.mjs [--sandbox http://127.0.0.1:8787] [--journal file] [payload.json ...]
//
// Without payload files it reads the samples in payloads/ (the event is the part of the name before the first dot; a
// webhook handler reads it from the X-GitHub-Event header). Without --sandbox it runs an in-process sandbox.
import { readFile, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createEngagementClient } from 'engagekit'
import { createSandbox, createSandboxSession, demo } from 'engagekit/sandbox'
import { createMetricTracker } from 'engagekit/tracker'
import { fileStore } from 'engagekit/tracker/node'
import { pointsFor } from './points.mjs'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const { values, positionals } = parseArgs({ allowPositionals: true, options: { sandbox: { type: 'string' }, journal: { type: 'string' } } })

// The service: a sandbox over HTTP (`npm run sandbox`), or one in this process.
const baseUrl = values.sandbox ?? 'http://sandbox.local'
const fetch = values.sandbox ? (request) => globalThis.fetch(request) : createSandbox().fetch

// Increments need an admin's (or owner's) session. Here the sandbox's demo admin signs in; against the service, use
// the address and signature your admin account registered.
const { address, signature } = await createSandboxSession({ fetch }, demo.accounts.admin.privateKey, { baseUrl })
const client = createEngagementClient({ baseUrl, fetch, session: { address, signature } })
const entityId = demo.entityId

const tracker = createMetricTracker({
  client,
  entityId,
  // The queue survives a crash or a restart of this process: what was not delivered is sent on the next start.
  store: fileStore(values.journal ?? join(tmpdir(), 'engagekit-github-points.jsonl'), { durable: true }),
  onError: (error, letter) => console.error(`not counted for ${letter.userAddress}: ${letter.metrics.join(', ')}: ${error.message}`),
})

// GitHub knows logins, the service knows wallets: the mapping is the app's (e.g. from a "link your wallet" page).
const wallets = JSON.parse(await readFile(here('wallets.json'), 'utf8'))
const countersOf = async (userAddress) =>
  Object.fromEntries((await client.getUserMetrics({ entityId, userAddress })).map(({ metric, counter }) => [metric, counter]))
const before = Object.fromEntries(await Promise.all(Object.entries(wallets).map(async ([login, wallet]) => [login, await countersOf(wallet)])))

const files = positionals.length > 0 ? positionals : (await readdir(here('payloads/'))).sort().map((name) => here(`payloads/${name}`))
for (const file of files) {
  const name = basename(file)
  const points = pointsFor(name.split('.')[0], JSON.parse(await readFile(file, 'utf8')))
  if (points.length === 0) console.log(`${name}: earns nothing`)
  for (const { login, metric, count, why } of points) {
    if (!wallets[login]) {
      console.log(`${name}: ${login} has no wallet on file, not counted`)
      continue
    }
    await tracker.track(wallets[login], metric, count)
    console.log(`${name}: ${why}: ${login} ${metric} +${count}`)
  }
}

// Delivers everything queued (one request per user), then stops.
await tracker.close()

for (const [login, wallet] of Object.entries(wallets)) {
  const after = await countersOf(wallet)
  const changes = Object.keys(after).filter((metric) => after[metric] !== before[login][metric])
  console.log(`${login}: ${changes.map((metric) => `${metric} ${before[login][metric]} → ${after[metric]}`).join(', ') || 'no change'}`)
}
