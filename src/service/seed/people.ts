import { getAddress, keccak256, stringToBytes } from 'viem'
import { demo } from './demo.js'
import type { User } from '../state.js'

function seededAddress(phrase: string): string {
  return getAddress(`0x${keccak256(stringToBytes(phrase)).slice(-40)}`)
}

/** The seeded people: the three demo accounts and six more members with no known key. */
export const people = {
  owner: demo.accounts.owner.address as string,
  admin: demo.accounts.admin.address as string,
  member: demo.accounts.member.address as string,
  jonas: seededAddress('engagekit sandbox demo person jonas'),
  lena: seededAddress('engagekit sandbox demo person lena'),
  kwame: seededAddress('engagekit sandbox demo person kwame'),
  sofia: seededAddress('engagekit sandbox demo person sofia'),
  hiro: seededAddress('engagekit sandbox demo person hiro'),
  amara: seededAddress('engagekit sandbox demo person amara'),
}

const ipfs = (cid: string) => `ipfs://${cid}`

const profiles: Record<keyof typeof people, User['profile']> = {
  owner: {
    name: 'Maya Lindqvist',
    subtitle: 'Founder, Aurora Builders Guild',
    bannerUrl: ipfs('bafybeiv4seh2kvj72ceuvw75efr6edt4sywb5wkh7dnsipzz7fk4zri3r2'),
    location: 'Stockholm, Sweden',
    about: 'Started the guild to give open-source builders a place to learn from each other and get credit for it.',
    currentWork: 'Running the guild and maintaining its quest board.',
    expertise: 'Community building, protocol design, Solidity',
    goals: 'Grow the guild to a thousand active builders.',
    interests: 'Public goods, mechanism design, cross-country skiing',
    helpWith: 'Starting a community, finding your first contribution',
    funFacts: 'Has written a smart contract on a train through the Arctic Circle.',
    email: 'maya@aurora-guild.example',
    website: 'https://aurora-guild.example/maya',
    twitter: 'mayabuilds',
    discordId: 'maya.lindqvist',
    linkedin: 'https://www.linkedin.com/in/maya-lindqvist-example',
    instagram: 'maya.on.skis',
    calendly: 'https://calendly.com/maya-lindqvist-example',
  },
  admin: {
    name: 'Tomás Reyes',
    subtitle: 'Community lead',
    bannerUrl: ipfs('bafybeihh7566tfjgvq6kbnxjbtfqxkwovompzom7wbbr6qmw4wxfogo6mv'),
    location: 'Valencia, Spain',
    about: 'Keeps the events calendar full and the review queue short.',
    currentWork: 'Organising the spring hackathon.',
    expertise: 'Events, moderation, technical writing',
    goals: 'A workshop every week.',
    interests: 'Hackathons, documentation, paella',
    helpWith: 'Hosting your first workshop',
    funFacts: 'Has moderated a call with 400 people and no microphone mishaps.',
    email: 'tomas@aurora-guild.example',
    website: 'https://aurora-guild.example/tomas',
    twitter: 'tomas_reyes_dev',
    discordId: 'tomas.reyes',
    linkedin: 'https://www.linkedin.com/in/tomas-reyes-example',
    instagram: 'tomas.events',
  },
  member: {
    name: 'Priya Natarajan',
    subtitle: 'Frontend engineer learning Solidity',
    bannerUrl: ipfs('bafybei4lajlj6hdu6gdpmrcg4be4umr46pqm4i2hz4uep3enthjxjqi5og'),
    location: 'Bengaluru, India',
    about: 'Builds interfaces by day and is working through the guild quests on smart contracts by night.',
    currentWork: 'A React dashboard for the guild treasury.',
    expertise: 'React, TypeScript, accessibility',
    goals: 'Ship a first audited contract this year.',
    interests: 'Design systems, zero-knowledge proofs, chess',
    helpWith: 'Frontend reviews, accessibility checks',
    email: 'priya@example.com',
    website: 'https://priya.example.com',
    twitter: 'priya_codes',
    discordId: 'priya.n',
    linkedin: 'https://www.linkedin.com/in/priya-natarajan-example',
    instagram: '',
  },
  jonas: { name: 'Jonas Weber', subtitle: 'Security researcher', location: 'Berlin, Germany', twitter: 'jonas_audits' },
  lena: { name: 'Lena Park', subtitle: 'Designer' },
  kwame: { name: 'Kwame Mensah', subtitle: 'Lead, Nebula Research DAO', location: 'Accra, Ghana', website: 'https://nebula-dao.example' },
  sofia: { name: 'Sofia Rossi', subtitle: 'Smart contract developer' },
  hiro: { name: 'Hiro Tanaka' },
  amara: { name: 'Amara Diallo', location: 'Dakar, Senegal' },
}

/** The seeded users: everyone has a profile (some partial) and no signature until they register one (row 25). */
export function seededUsers(): Record<string, User> {
  return Object.fromEntries(
    (Object.keys(people) as (keyof typeof people)[]).map((key, index) => {
      const address = people[key]
      const createdAt = `2026-01-0${index + 1}T09:00:00.000Z`
      return [address, { address, createdAt, profile: { ...profiles[key] } }]
    }),
  )
}
