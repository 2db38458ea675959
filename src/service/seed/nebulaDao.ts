import type { EntityState } from '../state.js'
import { people } from './people.js'

const id = 'nebula-dao'
const { member, lena, kwame, hiro } = people

/** A second, smaller entity the demo member also belongs to, so their NFTs span two entities. */
export function nebulaDao(): EntityState {
  return {
    entity: {
      id,
      name: 'Nebula Research DAO',
      description: 'A research collective that funds open studies and peer-reviews them in public.',
      ownerAddress: [kwame],
      adminAddresses: [],
      contracts: [],
      isEnabled: true,
      public: true,
      defaultDyNftThemeId: 'nebula-theme-core',
      openseaSlug: '',
      twitter: 'https://x.com/nebula_dao_example',
      discord: '',
      telegram: '',
      instagram: '',
      website: 'https://nebula-dao.example',
      bannerURL: '',
      imageURL: 'ipfs://bafybei3ibofbcixgy4dbp7qa5efe6qeqpno57ye6scmejvqtia6d7rgn7s',
      communityURLAlias: 'nebula',
      createdAt: '2026-01-12T14:00:00.000Z',
      modifiedAt: '2026-01-12T14:00:00.000Z',
      __v: 0,
    },
    members: [kwame, member, lena, hiro].map((address, index) => ({
      address,
      chain: 'ethereum',
      joinedAt: `2026-01-${12 + index}T15:00:00.000Z`,
      updatedAt: `2026-01-${20 + index}T15:00:00.000Z`,
    })),
    metrics: [
      { id: 'nebula-xp', name: 'xp', description: 'Experience points', type: 'points' },
      { id: 'nebula-notes', name: 'research_notes', description: 'Research notes published', type: 'count' },
      { id: 'nebula-reviews', name: 'peer_reviews', description: 'Peer reviews completed', type: 'count' },
    ],
    counters: {
      [kwame]: { 'nebula-xp': 320, 'nebula-notes': 14, 'nebula-reviews': 9 },
      [member]: { 'nebula-xp': 80, 'nebula-notes': 4, 'nebula-reviews': 1 },
      [lena]: { 'nebula-xp': 20, 'nebula-notes': 1 },
    },
    levels: [
      { communityId: id, level: 1, xpThreshold: 0, isEnabled: true, name: 'Observer' },
      { communityId: id, level: 2, xpThreshold: 50, isEnabled: true, name: 'Researcher' },
      { communityId: id, level: 3, xpThreshold: 150, isEnabled: true, name: 'Fellow' },
    ],
    themes: [
      {
        id: 'nebula-theme-core',
        entityID: id,
        level: '1',
        title: 'Nebula Core',
        price: '0',
        backgroundImageIPFS: 'ipfs://bafybeis555hmtf6bs5e4rynnefjqxirhxo77zbka74ztj2wyuhvauvzhma',
        horizontalLogoImageIPFS: 'ipfs://bafybeiwyojfljooa7lqsaj2xuid5zzzzg6zdmen4khvdgajgxbenyjqwx6',
        squareLogoImageIPFS: 'ipfs://bafybei3ibofbcixgy4dbp7qa5efe6qeqpno57ye6scmejvqtia6d7rgn7s',
        backgroundColor: '#0b1026',
        accentColor1: '#818cf8',
      },
    ],
    skills: [
      { id: 'nebula-skill-research', name: 'Research', description: 'Asking good questions', entityID: id, parentId: null, maxScore: 100 },
      { id: 'nebula-skill-data', name: 'Data Analysis', description: 'Turning data into findings', entityID: id, parentId: 'nebula-skill-research', maxScore: 100 },
      { id: 'nebula-skill-review', name: 'Peer Review', description: 'Checking the work of others', entityID: id, parentId: 'nebula-skill-research', maxScore: 100 },
    ],
    skillScores: {
      [member]: { 'nebula-skill-research': 30, 'nebula-skill-data': 45 },
      [kwame]: { 'nebula-skill-research': 90, 'nebula-skill-data': 70, 'nebula-skill-review': 85 },
    },
  }
}
