import type { Webhook, WebhookDelivery } from '../../src/core/schemas/webhook.js'
import type { Sandbox } from '../../src/sandbox/createSandbox.js'

/**
 * Endpoints with deliveries, as engagekit-server lists them after a few days of traffic: what the sandbox cannot show
 * on its own (its deliveries go out only when its dispatcher runs, to receivers a story does not have). Fixed times,
 * ids and a fixed rotated secret, so the pictures are the same on every run.
 */
export type WebhookFixtures = { hooks: Webhook[]; deliveries: Record<string, WebhookDelivery[]> }

const delivery = (overrides: Partial<WebhookDelivery> & Pick<WebhookDelivery, 'id' | 'event' | 'status'>): WebhookDelivery => ({
  messageId: `msg_2J8f${overrides.id}`,
  eventId: Number(overrides.id),
  attempts: 1,
  responseCode: 204,
  durationMs: 86,
  error: null,
  createdAt: '2026-11-18T21:14:00.000Z',
  lastAttemptAt: '2026-11-18T21:14:00.000Z',
  nextAttemptAt: null,
  ...overrides,
})

/** Three endpoints: one for two event types with every outcome, one for all events, one the service stopped. */
export function busyWebhooks(): WebhookFixtures {
  return {
    hooks: [
      {
        id: 'wh_discord',
        url: 'https://bots.example.com/engagekit/discord',
        events: ['member.joined', 'level.reached'],
        description: 'Discord bot: welcomes members and posts level-ups in #general',
        createdAt: '2026-09-02T10:00:00.000Z',
        disabledAt: null,
        disabledReason: null,
      },
      { id: 'wh_crm', url: 'https://crm.example.org/hooks/engage', events: [], description: 'CRM sync', createdAt: '2026-10-11T08:30:00.000Z', disabledAt: null, disabledReason: null },
      {
        id: 'wh_old',
        url: 'https://old-site.example.net/webhook',
        events: ['profile.updated'],
        description: '',
        createdAt: '2026-03-01T08:30:00.000Z',
        disabledAt: '2026-11-10T04:00:00.000Z',
        disabledReason: 'the endpoint answered 410 Gone',
      },
    ],
    deliveries: {
      wh_discord: [
        delivery({ id: '41', event: 'level.reached', status: 'pending', attempts: 3, responseCode: 503, durationMs: 2140, lastAttemptAt: '2026-11-18T21:32:00.000Z', nextAttemptAt: '2026-11-18T22:02:00.000Z' }),
        delivery({ id: '40', event: 'member.joined', status: 'failed', attempts: 8, responseCode: null, durationMs: null, error: 'timed out after 15 s', lastAttemptAt: '2026-11-18T20:55:00.000Z' }),
        delivery({ id: '37', event: 'level.reached', status: 'delivered', responseCode: 200, durationMs: 142, lastAttemptAt: '2026-11-18T19:03:00.000Z' }),
        delivery({ id: '35', event: 'member.joined', status: 'delivered', lastAttemptAt: '2026-11-18T18:47:00.000Z' }),
      ],
      wh_crm: [delivery({ id: '42', event: 'metric.incremented', status: 'delivered', responseCode: 202, durationMs: 311, lastAttemptAt: '2026-11-18T21:40:00.000Z' })],
      wh_old: [delivery({ id: '12', event: 'profile.updated', status: 'failed', attempts: 1, responseCode: 410, durationMs: 54, lastAttemptAt: '2026-11-10T04:00:00.000Z' })],
    },
  }
}

/** The rotated secret the stories show: a made-up one of the service's shape. */
export const storySecret = 'whsec_MfKQ9r8GKjW4e8o5mvV7g3hQ2pQlBXcY'

/**
 * A `serve` for a story's parameters: lists `fixtures` (each story's own copy) and answers rotations, deletions and
 * retries on them as the service would; everything else goes to the sandbox.
 */
export function serveWebhooks(make: () => WebhookFixtures = busyWebhooks) {
  const bySandbox = new WeakMap<Sandbox, WebhookFixtures>()
  return async (request: Request, sandbox: Sandbox): Promise<Response | undefined> => {
    const match = /\/webhooks(?:\/([^/]+)(?:\/(delete|rotate|deliveries)(?:\/([^/]+)\/retry)?)?)?$/.exec(new URL(request.url).pathname)
    if (!match) return undefined
    let state = bySandbox.get(sandbox)
    if (!state) bySandbox.set(sandbox, (state = make()))
    const [, hookId, action, deliveryId] = match
    const hook = state.hooks.find((candidate) => candidate.id === hookId)
    if (!hookId) return request.method === 'GET' ? Response.json({ success: true, data: state.hooks }) : undefined
    if (!hook) return Response.json({ success: false, error: { code: 'not-found', message: 'no such webhook' } }, { status: 404 })
    if (action === 'delete') {
      state.hooks = state.hooks.filter((candidate) => candidate !== hook)
      return Response.json({ success: true })
    }
    if (action === 'rotate') return Response.json({ success: true, data: { id: hook.id, url: hook.url, events: hook.events, secret: storySecret } })
    const list = state.deliveries[hook.id] ?? []
    if (!deliveryId) return Response.json({ success: true, data: list })
    const found = list.find((candidate) => candidate.id === deliveryId)!
    Object.assign(found, { status: 'pending', nextAttemptAt: found.lastAttemptAt })
    hook.disabledAt = null
    hook.disabledReason = null
    return Response.json({ success: true, data: found })
  }
}
