import { describe, expect, it } from 'vitest'
import type { Session } from '../../../core/types.js'
import { addressOf, entityId, useContract, wallet, type Role } from './setup.js'

// A profile's contact fields (email, discordId, linkedin, calendly) are for the user themself and the admins and
// owners of an entity the user is a member of; everyone else reads the rest of the profile.

const ctx = useContract()
const contact = ['email', 'discordId', 'linkedin', 'calendly']
const reader = wallet('profile reader')

async function readerSession(): Promise<Session> {
  const token = 'Sign in to engagekit: profile reader'
  const signature = await reader.account.signMessage({ message: token })
  await ctx.client(null).createUser({ address: reader.address, token, signature })
  return { address: reader.address, signature }
}

const profileOf = async (as: Role | Session, user: string) => (await ctx.raw('GET', `/api/users/${user}`, { as })).body.data as Record<string, string>

describe('row 26: the contact fields of a profile', () => {
  it('are shown to the user themself and to an admin or owner of their entity', async () => {
    const own = await profileOf('member', addressOf.member)
    expect(own).toMatchObject({ email: 'priya@example.com', name: 'Priya Natarajan' })
    for (const field of contact) expect(own).toHaveProperty(field)
    expect(await profileOf('admin', addressOf.member)).toEqual(own)
    expect(await profileOf('owner', addressOf.member)).toEqual(own)
  })

  it('are left out for a stranger, a fellow member and a member of another entity; the public fields stay', async () => {
    const own = await profileOf('member', addressOf.member)
    const publicPart = Object.fromEntries(Object.entries(own).filter(([field]) => !contact.includes(field)))
    expect(publicPart).toMatchObject({ name: 'Priya Natarajan', imageUrl: expect.any(String), location: 'Bengaluru, India' })
    const stranger = await readerSession()
    expect(await profileOf(stranger, addressOf.member)).toEqual(publicPart)
    // A plain member of the owner's entity reads the owner's public fields only.
    const owner = await profileOf('member', addressOf.owner)
    expect(owner).toMatchObject({ name: 'Maya Lindqvist' })
    for (const field of contact) expect(owner).not.toHaveProperty(field)
    // The client reads a field left out as ''.
    expect(await ctx.client(stranger).getProfile({ userAddress: addressOf.member })).toMatchObject({ name: 'Priya Natarajan', email: '', discordId: '' })
  })

  it('follow the entity: an owner of another entity reads them once the user is a member of it', async () => {
    await ctx.reseed((seed) => {
      seed.entities['nebula-dao']!.entity.ownerAddress = [reader.address]
    })
    const session = await readerSession()
    // The demo owner is in Aurora only: the owner of Nebula is a stranger to them.
    for (const field of contact) expect(await profileOf(session, addressOf.owner)).not.toHaveProperty(field)
    // The demo member is in Nebula too.
    expect(await profileOf(session, addressOf.member)).toMatchObject({ email: 'priya@example.com' })
  })

  it('are in no list: members (row 8) and boards carry names and pictures only', async () => {
    const users = await ctx.client('admin').listEntityUsers({ entityId })
    for (const user of users) expect(Object.keys(user).filter((key) => contact.includes(key))).toEqual([])
    const board = await ctx.client('member').getLeaderboard({ entityId, metric: 'xp', limit: 100 })
    for (const row of board.rows) expect(Object.keys(row).filter((key) => contact.includes(key))).toEqual([])
  })

  it('come back whole from the user\'s own write (row 27)', async () => {
    const profile = await ctx.client('member').getProfile({ userAddress: addressOf.member })
    const { data } = await ctx.client('member').updateProfile({ ...profile, userAddress: addressOf.member, email: 'priya@example.org' })
    expect(data).toMatchObject({ email: 'priya@example.org', discordId: profile.discordId })
  })
})
