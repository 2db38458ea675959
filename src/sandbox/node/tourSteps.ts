import type { DemoSessions } from './registerDemoSessions.js'

/** One request of the first-run tour, with the status the demo data answers it with. */
export type TourStep = {
  /** What the request shows, printed as a comment above it. */
  title: string
  method: 'GET' | 'POST'
  /** Path and any query of its own, below the server URL. */
  path: string
  /** Whose session goes into the query (`address` and `signature`); none for public reads. */
  as?: 'member' | 'admin'
  /** A JSON body, for writes. */
  body?: Record<string, string>
  /** The status the sandbox answers with on demo data. */
  expect: number
}

/** What the tour needs to know about the demo data. */
export type TourContext = {
  entityId: string
  /** The member whose data the tour reads. */
  member: string
  /** A metric of the demo entity whose counter the tour increments. */
  metric: { id: string; name: string }
  demoSessions: DemoSessions
}

/** The requests of the first-run tour, in the order they are printed. */
export function tourSteps({ entityId, member, metric, demoSessions }: TourContext): TourStep[] {
  const entity = `/api/entities/${entityId}`
  const increment = `${entity}/users/${member}/metrics/${encodeURIComponent(metric.id)}`
  const registration = new URLSearchParams({ UserETHAddress: member, token: demoSessions.token, signature: demoSessions.sessions.member.signature })
  return [
    { title: 'The demo community (no session needed)', method: 'GET', path: entity, expect: 200 },
    {
      title: 'How the member session was registered: the wallet signed the token, the service stored the signature (already done)',
      method: 'GET',
      path: `/api/token?${registration}`,
      expect: 200,
    },
    { title: "The member's metric counters", method: 'GET', path: `${entity}/users/${member}/metrics`, as: 'member', expect: 200 },
    { title: 'The levels of the community', method: 'GET', path: `${entity}/levels`, as: 'member', expect: 200 },
    { title: 'The skills of the community', method: 'GET', path: `/api/skills?entityID=${entityId}`, as: 'member', expect: 200 },
    { title: "The member's dynamic NFTs in this community", method: 'GET', path: `${entity}/mynfts`, as: 'member', expect: 200 },
    { title: "The member's profile", method: 'GET', path: `/api/users/${member}`, as: 'member', expect: 200 },
    {
      title: `Increment the member's "${metric.name}" counter as the member: refused (403), only admins and owners may`,
      method: 'POST',
      path: increment,
      as: 'member',
      body: { count: '1' },
      expect: 403,
    },
    {
      title: 'The same increment as the admin: accepted (200); read the counters again to see it',
      method: 'POST',
      path: increment,
      as: 'admin',
      body: { count: '1' },
      expect: 200,
    },
  ]
}
