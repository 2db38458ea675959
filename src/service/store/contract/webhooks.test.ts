import { describe, expect, it } from 'vitest'
import { resolveLimits } from '../../limits.js'
import { entityId, expectRefusal, useContract } from './setup.js'

// The server's limits: webhooks may not point at loopback, private, link-local or metadata addresses.
const ctx = useContract({ limits: resolveLimits() })
const url = 'https://hooks.example.com/engagekit'

async function newHook(body: { url?: string; events?: ('member.joined' | 'metric.incremented' | 'level.reached' | 'profile.updated' | 'entity.updated')[]; description?: string } = {}) {
  const { data } = await ctx.client('owner').createWebhook({ entityId, url, ...body })
  return data!
}

describe('webhooks: managing endpoints', () => {
  it('an owner adds one and sees its secret once; the list never shows a secret', async () => {
    const created = await newHook({ events: ['metric.incremented', 'level.reached'], description: 'CRM sync' })
    expect(created).toEqual({ id: expect.stringMatching(/^wh_[0-9a-f]{24}$/), url, events: ['metric.incremented', 'level.reached'], secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/) })
    const listed = await ctx.client('owner').listWebhooks({ entityId })
    expect(listed).toEqual([
      { id: created.id, url, events: ['metric.incremented', 'level.reached'], description: 'CRM sync', createdAt: '2026-03-01T12:00:00.000Z', disabledAt: null, disabledReason: null },
    ])
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(6))
    // No events named: every type, listed as none.
    const all = await newHook()
    expect(all.events).toEqual([])
    expect(await ctx.client('owner').listWebhookDeliveries({ entityId, hookId: all.id })).toEqual([])
  })

  it('rotates the secret (a new one, shown once) and deletes a webhook', async () => {
    const created = await newHook()
    const rotated = (await ctx.client('owner').rotateWebhookSecret({ entityId, hookId: created.id })).data!
    expect(rotated).toEqual({ id: created.id, url, events: [], secret: expect.stringMatching(/^whsec_/) })
    expect(rotated.secret).not.toBe(created.secret)
    expect(await ctx.client('owner').deleteWebhook({ entityId, hookId: created.id })).toEqual({ success: true })
    expect(await ctx.client('owner').listWebhooks({ entityId })).toEqual([])
    await expectRefusal(ctx.client('owner').deleteWebhook({ entityId, hookId: created.id }), 404)
  })

  it('refuses admins and members (403), and unknown webhooks and deliveries (404)', async () => {
    const created = await newHook()
    for (const role of ['admin', 'member'] as const) {
      const client = ctx.client(role)
      await expectRefusal(client.createWebhook({ entityId, url }), 403)
      await expectRefusal(client.listWebhooks({ entityId }), 403)
      await expectRefusal(client.deleteWebhook({ entityId, hookId: created.id }), 403)
      await expectRefusal(client.rotateWebhookSecret({ entityId, hookId: created.id }), 403)
      await expectRefusal(client.listWebhookDeliveries({ entityId, hookId: created.id }), 403)
      await expectRefusal(client.retryWebhookDelivery({ entityId, hookId: created.id, deliveryId: '1' }), 403)
    }
    const owner = ctx.client('owner')
    await expectRefusal(owner.rotateWebhookSecret({ entityId, hookId: 'wh_unknown' }), 404)
    await expectRefusal(owner.listWebhookDeliveries({ entityId, hookId: 'wh_unknown' }), 404)
    await expectRefusal(owner.retryWebhookDelivery({ entityId, hookId: created.id, deliveryId: '999' }), 404)
    // Another entity's path does not reach this entity's webhook.
    await expectRefusal(owner.deleteWebhook({ entityId: 'nebula-dao', hookId: created.id }), 403)
    expect((await owner.listWebhooks({ entityId })).map((hook) => hook.id)).toEqual([created.id])
  })

  it('refuses a bad URL, an event type it does not know and a long description (400), naming the field', async () => {
    for (const bad of ['not a url', 'ftp://hooks.example.com/x', 'https://user:pass@hooks.example.com/x', 'https://hooks.example.com/x#frag', '']) {
      const reply = await ctx.raw('POST', `/api/entities/${entityId}/webhooks`, { as: 'owner', body: { url: bad } })
      expect(reply, bad).toMatchObject({ status: 400, body: { error: { code: 'invalid-input', field: 'url' } } })
    }
    const unknownType = await ctx.raw('POST', `/api/entities/${entityId}/webhooks`, { as: 'owner', body: { url, events: ['member.left'] } })
    expect(unknownType).toMatchObject({ status: 400, body: { error: { code: 'invalid-input', field: 'events.0' } } })
    const long = await ctx.raw('POST', `/api/entities/${entityId}/webhooks`, { as: 'owner', body: { url, description: 'x'.repeat(501) } })
    expect(long).toMatchObject({ status: 400, body: { error: { code: 'invalid-input', field: 'description' } } })
    expect(await ctx.client('owner').listWebhooks({ entityId })).toEqual([])
  })

  it('refuses loopback, private, link-local and metadata targets (400)', async () => {
    const targets = [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://api.localhost/hook',
      'http://10.1.2.3/hook',
      'http://172.16.0.1/hook',
      'http://192.168.1.10/hook',
      'http://100.64.0.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/hook',
      'http://2130706433/hook',
      'http://[::1]/hook',
      'http://[fd00:ec2::254]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://metadata.google.internal/computeMetadata/v1/',
    ]
    for (const target of targets) {
      const reply = await ctx.raw('POST', `/api/entities/${entityId}/webhooks`, { as: 'owner', body: { url: target } })
      expect(reply, target).toMatchObject({ status: 400, body: { error: { code: 'invalid-input', field: 'url' } } })
    }
    expect(await ctx.client('owner').listWebhooks({ entityId })).toEqual([])
    // A public address is taken.
    expect((await newHook({ url: 'http://93.184.215.14/hook' })).url).toBe('http://93.184.215.14/hook')
  })

  it('API keys may not manage webhooks (403)', async () => {
    const created = await newHook()
    const { key } = (await ctx.client('owner').createApiKey({ entityId, name: 'bot' })).data!
    const headers = { authorization: `Bearer ${key}` }
    const base = `/api/entities/${entityId}/webhooks`
    expect((await ctx.raw('POST', base, { body: { url }, headers })).status).toBe(403)
    expect((await ctx.raw('GET', base, { headers })).status).toBe(403)
    expect((await ctx.raw('POST', `${base}/${created.id}/rotate`, { headers })).status).toBe(403)
    expect((await ctx.raw('POST', `${base}/${created.id}/delete`, { headers })).status).toBe(403)
    expect((await ctx.raw('GET', `${base}/${created.id}/deliveries`, { headers })).status).toBe(403)
    expect((await ctx.raw('POST', `${base}/${created.id}/deliveries/1/retry`, { headers })).status).toBe(403)
    expect((await ctx.client('owner').listWebhooks({ entityId })).map((hook) => hook.id)).toEqual([created.id])
  })
})
