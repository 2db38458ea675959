import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startWebhookReceiver, verifyDelivery, type WebhookReceiver } from '../../../../test/support/webhookReceiver.js'
import { resolveLimits } from '../../limits.js'
import { addressOf, entityId, NOW, useContract } from './setup.js'

// The receiver listens on loopback, which only a service that allows private targets may reach.
const ctx = useContract({ limits: { ...resolveLimits(), webhooksAllowPrivate: true } })
const member = addressOf.member
let receiver: WebhookReceiver
let clock = Date.parse(NOW)

beforeAll(async () => {
  receiver = await startWebhookReceiver()
})
afterAll(() => receiver.close())
beforeEach(() => {
  receiver.reset()
  clock = Date.parse(NOW)
})

/** Moves the service's clock on by `ms`. */
function later(ms: number): void {
  clock += ms
  ctx.setNow(new Date(clock).toISOString())
}

async function newHook(events?: ('member.joined' | 'metric.incremented' | 'level.reached' | 'profile.updated' | 'entity.updated')[]) {
  return (await ctx.client('owner').createWebhook({ entityId, url: receiver.url, ...(events && { events }) })).data!
}

const increment = (count: number) => ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count })
const deliveries = (hookId: string) => ctx.client('owner').listWebhookDeliveries({ entityId, hookId })

describe('webhooks: deliveries', () => {
  it('POSTs each event as { type, timestamp, data }, signed so the Standard Webhooks library verifies it', async () => {
    const hook = await newHook()
    // 340 → 500 crosses Core Builder's 500: a counter event and a level event, in that order.
    await increment(160)
    expect(await ctx.service.deliverWebhooks()).toBe(2)
    expect(receiver.received).toHaveLength(2)
    // Attempted side by side, they may arrive in either order: in the order of the events, by their ids.
    const eventIdOf = (delivery: (typeof receiver.received)[number]) => Number(/^msg_(\d+)_/.exec(delivery.headers['webhook-id'] ?? '')?.[1])
    const received = [...receiver.received].sort((a, b) => eventIdOf(a) - eventIdOf(b))
    const payloads = received.map((delivery) => verifyDelivery(hook.secret, delivery, clock))
    expect(payloads).toEqual([
      { type: 'metric.incremented', timestamp: NOW, data: expect.objectContaining({ entityId, address: member, metric: 'xp', count: 160, counter: 500 }) },
      { type: 'level.reached', timestamp: NOW, data: expect.objectContaining({ entityId, address: member, level: 4, name: 'Core Builder' }) },
    ])
    const [first] = received
    expect(first!.headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-id': expect.stringMatching(/^msg_/),
      'webhook-timestamp': String(clock / 1000),
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}=$/),
    })
    // A signature made with another secret is refused by the library.
    expect(() => verifyDelivery(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, first!, clock)).toThrow()
    const listed = await deliveries(hook.id)
    expect(listed).toHaveLength(2)
    expect(listed[0]).toMatchObject({ event: 'level.reached', status: 'delivered', attempts: 1, responseCode: 200, error: null, nextAttemptAt: null, messageId: received[1]!.headers['webhook-id'] })
    expect(listed[1]).toMatchObject({ event: 'metric.incremented', status: 'delivered' })
    // Nothing is sent twice.
    expect(await ctx.service.deliverWebhooks()).toBe(0)
    expect(receiver.received).toHaveLength(2)
  })

  it('sends only the types a webhook asked for, and only events after it was added', async () => {
    await increment(1)
    const hook = await newHook(['level.reached'])
    await increment(159)
    await ctx.service.deliverWebhooks()
    expect(receiver.received.map((delivery) => verifyDelivery(hook.secret, delivery, clock).type)).toEqual(['level.reached'])
  })

  it('tries again after a failure with the same webhook-id, after 5 s (with jitter)', async () => {
    const hook = await newHook(['metric.incremented'])
    receiver.answer(500)
    await increment(1)
    await ctx.service.deliverWebhooks()
    const [failed] = await deliveries(hook.id)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500, error: 'the endpoint answered 500' })
    const wait = Date.parse(failed!.nextAttemptAt!) - clock
    expect(wait).toBeGreaterThanOrEqual(4_500)
    expect(wait).toBeLessThanOrEqual(5_500)
    // Not due yet.
    expect(await ctx.service.deliverWebhooks()).toBe(0)
    later(5_500)
    expect(await ctx.service.deliverWebhooks()).toBe(1)
    expect(receiver.received).toHaveLength(2)
    const [first, second] = receiver.received
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id'])
    expect(verifyDelivery(hook.secret, second!, clock).type).toBe('metric.incremented')
    expect(await deliveries(hook.id)).toMatchObject([{ status: 'delivered', attempts: 2, responseCode: 200, nextAttemptAt: null }])
  })

  it('keeps to the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), then gives up', async () => {
    const hook = await newHook(['metric.incremented'])
    receiver.answer(...Array<number>(8).fill(503))
    await increment(1)
    await ctx.service.deliverWebhooks()
    for (const seconds of [5, 300, 1800, 7200, 18000, 36000, 36000]) {
      const [pending] = await deliveries(hook.id)
      const wait = Date.parse(pending!.nextAttemptAt!) - clock
      expect(wait).toBeGreaterThanOrEqual(seconds * 900)
      expect(wait).toBeLessThanOrEqual(seconds * 1100)
      later(wait)
      expect(await ctx.service.deliverWebhooks()).toBe(1)
    }
    expect(await deliveries(hook.id)).toMatchObject([{ status: 'failed', attempts: 8, responseCode: 503, nextAttemptAt: null }])
    expect(receiver.received).toHaveLength(8)
    expect(new Set(receiver.received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1)
    // Given up, but the webhook stays enabled (it failed for about 28 hours, not 5 days).
    expect((await ctx.client('owner').listWebhooks({ entityId }))[0]!.disabledAt).toBeNull()
  })

  it("honours a longer Retry-After, and a retry sends a failed delivery again at once", async () => {
    const hook = await newHook(['metric.incremented'])
    receiver.answer({ status: 429, headers: { 'retry-after': '120' } })
    await increment(1)
    await ctx.service.deliverWebhooks()
    const [delivery] = await deliveries(hook.id)
    expect(Date.parse(delivery!.nextAttemptAt!) - clock).toBe(120_000)
    const retried = (await ctx.client('owner').retryWebhookDelivery({ entityId, hookId: hook.id, deliveryId: delivery!.id })).data!
    expect(retried).toMatchObject({ id: delivery!.id, status: 'pending', attempts: 0, nextAttemptAt: new Date(clock).toISOString() })
    expect(await ctx.service.deliverWebhooks()).toBe(1)
    expect(await deliveries(hook.id)).toMatchObject([{ status: 'delivered', attempts: 1 }])
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id'])
  })

  it('disables a webhook that answers 410, and a retry enables it again', async () => {
    const hook = await newHook(['metric.incremented'])
    receiver.answer(410)
    await increment(1)
    await ctx.service.deliverWebhooks()
    const [listed] = await ctx.client('owner').listWebhooks({ entityId })
    expect(listed).toMatchObject({ disabledAt: NOW, disabledReason: 'the endpoint answered 410 Gone' })
    const [gone] = await deliveries(hook.id)
    expect(gone).toMatchObject({ status: 'failed', responseCode: 410 })
    // Disabled: nothing more is sent.
    await increment(1)
    expect(await ctx.service.deliverWebhooks()).toBe(0)
    expect(receiver.received).toHaveLength(1)
    await ctx.client('owner').retryWebhookDelivery({ entityId, hookId: hook.id, deliveryId: gone!.id })
    expect((await ctx.client('owner').listWebhooks({ entityId }))[0]!.disabledAt).toBeNull()
    // The retried delivery and the event written meanwhile, side by side.
    expect(await ctx.service.deliverWebhooks()).toBe(2)
    const counters = receiver.received.map((delivery) => verifyDelivery(hook.secret, delivery, clock).data['counter'] as number)
    expect(counters.sort()).toEqual([341, 341, 342])
  })

  it('disables a webhook that keeps failing for 5 days', async () => {
    const hook = await newHook(['metric.incremented'])
    receiver.answer(...Array<number>(20).fill(500))
    await increment(1)
    await ctx.service.deliverWebhooks()
    later(4 * 24 * 3600_000)
    await increment(1)
    await ctx.service.deliverWebhooks()
    expect((await ctx.client('owner').listWebhooks({ entityId }))[0]!.disabledAt).toBeNull()
    later(24 * 3600_000)
    await increment(1)
    await ctx.service.deliverWebhooks()
    const [listed] = await ctx.client('owner').listWebhooks({ entityId })
    expect(listed).toMatchObject({ disabledAt: new Date(clock).toISOString(), disabledReason: 'the endpoint failed for 5 days' })
    const sent = receiver.received.length
    await increment(1)
    later(3600_000)
    await ctx.service.deliverWebhooks()
    expect(receiver.received).toHaveLength(sent)
    expect(hook.id).toBe(listed!.id)
  })

  it('signs with the old and the new secret for 24 hours after a rotation, then with the new one only', async () => {
    const hook = await newHook(['metric.incremented'])
    const { secret } = (await ctx.client('owner').rotateWebhookSecret({ entityId, hookId: hook.id })).data!
    await increment(1)
    await ctx.service.deliverWebhooks()
    const [both] = receiver.received
    expect(both!.headers['webhook-signature']!.split(' ')).toHaveLength(2)
    expect(verifyDelivery(secret, both!, clock).type).toBe('metric.incremented')
    expect(verifyDelivery(hook.secret, both!, clock).type).toBe('metric.incremented')
    later(24 * 3600_000 + 1_000)
    await increment(1)
    await ctx.service.deliverWebhooks()
    const [, after] = receiver.received
    expect(after!.headers['webhook-signature']!.split(' ')).toHaveLength(1)
    expect(verifyDelivery(secret, after!, clock).type).toBe('metric.incremented')
    expect(() => verifyDelivery(hook.secret, after!, clock)).toThrow()
  })

  it('keeps deliveries 7 days once delivered, then removes them', async () => {
    const hook = await newHook(['metric.incremented'])
    await increment(1)
    await ctx.service.deliverWebhooks()
    later(6 * 24 * 3600_000)
    await ctx.service.deliverWebhooks()
    expect(await deliveries(hook.id)).toHaveLength(1)
    later(24 * 3600_000 + 60_000)
    await increment(1)
    await ctx.service.deliverWebhooks()
    expect(await deliveries(hook.id)).toMatchObject([{ status: 'delivered', attempts: 1, createdAt: new Date(clock).toISOString() }])
  })

  it('sends nothing more to a deleted webhook', async () => {
    const hook = await newHook()
    await increment(1)
    await ctx.client('owner').deleteWebhook({ entityId, hookId: hook.id })
    expect(await ctx.service.deliverWebhooks()).toBe(0)
    expect(receiver.received).toEqual([])
  })
})
