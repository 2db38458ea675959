import { describe, expect, it } from 'vitest'
import { addressOf, entityId, expectInvalidInput, useContract, type Role } from './setup.js'

// One text policy on every store: no write takes a control character (tabs and line breaks only in long text),
// a bidirectional override or isolate, or a lone surrogate; the refusal names the field and changes nothing. The
// rest of Unicode goes through as it was sent.

const ctx = useContract()
const member = addressOf.member

/** Each class of character refused, by what it is. */
const forbidden: Record<string, string> = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001b',
  DEL: '\u007f',
  'C1 CSI': '\u009b',
  'right-to-left override': '\u202e',
  'left-to-right embedding': '\u202a',
  'right-to-left isolate': '\u2067',
  'pop directional isolate': '\u2069',
  'lone high surrogate': '\ud83d',
  'lone low surrogate': '\udca9',
}

type Write = { as: Role; path: string; body: (text: string) => unknown; field: string }

const entityBody = { name: 'Aurora', description: '', ownerAddresses: [addressOf.owner], twitter: '', discord: '', website: '', imageUrl: '' }
const profileBody = { name: 'Priya', imageUrl: '', bannerUrl: '', subtitle: '', location: '', twitter: '', email: '', discordId: '', linkedin: '', instagram: '', website: '' }
const themeBody = { level: '1', title: 'Dawn', price: '0', backgroundImageIPFS: 'ipfs://bafybeib', horizontalLogoImageIPFS: 'ipfs://bafybeih', squareLogoImageIPFS: 'ipfs://bafybeis', backgroundColor: '#112233' }
const levelBody = { name: 'Newcomer', description: '', skillIds: [], scores: [], endsAt: '', XP: 0 }

/** A write of each kind of record, with the text in one field. */
const writes: Write[] = [
  { as: 'owner', path: `/api/entities/${entityId}/update`, body: (text) => ({ ...entityBody, name: `Aurora ${text}` }), field: 'name' },
  { as: 'owner', path: `/api/entities/${entityId}/update`, body: (text) => ({ ...entityBody, description: `About${text}us` }), field: 'description' },
  { as: 'owner', path: `/api/entities/${entityId}/update`, body: (text) => ({ ...entityBody, website: `https://aurora.example/${text}` }), field: 'website' },
  { as: 'owner', path: `/api/entities/${entityId}/update`, body: (text) => ({ ...entityBody, contracts: [{ label: text }] }), field: 'contracts.0.label' },
  { as: 'member', path: `/api/users/${member}`, body: (text) => ({ ...profileBody, name: `Priya${text}` }), field: 'name' },
  { as: 'member', path: `/api/users/${member}`, body: (text) => ({ ...profileBody, about: `Hello${text}` }), field: 'about' },
  { as: 'member', path: `/api/users/${member}`, body: (text) => ({ ...profileBody, discordId: text }), field: 'discordId' },
  { as: 'admin', path: `/api/entities/${entityId}/metrics/aurora-xp/update`, body: (text) => ({ name: `xp${text}`, description: '', type: 'points' }), field: 'name' },
  { as: 'admin', path: '/api/skills', body: (text) => ({ name: `Solidity${text}`, description: '', entityID: entityId }), field: 'name' },
  { as: 'admin', path: '/api/skills/multiple', body: (text) => ({ names: ['Rust', `Go${text}`], descriptions: ['', ''], entityID: entityId }), field: 'names.1' },
  { as: 'admin', path: `/api/entities/${entityId}/levels/1/update`, body: (text) => ({ ...levelBody, name: `Level${text}` }), field: 'name' },
  { as: 'admin', path: `/api/entities/${entityId}/themes`, body: (text) => ({ ...themeBody, title: `Dawn${text}` }), field: 'title' },
  { as: 'admin', path: `/api/entities/${entityId}/themes/aurora-theme-spark/update`, body: (text) => ({ title: text }), field: 'title' },
  { as: 'owner', path: `/api/entities/${entityId}/api-keys`, body: (text) => ({ name: `bot${text}` }), field: 'name' },
  { as: 'admin', path: `/api/entities/${entityId}/force-add`, body: (text) => ({ addresses: [member], Chain: `base${text}` }), field: 'Chain' },
  { as: 'admin', path: `/api/entities/${entityId}/users/${member}/metrics`, body: (text) => ({ metrics: [`xp${text}`], counts: [1] }), field: 'metrics.0' },
]

describe('the text policy of every write', () => {
  it('refuses each forbidden character in every kind of field with a 400 naming the field, and changes nothing', async () => {
    const before = await ctx.service.snapshot()
    for (const [what, text] of Object.entries(forbidden)) {
      for (const write of writes) {
        const reply = await ctx.raw('POST', write.path, { as: write.as, body: write.body(text) })
        const where = `${what} in ${write.field} of ${write.path}`
        expect(reply.status, where).toBe(400)
        expect(reply.body.error, where).toMatchObject({ code: 'invalid-input', field: write.field })
        expect(reply.body.error.message, where).toMatch(new RegExp(`^${write.field.replace('.', '\\.')} must not contain`))
      }
    }
    expect(await ctx.service.snapshot()).toEqual(before)
  })

  it('says which character, and what it is', async () => {
    const message = async (write: Write, text: string) => (await ctx.raw('POST', write.path, { as: write.as, body: write.body(text) })).body.error.message
    expect(await message(writes[0]!, '\u0000')).toBe('name must not contain U+0000, a control character')
    expect(await message(writes[0]!, '\u202e')).toBe('name must not contain U+202E, a bidirectional control')
    expect(await message(writes[0]!, '\ud800')).toBe('name must not contain U+D800, a lone surrogate')
  })

  it('takes tabs and line breaks in long text only: descriptions and a profile\'s about fields', async () => {
    const before = await ctx.service.snapshot()
    for (const text of ['\t', '\n', '\r\n']) {
      const name = await ctx.raw('POST', writes[0]!.path, { as: 'owner', body: { ...entityBody, name: `Aurora${text}Guild` } })
      expect(name.body.error, JSON.stringify(text)).toMatchObject({ code: 'invalid-input', field: 'name' })
    }
    // A carriage return alone is not a line break.
    const lone = await ctx.raw('POST', writes[1]!.path, { as: 'owner', body: { ...entityBody, description: 'one\rtwo' } })
    expect(lone.body.error).toMatchObject({ code: 'invalid-input', field: 'description' })
    expect(await ctx.service.snapshot()).toEqual(before)

    const description = 'Builders.\n\n\tWe meet on Fridays.\r\nAll welcome.'
    expect((await ctx.raw('POST', writes[1]!.path, { as: 'owner', body: { ...entityBody, description } })).status).toBe(200)
    expect((await ctx.client(null).getEntity({ entityId })).description).toBe(description)
    const about = 'Line one\nLine two\twith a tab'
    expect((await ctx.raw('POST', `/api/users/${member}`, { as: 'member', body: { ...profileBody, about } })).status).toBe(200)
    expect((await ctx.client('member').getProfile({ userAddress: member })).about).toBe(about)
  })

  it('keeps emoji, right-to-left scripts, combining marks and astral characters exactly as sent', async () => {
    const texts = {
      name: 'مجتمع البناة 🦊 קהילה',
      description: 'Cafe\u0301 \u200fעברית\u200f 👩‍👩‍👧 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 — 日本語\nZ\u0351\u0352algo',
    }
    const entity = await ctx.raw('POST', writes[0]!.path, { as: 'owner', body: { ...entityBody, ...texts } })
    expect(entity.status).toBe(200)
    expect(await ctx.client(null).getEntity({ entityId })).toMatchObject(texts)
    const metric = await ctx.raw('POST', `/api/entities/${entityId}/metrics/aurora-xp/update`, { as: 'admin', body: { name: 'نقاط ✨', description: texts.description, type: 'points' } })
    expect(metric.status).toBe(200)
    expect((await ctx.client('member').listEntityMetrics({ entityId })).find((found) => found.id === 'aurora-xp')).toMatchObject({ name: 'نقاط ✨', description: texts.description })
    const skill = await ctx.raw('POST', '/api/skills', { as: 'admin', body: { name: 'עברית 𝔘', description: texts.description, entityID: entityId } })
    expect(skill.body.data).toMatchObject({ name: 'עברית 𝔘', description: texts.description })
    const profile = await ctx.raw('POST', `/api/users/${member}`, { as: 'member', body: { ...profileBody, name: 'प्रिया 🌸', about: texts.description } })
    expect(profile.body.data).toMatchObject({ name: 'प्रिया 🌸', about: texts.description })
  })

  it('is the client\'s too: it refuses the same text before sending', async () => {
    const owner = ctx.client('owner')
    const entity = await owner.getEntity({ entityId })
    const update = { entityId, name: entity.name, description: '', ownerAddresses: entity.ownerAddress, twitter: '', discord: '', website: '', imageUrl: '' }
    await expectInvalidInput(ctx, () => owner.updateEntity({ ...update, name: 'Aurora\u0000' }), 'name')
    await expectInvalidInput(ctx, () => owner.updateEntity({ ...update, website: 'https://a.example/\u202e' }), 'website')
    await expectInvalidInput(ctx, () => owner.createApiKey({ entityId, name: 'bot\u001b[2J' }), 'name')
    await expectInvalidInput(ctx, () => owner.getEntity({ entityId: 'aurora\u0000' }), 'entityId')
    const profile = await ctx.client('member').getProfile({ userAddress: member })
    await expectInvalidInput(ctx, () => ctx.client('member').updateProfile({ ...profile, userAddress: member, about: 'hi\u0007' }), 'about')
    // Long text takes what the service takes.
    expect((await ctx.client('member').updateProfile({ ...profile, userAddress: member, about: 'hi\nthere' })).data?.about).toBe('hi\nthere')
  })
})

describe('path and query parameters', () => {
  it('answer 400 or 404, never a server error, for characters no id holds and for broken percent-encoding', async () => {
    const probes = [
      '/api/entities/%00',
      '/api/entities/%00/users',
      '/api/entities/aurora%E2%80%AEguild',
      '/api/entities/%ED%A0%80',
      '/api/entities/%E0%A4%A',
      '/api/entities/%',
      `/api/entities/${entityId}/users/%00/metrics`,
      `/api/entities/${entityId}/leaderboard?metric=%00`,
      `/api/entities/${entityId}/leaderboard?metric=xp&timeZone=%1B`,
      '/api/skills?entityID=%00',
      '/api/skills?entityID=%ED%A0%80',
      '/api/users/%00',
      `/api/entities/${entityId}?x%00=1`,
    ]
    for (const path of probes) {
      for (const as of ['member', undefined] as const) {
        const reply = await ctx.raw('GET', path, as ? { as } : {})
        expect([400, 401, 404], `${path} ${as ?? 'signed out'}: ${JSON.stringify(reply.body)}`).toContain(reply.status)
      }
    }
    const nul = await ctx.raw('GET', '/api/entities/%00', { as: 'member' })
    expect(nul.status).toBe(400)
    expect(nul.body.error).toMatchObject({ code: 'invalid-input', field: 'entityId', message: 'entityId must not contain U+0000, a control character' })
    const posts = [`/api/entities/%00/update`, `/api/entities/${entityId}/metrics/%00/update`, `/api/entities/${entityId}/themes/%E2%81%A6/update`, `/api/entities/${entityId}/users/${member}/metrics/x%00p`]
    const before = await ctx.service.snapshot()
    for (const path of posts) {
      const reply = await ctx.raw('POST', path, { as: 'owner', body: { name: 'x', count: 1 } })
      expect([400, 404], `${path}: ${JSON.stringify(reply.body)}`).toContain(reply.status)
    }
    expect(await ctx.service.snapshot()).toEqual(before)
  })
})
