import { demo } from './demo.js'
import type { EntityState, Skill } from '../state.js'
import { auroraAchievements } from './auroraAchievements.js'
import { demoEvents, type RecentActivity } from './demoEvents.js'
import { demoStreaks, demoStreakSetting } from './demoStreaks.js'
import { people } from './people.js'

const id = demo.entityId
const { owner, admin, member, jonas, lena, kwame, sofia, hiro, amara } = people

const skill = (key: string, name: string, description: string, parent: string | null): Skill => ({
  id: `aurora-skill-${key}`,
  name,
  description,
  entityID: id,
  parentId: parent === null ? null : `aurora-skill-${parent}`,
  maxScore: 100,
})

const metrics = [
  { id: 'aurora-xp', name: 'xp', description: 'Experience points earned across the guild', type: 'points' },
  { id: 'aurora-contributions', name: 'contributions', description: 'Merged pull requests and published work', type: 'count' },
  { id: 'aurora-reviews', name: 'reviews', description: 'Reviews given to other members', type: 'count' },
  { id: 'aurora-events', name: 'events_attended', description: 'Workshops, calls and hackathons attended', type: 'count' },
  { id: 'aurora-quests', name: 'quests_completed', description: 'Quests finished on the quest board', type: 'count' },
  { id: 'aurora-referrals', name: 'referrals', description: 'New members brought in', type: 'count' },
]

// One counter per metric, in the order above; Hiro has never been credited.
const counterRows: [string, number[]][] = [
  [owner, [2350, 64, 41, 18, 25, 7]],
  [admin, [1420, 38, 52, 22, 17, 4]],
  // Between level 3 (250) and level 4 (500).
  [member, [340, 12, 5, 6, 8, 2]],
  [jonas, [780, 21, 33, 4, 12, 1]],
  [lena, [120, 6, 2, 3, 4, 0]],
  [kwame, [45, 1, 0, 2, 1, 0]],
  [sofia, [560, 19, 11, 5, 9, 3]],
  [amara, [210, 7, 4, 6, 5, 1]],
]

// Who has been busy lately: Priya (the member) and Lena lead this week while Maya (the owner) leads all time.
const recent: Record<string, RecentActivity> = {
  [owner]: { share: 0.06, recency: 0 },
  [admin]: { share: 0.12, recency: 0.2 },
  [member]: { share: 0.6, recency: 0.8 },
  [jonas]: { share: 0.25, recency: 0.1 },
  [lena]: { share: 0.8, recency: 0.9 },
  [kwame]: { share: 0.9, recency: 0.5 },
  [sofia]: { share: 0.35, recency: 0.4 },
  [amara]: { share: 0.4, recency: 0.6 },
}

/**
 * The demo entity: Aurora Builders Guild, with nine members, six metrics, six levels, three themes and a skill tree,
 * the increments of the 60 days before `nowMs` behind part of its xp, contributions and reviews, and a daily streak
 * of quests, with members' streaks of various lengths up to `nowMs`.
 */
export function auroraGuild(nowMs: number): EntityState {
  const state = guild()
  state.events = demoEvents(state, recent, ['aurora-xp', 'aurora-contributions', 'aurora-reviews'], nowMs, admin)
  Object.assign(state, auroraAchievements(state, [owner, admin, member]))
  state.entity.streak = { ...demoStreakSetting, freezes: { ...demoStreakSetting.freezes } }
  state.streaks = demoStreaks(nowMs)
  return state
}

function guild(): EntityState {
  return {
    entity: {
      id,
      name: 'Aurora Builders Guild',
      description: 'An open guild of builders who learn in public, review each other’s work and earn their way up six levels.',
      ownerAddress: [owner],
      adminAddresses: [admin],
      contracts: [{ chain: 'ethereum', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', type: 'ERC-721' }],
      isEnabled: true,
      public: true,
      defaultDyNftThemeId: 'aurora-theme-spark',
      openseaSlug: 'aurora-builders-guild',
      twitter: 'https://x.com/aurora_guild_example',
      discord: 'https://discord.gg/aurora-guild-example',
      telegram: 'https://t.me/aurora_guild_example',
      instagram: '',
      website: 'https://aurora-guild.example',
      bannerURL: 'ipfs://bafybeiqh5av2ricphkqdlmttns4lrwbqcabm6p4g37ztnovmizwdiaeq3k',
      imageURL: 'ipfs://bafybeidfyspsc5lkr4aqxvupctnwlavyf6rmpafqfjzczbttofjyu7jsjc',
      communityURLAlias: 'aurora',
      createdAt: '2026-01-05T09:00:00.000Z',
      modifiedAt: '2026-01-20T16:30:00.000Z',
      __v: 3,
    },
    members: [owner, admin, member, jonas, lena, kwame, sofia, hiro, amara].map((address, index) => ({
      address,
      chain: index % 4 === 3 ? 'polygon' : 'ethereum',
      joinedAt: `2026-01-${String(5 + index * 2).padStart(2, '0')}T10:00:00.000Z`,
      updatedAt: `2026-02-${String(1 + index).padStart(2, '0')}T12:00:00.000Z`,
    })),
    metrics: metrics.map((metric) => ({ ...metric })),
    counters: Object.fromEntries(
      counterRows.map(([address, values]) => [address, Object.fromEntries(metrics.map((metric, index) => [metric.id, values[index] ?? 0]))]),
    ),
    levels: [
      { communityId: id, level: 1, xpThreshold: 0, isEnabled: true, name: 'Newcomer', description: 'Joined the guild.' },
      { communityId: id, level: 2, xpThreshold: 100, isEnabled: true, name: 'Contributor', description: 'First contributions merged.' },
      { communityId: id, level: 3, xpThreshold: 250, isEnabled: true, name: 'Builder', description: 'Ships regularly and reviews others.' },
      {
        communityId: id,
        level: 4,
        xpThreshold: 500,
        isEnabled: true,
        name: 'Core Builder',
        description: 'Trusted with the guild’s own code.',
        skillIds: ['aurora-skill-solidity', 'aurora-skill-react'],
        scores: [60, 40],
        endsAt: null,
      },
      { communityId: id, level: 5, xpThreshold: 1000, isEnabled: true, name: 'Steward', description: 'Mentors and runs events.' },
      {
        communityId: id,
        level: 6,
        xpThreshold: 2000,
        isEnabled: true,
        name: 'Luminary',
        description: 'Shapes where the guild goes next.',
        skillIds: ['aurora-skill-security', 'aurora-skill-workshops'],
        scores: [70, 60],
        endsAt: '2026-12-31T23:59:59.000Z',
      },
    ],
    themes: [
      theme('spark', '1', 'Spark', '0', ['bafybeis555hmtf6bs5e4rynnefjqxirhxo77zbka74ztj2wyuhvauvzhma', 'bafybeisqxezyex3rdrgdsjpr3umx3bznfd24is7dik62vstqqzpt6zhkke', 'bafybein7o4v43impflvfupxqmb2y2nyrvd7rxinfrpyz43tbic367aez54'], ['#1e1b4b', '#a78bfa', '#f472b6']),
      theme('current', '3', 'Current', '0.01', ['bafybeipgojjg5fcaioctiq3hgetmyqoaat5rup6ppb2tdbm72fqo3xo7cv', 'bafybei2xzmasen7mtmo5oqsg7lo72djzdnbj2ddlz4uhfkvml5ctyxv4kg', 'bafybeiafrfw2hnywt3fd6mx4mux6b2pzcyc5edqmevxrvcqurtaebog65y'], ['#0f3d3e', '#2dd4bf', '#facc15']),
      theme('zenith', '5', 'Zenith', '0.05', ['bafybeiujzdegxdncf32epf3dhodzdocis2jhtlgmxgedn73u55xtplpft7', 'bafybeihh7566tfjgvq6kbnxjbtfqxkwovompzom7wbbr6qmw4wxfogo6mv', 'bafybein6a6wfhym6l3vfz5zfkkibj5j6wjibagi3mnbqnspuq2idw52ijb'], ['#3b0764', '#fbbf24', '#38bdf8']),
    ],
    skills: [
      skill('engineering', 'Engineering', 'Building and shipping software', null),
      skill('contracts', 'Smart Contracts', 'Writing and deploying on-chain code', 'engineering'),
      skill('solidity', 'Solidity', 'The Solidity language and its tooling', 'contracts'),
      skill('security', 'Security Auditing', 'Finding and fixing vulnerabilities', 'contracts'),
      skill('frontend', 'Frontend', 'Interfaces people use', 'engineering'),
      skill('react', 'React', 'Components, hooks and state', 'frontend'),
      skill('community', 'Community', 'Helping the guild grow and stay kind', null),
      skill('moderation', 'Moderation', 'Keeping channels healthy', 'community'),
      skill('events', 'Events', 'Calls, workshops and hackathons', 'community'),
      skill('workshops', 'Workshop Hosting', 'Teaching others live', 'events'),
      skill('design', 'Design', 'Visual and written communication', null),
      skill('visual', 'Visual Design', 'Layouts, color and illustration', 'design'),
      skill('writing', 'Technical Writing', 'Guides, docs and posts', 'design'),
    ],
    skillScores: {
      [member]: scores({ engineering: 45, contracts: 30, solidity: 35, security: 10, frontend: 70, react: 82, community: 25, events: 20, design: 40, visual: 55, writing: 30 }),
      [admin]: scores({ engineering: 40, frontend: 35, community: 90, moderation: 85, events: 95, workshops: 88, design: 50, writing: 75 }),
      [owner]: scores({ engineering: 85, contracts: 90, solidity: 92, security: 70, frontend: 50, community: 80, events: 65, workshops: 60 }),
    },
  }
}

function scores(byKey: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(byKey).map(([key, score]) => [`aurora-skill-${key}`, score]))
}

function theme(key: string, level: string, title: string, price: string, cids: [string, string, string], colors: [string, string, string]) {
  const [background, horizontal, square] = cids
  return {
    id: `aurora-theme-${key}`,
    entityID: id,
    level,
    title,
    price,
    backgroundImageIPFS: `ipfs://${background}`,
    horizontalLogoImageIPFS: `ipfs://${horizontal}`,
    squareLogoImageIPFS: `ipfs://${square}`,
    backgroundColor: colors[0],
    accentColor1: colors[1],
    accentColor2: colors[2],
  }
}
