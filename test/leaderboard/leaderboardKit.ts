import { getAddress } from 'viem'
import { createEngagementClient, type EngagementClient } from '../../src/core/createEngagementClient.js'
import type { Session } from '../../src/core/types.js'
import { createSandbox, type Sandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'

/** The demo member's place by xp in the seeded sandbox, and the top three there. */
export const seeded = {
  top: [
    { rank: 1, value: 2350, name: 'Maya Lindqvist', address: demo.accounts.owner.address },
    { rank: 2, value: 1420, name: 'Tomás Reyes', address: demo.accounts.admin.address },
    { rank: 3, value: 780, name: 'Jonas Weber' },
  ],
  member: { rank: 5, value: 340, address: demo.accounts.member.address },
}

/** The address of the `index`th made-up member (no profile, no key). */
export const madeUpAddress = (index: number) => getAddress(`0x${(0xabc0000 + index).toString(16).padStart(40, '0')}`)

/** Adds `count` members without profiles, each with an xp counter `xp(index)`, to the demo entity. */
export function addMembers(sandbox: Sandbox, count: number, xp: (index: number) => number = (index) => index): string[] {
  const entity = sandbox.state.entities[demo.entityId]!
  const addresses = Array.from({ length: count }, (_, index) => madeUpAddress(index))
  for (const [index, address] of addresses.entries()) {
    entity.members.push({ address, chain: 'ethereum', joinedAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' })
    entity.counters[address] = { 'aurora-xp': xp(index) }
  }
  return addresses
}

/** Sets a member's xp in the demo entity. */
export function setXp(sandbox: Sandbox, address: string, xp: number): void {
  const entity = sandbox.state.entities[demo.entityId]!
  entity.counters[address] = { ...entity.counters[address], 'aurora-xp': xp }
}

export type CountingSandbox = {
  sandbox: Sandbox
  client: EngagementClient
  session: Session
  /** `METHOD /path` of every request, in order. */
  requests: string[]
  /** The most row 2 reads that were in flight at once. */
  peakCounterReads(): number
}

/**
 * A demo sandbox, the member signed in, and a client that counts requests (each answered after `delayMs`). `plain`
 * answers `GET /api/engagekit` with 404, as a service of the spec alone does, so boards are computed.
 */
export async function countingSandbox(options: { delayMs?: number; as?: 'owner' | 'admin' | 'member'; plain?: boolean } = {}): Promise<CountingSandbox> {
  const sandbox = createSandbox()
  const registered = await createSandboxSession(sandbox, demo.accounts[options.as ?? 'member'].privateKey)
  const session = { address: registered.address, signature: registered.signature }
  const requests: string[] = []
  let inFlight = 0
  let peak = 0
  const client = createEngagementClient({
    baseUrl: 'https://sandbox.test',
    retry: false,
    session,
    fetch: async (request) => {
      const path = new URL(request.url).pathname
      requests.push(`${request.method} ${path}`)
      const counterRead = request.method === 'GET' && /\/users\/[^/]+\/metrics$/.test(path)
      if (counterRead) peak = Math.max(peak, ++inFlight)
      if (options.plain && path === '/api/engagekit') {
        return Response.json({ success: false, error: 'Not found' }, { status: 404 })
      }
      try {
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
        return await sandbox.fetch(request)
      } finally {
        if (counterRead) inFlight--
      }
    },
  })
  return { sandbox, client, session, requests, peakCounterReads: () => peak }
}

/** Counts requests by kind of endpoint. */
export function byRow(requests: readonly string[]) {
  const count = (pattern: RegExp) => requests.filter((request) => pattern.test(request)).length
  return {
    members: count(/^GET \/api\/entities\/[^/]+\/users$/),
    metrics: count(/^GET \/api\/entities\/[^/]+\/metrics$/),
    counters: count(/^GET \/api\/entities\/[^/]+\/users\/[^/]+\/metrics$/),
    profiles: count(/^GET \/api\/users\/[^/]+$/),
    boards: count(/^GET \/api\/entities\/[^/]+\/leaderboard$/),
    // What the service offers (GET /api/engagekit): asked once per client, before its first signed call.
    serviceInfo: count(/^GET \/api\/engagekit$/),
    total: requests.length,
  }
}
