import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress } from 'viem'
import { createEngagementClient, type EngagementClient, type Session } from '../../src/core/index.js'
// The modules themselves rather than the sandbox entry, which also loads msw and wagmi.
import { createSandbox, type Sandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import type { Snapshot } from '../../src/service/state.js'

// Shared by the tracker tests: a seeded sandbox with a registered admin session, served in-process or over HTTP.

export const entityId = demo.entityId
/** Metrics of the demo entity the tests increment. */
export const metricNames = ['xp', 'contributions', 'reviews', 'events_attended', 'quests_completed'] as const

/** The address of test user `index`: users outside the seed, whose counters all start at 0. */
export const userAddress = (index: number) => getAddress(`0x${(0xe0000 + index).toString(16).padStart(40, '0')}`)

let prepared: Promise<{ seed: Snapshot; admin: Session }> | undefined

/** A fresh demo sandbox and the demo admin's session (signed once per test file: signing is the slow part). */
export async function adminSandbox(): Promise<{ sandbox: Sandbox; admin: Session }> {
  prepared ??= (async () => {
    const sandbox = createSandbox()
    const { address, signature } = await createSandboxSession(sandbox, demo.accounts.admin.privateKey)
    return { seed: sandbox.snapshot(), admin: { address, signature } }
  })()
  const { seed, admin } = await prepared
  return { sandbox: createSandbox({ seed }), admin }
}

/** A request the sandbox applied: whose counters, and by how much. */
export type AppliedIncrement = { user: string; metrics: string[]; counts: number[] }

/** Reads a row-4 request (`POST .../users/:address/metrics`), or undefined for any other request. */
export async function incrementOf(request: Request): Promise<AppliedIncrement | undefined> {
  const match = new URL(request.url).pathname.match(/\/users\/(0x[0-9a-fA-F]{40})\/metrics$/)
  if (request.method !== 'POST' || !match) return undefined
  const body = (await request.clone().json()) as { metrics: string[]; counts: string[] }
  return { user: match[1]!.toLowerCase(), metrics: body.metrics, counts: body.counts.map(Number) }
}

/** An admin client on the sandbox's in-process fetch, seeing each request first (`intercept` may answer it instead). */
export function adminClient(sandbox: Sandbox, admin: Session, intercept?: (request: Request) => Promise<Response | undefined>): EngagementClient {
  const fetch = async (request: Request) => (await intercept?.(request)) ?? sandbox.fetch(request)
  return createEngagementClient({ baseUrl: 'http://sandbox.local', fetch, session: admin })
}

/** Every counter of `user` in the sandbox, by metric name. */
export async function countersOf(sandbox: Sandbox, admin: Session, user: string): Promise<Record<string, number>> {
  const rows = await adminClient(sandbox, admin).getUserMetrics({ entityId, userAddress: user })
  return Object.fromEntries(rows.map((row) => [row.metric, row.counter]))
}

/** Expected counters from a list of increments: user (lower case) to metric to sum. */
export function sums(increments: Iterable<{ user: string; metric: string; count: number }>): Map<string, Map<string, number>> {
  const totals = new Map<string, Map<string, number>>()
  for (const { user, metric, count } of increments) {
    const metrics = totals.get(user.toLowerCase()) ?? new Map<string, number>()
    totals.set(user.toLowerCase(), metrics.set(metric, (metrics.get(metric) ?? 0) + count))
  }
  return totals
}

export { seededRandom } from '../support/testRandom.js'

/** The sandbox over real HTTP on 127.0.0.1, which can be taken down and brought back on the same port. */
export type HttpSandbox = { url: string; down(): Promise<void>; up(): Promise<void> }

/**
 * Serves `answer` over node:http. `answer` may return undefined to leave a request unanswered (a test that kills its
 * client meanwhile). Requests are rebuilt as fetch Requests with their JSON body.
 */
export async function serveHttp(answer: (request: Request) => Promise<Response | undefined>): Promise<HttpSandbox> {
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
    // The request's own headers (the session, Idempotency-Key), as a server would see them.
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers.set(name, value)
    const request = new Request(new URL(req.url ?? '/', 'http://sandbox.local'), { method: req.method, headers, body })
    const response = await answer(request).catch(() => new Response('{"success":false}', { status: 500 }))
    if (!response) return
    res.writeHead(response.status, { 'content-type': 'application/json' })
    res.end(Buffer.from(await response.arrayBuffer()))
  }
  // A request that cannot be read to its end (its client went away) is dropped.
  const server: Server = createServer((req, res) => void respond(req, res).catch(() => res.destroy()))
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  await listen(0)
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
    up: () => listen(port),
  }
}
