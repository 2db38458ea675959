import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { EngagementClient } from '../../src/core/createEngagementClient.js'
import { BASE_URL, SESSION, SIGNATURE, USER, client, fetchDouble, json } from './fetchDouble.js'

const lowerUser = USER.toLowerCase()
const theme = {
  level: '1', title: 'Bronze', price: '0', backgroundImageIPFS: 'ipfs://bg', horizontalLogoImageIPFS: 'ipfs://h',
  squareLogoImageIPFS: 'ipfs://s', backgroundColor: '#112233',
}
const profile = {
  name: 'Ada', imageUrl: '', bannerUrl: '', subtitle: '', location: 'London', twitter: '', email: 'ada@example.com',
  discordId: '', linkedin: '', instagram: '', website: 'https://ada.example.com',
}

/** Sends one call through a recording double and returns what went over the wire. */
async function sent(call: (api: EngagementClient) => Promise<unknown>, reply: unknown = { success: true, data: [] }) {
  const fetch = fetchDouble(() => json(reply))
  await call(client(fetch))
  expect(fetch.calls).toHaveLength(1)
  const request = fetch.calls[0] as Request
  const url = fetch.url()
  const raw = await request.clone().text()
  return { method: request.method, url, path: url.pathname, body: raw === '' ? undefined : (JSON.parse(raw) as unknown), request }
}

describe('session parameters', () => {
  it('go in the query string as address and signature', async () => {
    const { url, request } = await sent((api) => api.getMyNfts())
    expect(url.searchParams.get('address')).toBe(SESSION.address)
    expect(url.searchParams.get('signature')).toBe(SIGNATURE)
    expect(request.headers.get('accept')).toBe('application/json')
  })

  it('go in headers, never in the URL, to a service that lists header-session: asked once, before the first signed call', async () => {
    const seen: Request[] = []
    const fetch = async (request: Request) => {
      seen.push(request)
      if (new URL(request.url).pathname === '/api/engagekit') return json({ success: true, data: { version: '1.0.0', features: ['leaderboard', 'header-session'] } })
      return json({ success: true, data: [] })
    }
    const api = client(fetch)
    await api.getMyNfts()
    await api.getMyNfts()
    await api.getServiceInfo()
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual(['/api/engagekit', '/api/mynfts', '/api/mynfts'])
    for (const request of seen.slice(1, 3)) {
      expect(request.url).not.toContain(SIGNATURE.slice(2))
      expect(new URL(request.url).searchParams.has('address')).toBe(false)
      expect(request.headers.get('x-engagekit-address')).toBe(SESSION.address)
      expect(request.headers.get('x-engagekit-signature')).toBe(SIGNATURE)
    }
  })

  it('go in the query to a service of the spec alone (404), and a failed question is asked again', async () => {
    const seen: string[] = []
    let offline = true
    const fetch = async (request: Request) => {
      const url = new URL(request.url)
      seen.push(url.pathname)
      if (url.pathname === '/api/engagekit') {
        if (offline) throw new TypeError('fetch failed')
        return json({ success: false, error: { code: 'not-found', message: 'Not found' } }, 404)
      }
      return json({ success: true, data: [] })
    }
    const api = client(fetch)
    await api.getMyNfts()
    offline = false
    await api.getMyNfts()
    await api.getMyNfts()
    expect(seen).toEqual(['/api/engagekit', '/api/mynfts', '/api/engagekit', '/api/mynfts', '/api/mynfts'])
  })

  it('a session function is called for every request, so a new session shows in the next one', async () => {
    const fetch = fetchDouble(() => json({ success: true, data: [] }))
    const other = { address: '0x3333333333333333333333333333333333333333', signature: '0xabcdef' }
    let current = SESSION
    let lookups = 0
    const api = client(fetch, { session: () => (lookups++, current) })
    await api.getMyNfts()
    current = other
    await api.getMyNfts()
    expect(lookups).toBe(2)
    expect(fetch.url(0).searchParams.get('signature')).toBe(SIGNATURE)
    expect(fetch.url(1).searchParams.get('address')).toBe(other.address)
    expect(fetch.url(1).searchParams.get('signature')).toBe('0xabcdef')
  })

  it('an async session function works too', async () => {
    const fetch = fetchDouble(() => json({ success: true, data: [] }))
    await client(fetch, { session: async () => SESSION }).getMyNfts()
    expect(fetch.url().searchParams.get('signature')).toBe(SIGNATURE)
  })

  it('a per-call session overrides the client one', async () => {
    const fetch = fetchDouble(() => json({ success: true, data: [] }))
    await client(fetch).getMyNfts({}, { session: { address: USER, signature: '0x1234' } })
    expect(fetch.url().searchParams.get('address')).toBe(USER)
    expect(fetch.url().searchParams.get('signature')).toBe('0x1234')
  })

  it('endpoints where address is optional still get both', async () => {
    const { url } = await sent((api) => api.updateMetric({ entityId: 'e1', metricId: 'm1', name: 'Posts', description: '', type: 'counter' }))
    expect(url.searchParams.get('address')).toBe(SESSION.address)
    expect(url.searchParams.get('signature')).toBe(SIGNATURE)
  })
})

describe('paths', () => {
  it('path segments are URL-encoded so an id stays one segment', async () => {
    const { path, url } = await sent((api) => api.listEntityMetrics({ entityId: 'a/b?c#d' }))
    expect(path).toBe('/api/entities/a%2Fb%3Fc%23d/metrics')
    expect([...url.searchParams.keys()].sort()).toEqual(['address', 'signature'])
    const spaced = await sent((api) => api.getEntity({ entityId: 'my guild%' }), { success: true, data: { id: 'x' } })
    expect(spaced.path).toBe('/api/entities/my%20guild%25')
  })

  it('user addresses in the path are checksummed', async () => {
    const { path } = await sent((api) => api.getUserMetrics({ entityId: 'e1', userAddress: lowerUser }))
    expect(path).toBe(`/api/entities/e1/users/${getAddress(USER)}/metrics`)
  })

  it.each([
    ['getEntity', 'GET', '/api/entities/e1', (api: EngagementClient) => api.getEntity({ entityId: 'e1' }), { id: 'e1' }],
    ['listEntityUsers', 'GET', '/api/entities/e1/users', (api: EngagementClient) => api.listEntityUsers({ entityId: 'e1' }), []],
    ['getEntityNfts', 'GET', '/api/entities/e1/mynfts', (api: EngagementClient) => api.getEntityNfts({ entityId: 'e1' }), []],
    ['listThemes', 'GET', '/api/entities/e1/themes', (api: EngagementClient) => api.listThemes({ entityId: 'e1' }), []],
    ['listLevels', 'GET', '/api/entities/e1/levels', (api: EngagementClient) => api.listLevels({ entityId: 'e1' }), []],
    ['getProfile', 'GET', `/api/users/${USER}`, (api: EngagementClient) => api.getProfile({ userAddress: USER }), {}],
    ['deleteTheme', 'POST', '/api/e1/themes/t1/delete', (api: EngagementClient) => api.deleteTheme({ entityId: 'e1', themeId: 't1' }), undefined],
    ['deleteLevel', 'POST', '/api/entities/e1/levels/3/delete', (api: EngagementClient) => api.deleteLevel({ entityId: 'e1', level: 3 }), undefined],
    ['updateTheme', 'POST', '/api/entities/e1/themes/t1/update', (api: EngagementClient) => api.updateTheme({ entityId: 'e1', themeId: 't1', title: 'Gold' }), undefined],
  ])('%s: %s %s', async (_name, method, path, call, data) => {
    const reply = data === undefined ? { success: true } : { success: true, data, users: data }
    const request = await sent(call, reply)
    expect(request.method).toBe(method)
    expect(request.path).toBe(path)
  })

  it('row 17 lists skills with entityID in the query, and without it for the defaults', async () => {
    const scoped = await sent((api) => api.listSkills({ entityId: 'e1' }))
    expect([scoped.method, scoped.path, scoped.url.searchParams.get('entityID')]).toEqual(['GET', '/api/skills', 'e1'])
    const defaults = await sent((api) => api.listSkills())
    expect(defaults.url.searchParams.has('entityID')).toBe(false)
    expect(defaults.url.searchParams.get('signature')).toBe(SIGNATURE)
  })

  it('row 25 sends UserETHAddress, token and signature, and no session parameters', async () => {
    const fetch = fetchDouble(() => json({ success: true }))
    const other = { address: '0x4444444444444444444444444444444444444444', signature: '0x99' }
    await client(fetch, { session: other }).createUser({ address: lowerUser, token: 'hello world', signature: '0xabc123' })
    const url = fetch.url()
    expect([fetch.calls[0]?.method, url.pathname]).toEqual(['GET', '/api/token'])
    expect(Object.fromEntries(url.searchParams)).toEqual({ UserETHAddress: getAddress(USER), token: 'hello world', signature: '0xabc123' })
    expect(url.searchParams.has('address')).toBe(false)
  })
})

describe('write bodies', () => {
  it('row 3 sends count as a String', async () => {
    const { method, path, body, request } = await sent((api) => api.incrementMetric({ entityId: 'e1', userAddress: USER, metric: 'posts', count: 5 }))
    expect([method, path]).toEqual(['POST', `/api/entities/e1/users/${USER}/metrics/posts`])
    expect(body).toEqual({ count: '5' })
    expect(request.headers.get('content-type')).toBe('application/json')
    const fromText = await sent((api) => api.incrementMetric({ entityId: 'e1', userAddress: USER, metric: 'posts', count: ' 2 ' }))
    expect(fromText.body).toEqual({ count: '2' })
  })

  it('row 4 sends parallel metrics and counts', async () => {
    const { path, body } = await sent((api) => api.incrementMetrics({ entityId: 'e1', userAddress: USER, metrics: ['posts', 'likes'], counts: [1, '3'] }))
    expect(path).toBe(`/api/entities/e1/users/${USER}/metrics`)
    expect(body).toEqual({ metrics: ['posts', 'likes'], counts: ['1', '3'] })
  })

  it('row 5 sends name, description and type', async () => {
    const { path, body } = await sent((api) => api.updateMetric({ entityId: 'e1', metricId: 'm1', name: 'Posts', description: 'd', type: 'counter' }))
    expect(path).toBe('/api/entities/e1/metrics/m1/update')
    expect(body).toEqual({ name: 'Posts', description: 'd', type: 'counter' })
  })

  it('row 7 sends the write-side spellings', async () => {
    const update = { entityId: 'e1', name: 'Guild', description: '', ownerAddresses: [lowerUser], twitter: '', discord: '', website: '', imageUrl: 'ipfs://img', bannerUrl: '' }
    const { path, body } = await sent((api) => api.updateEntity(update))
    expect(path).toBe('/api/entities/e1/update')
    expect(body).toEqual({ name: 'Guild', description: '', ownerAddresses: [USER], twitter: '', discord: '', website: '', imageUrl: 'ipfs://img', bannerUrl: '' })
  })

  it('row 9 sends { addresses, Chain }', async () => {
    const { path, body } = await sent((api) => api.forceAddUsers({ entityId: 'e1', addresses: [lowerUser], chain: 'polygon' }))
    expect(path).toBe('/api/entities/e1/force-add')
    expect(body).toEqual({ addresses: [USER], Chain: 'polygon' })
  })

  it('row 13 sends the theme fields', async () => {
    const { path, body } = await sent((api) => api.createTheme({ entityId: 'e1', ...theme }))
    expect(path).toBe('/api/entities/e1/themes')
    expect(body).toEqual(theme)
  })

  it('row 14 sends only the fields to change', async () => {
    const { body } = await sent((api) => api.updateTheme({ entityId: 'e1', themeId: 't1', title: 'Gold', price: 5 }))
    expect(body).toEqual({ title: 'Gold', price: '5' })
  })

  it('row 16 sends { themeId }', async () => {
    const { method, path, body } = await sent((api) => api.setDefaultTheme({ entityId: 'e1', themeId: 't9' }))
    expect([method, path]).toEqual(['POST', '/api/entities/e1/themes/default'])
    expect(body).toEqual({ themeId: 't9' })
  })

  it('rows 18 and 19 send entityID with the skills', async () => {
    const one = await sent((api) => api.createSkill({ entityId: 'e1', name: 'Rust', description: 'systems' }))
    expect([one.path, one.body]).toEqual(['/api/skills', { name: 'Rust', description: 'systems', entityID: 'e1' }])
    const many = await sent((api) => api.createSkills({ entityId: 'e1', names: ['a', 'b'], descriptions: ['x', 'y'] }))
    expect([many.path, many.body]).toEqual(['/api/skills/multiple', { names: ['a', 'b'], descriptions: ['x', 'y'], entityID: 'e1' }])
  })

  it('row 20 sends { name, description, skillIds, scores, endsAt, XP }', async () => {
    const params = { entityId: 'e1', level: 2, name: 'Gold', description: 'top', skillIds: ['s1', 's2'], scores: [10, '20'], endsAt: '2030-01-01T00:00:00.000Z', xp: 500 }
    const { path, body } = await sent((api) => api.updateLevelRequirements(params))
    expect(path).toBe('/api/entities/e1/levels/2/update')
    expect(body).toEqual({ name: 'Gold', description: 'top', skillIds: ['s1', 's2'], scores: [10, 20], endsAt: '2030-01-01T00:00:00.000Z', XP: '500' })
  })

  it('rows 22 and 24 send the level and its XP', async () => {
    const created = await sent((api) => api.createLevel({ entityId: 'e1', level: 4, xp: 1000 }))
    expect([created.path, created.body]).toEqual(['/api/entities/e1/levels', { level: 4, xp: 1000 }])
    const updated = await sent((api) => api.updateLevel({ entityId: 'e1', level: 4, xp: 1200 }))
    expect([updated.path, updated.body]).toEqual(['/api/entities/e1/levels/4/update', { xp: 1200 }])
  })

  it('row 27 is POST /api/users/{address} with the profile', async () => {
    const { method, path, body, url } = await sent((api) => api.updateProfile({ userAddress: lowerUser, ...profile }))
    expect([method, path]).toEqual(['POST', `/api/users/${USER}`])
    expect(body).toEqual(profile)
    expect(url.searchParams.get('signature')).toBe(SIGNATURE)
  })

  it('reads and bodiless writes send no body', async () => {
    expect((await sent((api) => api.getMyNfts())).body).toBeUndefined()
    expect((await sent((api) => api.deleteLevel({ entityId: 'e1', level: 1 }), { success: true })).body).toBeUndefined()
  })

  it('requests go to the configured service', async () => {
    const { url } = await sent((api) => api.getMyNfts())
    expect(url.origin).toBe(BASE_URL)
  })
})
