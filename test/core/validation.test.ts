import * as v from '../../src/core/internal/schema.js'
import { describe, expect, it } from 'vitest'
import { issuePath } from '../../src/core/internal/validateInput.js'
import { entityRequestEntries } from '../../src/core/schemas/entity.js'
import { entityUpdateSchema } from '../../src/core/schemas/entityUpdate.js'
import { profileRequestEntries } from '../../src/core/schemas/profile.js'
import { profileWriteSchema } from '../../src/core/schemas/profileWrite.js'
import { themeRequestEntries } from '../../src/core/schemas/theme.js'
import { themeCreateSchema } from '../../src/core/schemas/themeWrite.js'
import { createEngagementClient } from '../../src/core/createEngagementClient.js'
import type { EngagementClient } from '../../src/core/createEngagementClient.js'
import { BASE_URL, SESSION, USER, client, failure, fetchDouble, json } from './fetchDouble.js'

/** Runs `call` against a fresh client and checks it fails with 'invalid-input' on `field` without sending anything. */
async function rejectsBeforeSending(call: (api: EngagementClient) => Promise<unknown>, field: string | undefined) {
  const fetch = fetchDouble()
  const error = await failure(call(client(fetch)), 'invalid-input')
  expect(error.field).toBe(field)
  expect(fetch.calls).toHaveLength(0)
  return error
}

const levelRequirements = { entityId: 'e1', level: 2, name: 'Gold', description: '', skillIds: ['s1', 's2'], scores: [10, 20], endsAt: '', xp: 500 }

describe('input checks before anything is sent', () => {
  it('a bad EVM address names userAddress', async () => {
    const error = await rejectsBeforeSending((api) => api.getUserMetrics({ entityId: 'e1', userAddress: '0x123' }), 'userAddress')
    expect(error.message).toContain('userAddress')
    expect(error.endpoint).toBe('getUserMetrics')
    await rejectsBeforeSending((api) => api.incrementMetric({ entityId: 'e1', userAddress: 'alice.eth', metric: 'posts', count: 1 }), 'userAddress')
    await rejectsBeforeSending((api) => api.getProfile({ userAddress: `0x${'g'.repeat(40)}` }), 'userAddress')
  })

  it('a missing required field is named', async () => {
    const error = await rejectsBeforeSending((api) => api.getEntity({} as never), 'entityId')
    expect(error.message).toContain('entityId is required')
    await rejectsBeforeSending((api) => api.getEntity({ entityId: '   ' }), 'entityId')
    await rejectsBeforeSending((api) => api.incrementMetric({ entityId: 'e1', userAddress: USER, metric: 'posts' } as never), 'count')
    await rejectsBeforeSending((api) => api.createSkill({ entityId: 'e1', description: '' } as never), 'name')
  })

  it('a non-numeric count is refused', async () => {
    await rejectsBeforeSending((api) => api.incrementMetric({ entityId: 'e1', userAddress: USER, metric: 'posts', count: 'many' }), 'count')
    await rejectsBeforeSending((api) => api.incrementMetric({ entityId: 'e1', userAddress: USER, metric: 'posts', count: Number.NaN }), 'count')
    await rejectsBeforeSending(
      (api) => api.incrementMetrics({ entityId: 'e1', userAddress: USER, metrics: ['a', 'b'], counts: [1, 'two'] }),
      'counts.1',
    )
  })

  it('metrics and counts of unequal length are refused', async () => {
    const error = await rejectsBeforeSending(
      (api) => api.incrementMetrics({ entityId: 'e1', userAddress: USER, metrics: ['posts', 'likes'], counts: [1] }),
      'counts',
    )
    expect(error.message).toContain('one count per metric')
  })

  it('skillIds and scores of unequal length are refused', async () => {
    const error = await rejectsBeforeSending((api) => api.updateLevelRequirements({ ...levelRequirements, scores: [10] }), 'scores')
    expect(error.message).toContain('one score per skill')
  })

  it('names and descriptions of unequal length are refused', async () => {
    await rejectsBeforeSending((api) => api.createSkills({ entityId: 'e1', names: ['a', 'b'], descriptions: ['only one'] }), 'descriptions')
  })

  it('ids that would change the path are refused', async () => {
    await rejectsBeforeSending((api) => api.getEntity({ entityId: '..' }), 'entityId')
    await rejectsBeforeSending((api) => api.deleteTheme({ entityId: 'e1', themeId: '.' }), 'themeId')
    await rejectsBeforeSending((api) => api.deleteLevel({ entityId: 'e1', level: -1 }), 'level')
  })

  it('other write bodies are checked too', async () => {
    await rejectsBeforeSending((api) => api.forceAddUsers({ entityId: 'e1', addresses: [USER, 'nope'], chain: 'ethereum' }), 'addresses.1')
    await rejectsBeforeSending((api) => api.createLevel({ entityId: 'e1', level: 1, xp: 1.5 }), 'xp')
    await rejectsBeforeSending((api) => api.updateTheme({ entityId: 'e1', themeId: 't1' }), undefined)
    await rejectsBeforeSending((api) => api.createUser({ address: USER, token: 'hello', signature: 'not hex' }), 'signature')
  })

  it('a list with holes is checked item by item, not sent with nulls', async () => {
    await rejectsBeforeSending((api) => api.createSkills({ entityId: 'e1', names: new Array<string>(2), descriptions: ['', ''] }), 'names.0')
    await rejectsBeforeSending((api) => api.forceAddUsers({ entityId: 'e1', addresses: new Array<string>(1), chain: 'eth' }), 'addresses.0')
  })

  it('a body JSON cannot hold is an invalid-input error, and nothing is sent', async () => {
    const fetch = fetchDouble()
    const update = { entityId: 'e1', name: 'Guild', description: '', ownerAddresses: [USER], twitter: '', discord: '', website: '', imageUrl: '' }
    const error = await failure(client(fetch).updateEntity({ ...update, contracts: [{ chainId: 1n }] }), 'invalid-input')
    expect(error.message).toMatch(/^updateEntity: .*BigInt/)
    expect(fetch.calls).toHaveLength(0)
  })

  it('parameters may be class instances: inherited values and getters count, in the path and in the body', async () => {
    class SkillDraft {
      entityId = 'e1'
      get name() {
        return 'Cartography'
      }
      get description() {
        return 'Maps'
      }
    }
    const fetch = fetchDouble()
    await client(fetch).createSkill(new SkillDraft())
    await expect(fetch.body()).resolves.toEqual({ name: 'Cartography', description: 'Maps', entityID: 'e1' })
  })

  it('a bad input rejects the returned promise rather than throwing', () => {
    const api = client(fetchDouble())
    let pending: Promise<unknown> | undefined
    expect(() => {
      pending = api.getUserMetrics({ entityId: 'e1', userAddress: 'nope' })
    }).not.toThrow()
    expect(pending).toBeInstanceOf(Promise)
    return expect(pending).rejects.toMatchObject({ kind: 'invalid-input', field: 'userAddress' })
  })
})

describe('session checks', () => {
  it('a read without a session names the session and sends nothing', async () => {
    const fetch = fetchDouble()
    // Themes and NFTs take a session (a public entity's metrics, counters, members, levels and board do not).
    const error = await failure(client(fetch, { session: null }).listThemes({ entityId: 'e1' }), 'invalid-input')
    expect(error.field).toBe('session')
    await failure(client(fetch, { session: () => undefined }).listSkills({ entityId: 'e1' }), 'invalid-input')
    await failure(client(fetch).getMyNfts({}, { session: null }), 'invalid-input')
    expect(fetch.calls).toHaveLength(0)
  })

  it('a write without a session is refused as well', async () => {
    const fetch = fetchDouble()
    const error = await failure(client(fetch, { session: undefined }).deleteLevel({ entityId: 'e1', level: 1 }), 'invalid-input')
    expect(error.field).toBe('session')
    expect(fetch.calls).toHaveLength(0)
  })

  it('a session missing its signature is not sent as "undefined"', async () => {
    const fetch = fetchDouble()
    const half = { address: SESSION.address } as typeof SESSION
    const error = await failure(client(fetch, { session: half }).getMyNfts(), 'invalid-input')
    expect(error.field).toBe('session')
    expect(fetch.calls).toHaveLength(0)
  })

  it('a session function that throws is reported as an EngagementError', async () => {
    const fetch = fetchDouble()
    const session = () => {
      throw new Error('wallet locked')
    }
    const error = await failure(client(fetch, { session }).getMyNfts(), 'invalid-input')
    expect(error.field).toBe('session')
    expect(error.cause).toBeInstanceOf(Error)
    expect(fetch.calls).toHaveLength(0)
  })

  it('getEntity works without a session and sends no address or signature', async () => {
    const fetch = fetchDouble([json({ success: true, data: { id: 'e1', name: 'Guild' } })])
    await expect(client(fetch, { session: null }).getEntity({ entityId: 'e1' })).resolves.toMatchObject({ id: 'e1', name: 'Guild' })
    expect(fetch.calls).toHaveLength(1)
    expect(fetch.url().searchParams.has('address')).toBe(false)
    expect(fetch.url().searchParams.has('signature')).toBe(false)
  })
})

describe('client configuration', () => {
  it('an invalid baseUrl throws invalid-input naming baseUrl', () => {
    for (const baseUrl of ['engage.example.com', 'ftp://engage.example.com', 'http://', '', 42 as unknown as string, new URL(BASE_URL) as unknown as string]) {
      expect(() => createEngagementClient({ baseUrl })).toThrow(expect.objectContaining({ kind: 'invalid-input', field: 'baseUrl' }))
    }
  })

  it('a baseUrl with a trailing slash works', async () => {
    const fetch = fetchDouble([json({ success: true, data: [] })])
    const api = createEngagementClient({ baseUrl: `${BASE_URL}//`, session: SESSION, fetch })
    expect(api.baseUrl).toBe(BASE_URL)
    await api.getMyNfts()
    expect(fetch.url().pathname).toBe('/api/mynfts')
    expect(fetch.url().origin).toBe(BASE_URL)
  })

  it('a baseUrl with a path prefix keeps it', async () => {
    const fetch = fetchDouble([json({ success: true, data: [] })])
    await createEngagementClient({ baseUrl: `${BASE_URL}/engage/`, session: SESSION, fetch }).getMyNfts()
    expect(fetch.url().pathname).toBe('/engage/api/mynfts')
  })

  it('session() reports the session the next call would send', async () => {
    let current: typeof SESSION | null = null
    const api = createEngagementClient({ baseUrl: BASE_URL, session: () => current })
    await expect(api.session()).resolves.toBeNull()
    current = SESSION
    await expect(api.session()).resolves.toEqual(SESSION)
  })
})

describe('the client and the service agree on the fields of a write', () => {
  /** Top-level fields a schema refuses for `input`. */
  function refused(schema: v.GenericSchema, input: Record<string, unknown>): string[] {
    const result = v.safeParse(schema, input)
    return [...new Set((result.issues ?? []).map((issue) => issuePath(issue)?.split('.')[0]))].filter((key): key is string => Boolean(key)).sort()
  }
  /** Every field that is not optional (refuses undefined), blank ('' or, for the owners list, []). */
  const blank = (entries: v.ObjectEntries) =>
    Object.fromEntries(Object.entries(entries).filter(([, entry]) => !v.safeParse(entry, undefined).success).map(([key]) => [key, key === 'ownerAddresses' ? [] : '']))

  const pairs = [
    { write: 'theme creation', client: themeRequestEntries, service: themeCreateSchema },
    { write: 'entity update', client: entityRequestEntries, service: entityUpdateSchema },
    { write: 'profile write', client: profileRequestEntries, service: profileWriteSchema },
  ]

  for (const { write, client, service } of pairs) {
    it(`${write}: the same fields, refused when missing or blank alike; formats left to the service`, () => {
      const clientSchema = v.object(client)
      expect(Object.keys(client).sort()).toEqual(Object.keys(service.entries).sort())
      expect(refused(clientSchema, {})).toEqual(refused(service, {}))
      expect(refused(clientSchema, {}).length).toBeGreaterThan(0)
      expect(refused(clientSchema, blank(service.entries))).toEqual(refused(service, blank(service.entries)))
    })
  }

  it('a profile write without the fields spec 2.6 requires is refused before sending', async () => {
    const error = await rejectsBeforeSending((api) => api.updateProfile({ userAddress: USER, name: 'Priya' } as never), 'subtitle')
    expect(error.message).toContain('subtitle is required')
  })

  it('unknown fields are not sent', async () => {
    const fetch = fetchDouble([json({ success: true })])
    await client(fetch).updateTheme({ entityId: 'e1', themeId: 't1', title: 'Gold', titel: 'typo' } as never)
    expect(await fetch.calls[0]?.json()).toEqual({ title: 'Gold' })
    await rejectsBeforeSending((api) => api.updateTheme({ entityId: 'e1', themeId: 't1', titel: 'typo' } as never), undefined)
  })
})
