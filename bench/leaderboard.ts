// Leaderboards computed against the in-process sandbox (Node): the time and the requests a board of 100 and of
// 1,000 members takes, straight (computeLeaderboard) and through the cache (leaderboardQueryOptions).
import { QueryClient } from '@tanstack/query-core'
import { getAddress } from 'viem'
import { computeLeaderboard } from '../src/core/leaderboard/computeLeaderboard.js'
import { createEngagementClient } from '../src/core/createEngagementClient.js'
import { leaderboardQueryOptions } from '../src/query/leaderboard.js'
import { createSandbox, type Sandbox } from '../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../src/sandbox/createSandboxSession.js'
import { demo } from '../src/service/seed/demo.js'

type Row = { scenario: string; samples: number[]; unit?: 'ms' | 'count' }

/** A sandbox whose demo entity has `members` members (the seeded ones and made-up ones, every other one with a profile). */
function sandboxWith(members: number): Sandbox {
  const sandbox = createSandbox()
  const entity = sandbox.state.entities[demo.entityId]!
  for (let index = entity.members.length; index < members; index++) {
    const address = getAddress(`0x${(0x1ead0000 + index).toString(16).padStart(40, '0')}`)
    entity.members.push({ address, chain: 'ethereum', joinedAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' })
    entity.counters[address] = { 'aurora-xp': (index * 7919) % 5000, 'aurora-reviews': index % 50 }
    if (index % 2 === 0) sandbox.state.users[address] = { address, createdAt: '2026-03-01T00:00:00.000Z', profile: { name: `Member ${index}` } }
  }
  return sandbox
}

async function setUp(members: number, latencyMs: number) {
  const sandbox = sandboxWith(members)
  const registered = await createSandboxSession(sandbox, demo.accounts.member.privateKey)
  const session = { address: registered.address, signature: registered.signature }
  let requests = 0
  const client = createEngagementClient({
    baseUrl: 'http://sandbox.local',
    retry: false,
    session,
    fetch: async (request) => {
      requests++
      if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs))
      return sandbox.fetch(request)
    },
  })
  return { client, session, requests: () => requests, reset: () => void (requests = 0) }
}

/** One section per board size: computeLeaderboard's time and requests, with and without a latency per request, and through the cache. */
export async function leaderboardBenchmarks(runs: number, log: (line: string) => void): Promise<{ title: string; rows: Row[] }[]> {
  const sections = []
  for (const members of [100, 1000]) {
    log(`  leaderboard, ${members.toLocaleString('en-US')} members…`)
    const rows: Row[] = []
    const straight = await setUp(members, 0)
    const times: number[] = []
    const counts: number[] = []
    for (let run = 0; run < runs; run++) {
      straight.reset()
      const started = performance.now()
      await computeLeaderboard(straight.client, { entityId: demo.entityId, metric: 'xp', limit: 10, userAddress: straight.session.address })
      times.push(performance.now() - started)
      counts.push(straight.requests())
    }
    rows.push({ scenario: 'computeLeaderboard, top 10 and the member\'s own place (concurrency 6)', samples: times })
    rows.push({ scenario: 'requests per board', samples: counts, unit: 'count' })

    // A service 20 ms away: the concurrency limit is what the time is made of.
    const distant = await setUp(members, 20)
    const distantRuns = Math.min(runs, 3)
    for (const concurrency of [6, 12]) {
      const samples: number[] = []
      for (let run = 0; run < distantRuns; run++) {
        const started = performance.now()
        await computeLeaderboard(distant.client, { entityId: demo.entityId, metric: 'xp', limit: 10, concurrency })
        samples.push(performance.now() - started)
      }
      rows.push({ scenario: `the same with 20 ms per request, concurrency ${concurrency}`, samples })
    }

    // Through the cache: a second metric's board reads no counter again.
    const cached = await setUp(members, 0)
    const first: number[] = []
    const second: number[] = []
    const secondRequests: number[] = []
    for (let run = 0; run < runs; run++) {
      const queryClient = new QueryClient()
      const options = (metric: string) => leaderboardQueryOptions(cached.client, { entityId: demo.entityId, metric, limit: 10, session: cached.session, maxMembers: members })
      let started = performance.now()
      await queryClient.fetchQuery(options('xp'))
      first.push(performance.now() - started)
      cached.reset()
      started = performance.now()
      await queryClient.fetchQuery(options('reviews'))
      second.push(performance.now() - started)
      secondRequests.push(cached.requests())
      queryClient.clear()
    }
    rows.push({ scenario: 'leaderboardQueryOptions, first board (counters into the cache)', samples: first })
    rows.push({ scenario: 'leaderboardQueryOptions, another metric\'s board (counters from the cache)', samples: second })
    rows.push({ scenario: 'requests for that second board', samples: secondRequests, unit: 'count' })
    sections.push({ title: `Leaderboard, ${members.toLocaleString('en-US')} members (in-process sandbox, Node)`, rows })
  }
  return sections
}
