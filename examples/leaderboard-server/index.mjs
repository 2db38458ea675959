// A tiny cached leaderboard endpoint for engagekit's components:
//
//   node examples/leaderboard-server/index.mjs [--sandbox http://127.0.0.1:8787] [--port 8788] [--ttl 60]
//
// Without --sandbox it runs an in-process sandbox. Then, in a page:
//   <engage-leaderboard metric="xp" source="http://127.0.0.1:8788/leaderboard"></engage-leaderboard>
// or in React: <Leaderboard metric="xp" source={leaderboardUrlSource('http://127.0.0.1:8788/leaderboard')} />
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { createEngagementClient } from 'engagekit'
import { createSandbox, createSandboxSession, demo } from 'engagekit/sandbox'
import { createBoards } from './boards.mjs'

const { values } = parseArgs({ options: { sandbox: { type: 'string' }, port: { type: 'string', default: '8788' }, host: { type: 'string', default: '127.0.0.1' }, ttl: { type: 'string', default: '60' } } })

// The service: a sandbox over HTTP (`npm run sandbox`), or one in this process.
const baseUrl = values.sandbox ?? 'http://sandbox.local'
const fetch = values.sandbox ? (request) => globalThis.fetch(request) : createSandbox().fetch

// Counters and profiles are readable by any signed-in user: the server signs in as one account of its own. Here the
// sandbox's demo admin; against the service, the address and signature that account registered (kept secret).
const { address, signature } = await createSandboxSession({ fetch }, demo.accounts.admin.privateKey, { baseUrl })
let requests = 0
const client = createEngagementClient({ baseUrl, session: { address, signature }, fetch: (request) => (requests++, fetch(request)) })

const handle = createBoards({
  client,
  ttlMs: Number(values.ttl) * 1000,
  log: (line) => console.log(`${line}, ${requests} requests to the service so far`),
})
const server = createServer((req, res) => void handle(req, res))
server.listen(Number(values.port), values.host, () => {
  const { port } = server.address()
  console.log(`leaderboards on http://${values.host}:${port}/leaderboard?entityId=${demo.entityId}&metric=xp`)
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
