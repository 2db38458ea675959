import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { DyNft } from '../../../core/schemas/nft.js'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { DyNftCard } from './DyNftCard.js'
import { DyNftGallery } from './DyNftGallery.js'

const NFTS = `GET /api/entities/${demo.entityId}/mynfts`
const never = () => new Promise<Response>(() => {})
const serverError = () => new Response(JSON.stringify({ success: false, error: { code: 'internal', message: 'boom' } }), { status: 500, headers: { 'content-type': 'application/json' } })
const gateways = ['https://gw-one.test/ipfs/', 'https://gw-two.test/ipfs']
const LOGO_CID = 'bafybeiafrfw2hnywt3fd6mx4mux6b2pzcyc5edqmevxrvcqurtaebog65y'

const hostile: DyNft = {
  id: 'x-1',
  tokenId: '1',
  entityID: demo.entityId,
  owner: demo.accounts.member.address,
  name: 'Hostile #1',
  description: '',
  image: 'javascript:alert(1)',
  level: 2,
  title: '<img src=x onerror="alert(1)">',
  theme: {
    title: 'Bad',
    backgroundImageIPFS: 'javascript:alert(1)',
    squareLogoImageIPFS: 'data:image/svg+xml,<svg onload=alert(1)>',
    backgroundColor: 'red; background: url(https://evil.test/x)',
    accentColor1: 'expression(alert(1))',
    accentColor2: ' #abc ',
  },
  attributes: [{ trait_type: '<b>trait</b>', value: 'javascript:alert(1)' }],
}

describe('DyNftCard', () => {
  it('draws the member’s NFT with its level, title, attributes and themed images', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { container } = renderWithEngagement(t, <DyNftCard />)
    const card = await screen.findByRole('article', { name: 'Builder' })
    expect(within(card).getByRole('heading', { level: 3, name: 'Builder' })).toBeTruthy()
    expect(within(card).getByText('Level 3')).toBeTruthy()
    expect(within(card).getByText('Aurora Builders Guild #3')).toBeTruthy()
    const terms = within(card).getAllByRole('term').map((term) => term.textContent)
    expect(terms).toEqual(['Level', 'XP', 'Contributions', 'Reviews', 'Events attended', 'Quests completed', 'Referrals'])
    expect(within(card).getAllByRole('definition')[1]?.textContent).toBe('340')
    const logo = within(card).getByRole('img', { name: 'Current logo' })
    expect(logo.getAttribute('src')).toBe(`https://ipfs.io/ipfs/${LOGO_CID}`)
    expect(logo.getAttribute('loading')).toBe('lazy')
    expect(logo.getAttribute('decoding')).toBe('async')
    expect(card.getAttribute('style')).toContain('--ek-nft-background: #0f3d3e')
    expect(card.getAttribute('style')).toContain('--ek-nft-accent-1: #2dd4bf')
    expect(container.firstElementChild?.className).toBe('ek-root ek-dy-nft-card')
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('ready')
    expect(t.requests).toEqual([NFTS])
  })

  it('falls back to the next gateway when an image fails, and shows the placeholder when all fail', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <DyNftCard gateways={gateways} />)
    const logo = await screen.findByRole('img', { name: 'Current logo' })
    const frame = logo.parentElement!
    expect(frame.getAttribute('data-state')).toBe('loading')
    expect(logo.getAttribute('src')).toBe(`https://gw-one.test/ipfs/${LOGO_CID}`)
    fireEvent.error(logo)
    const second = screen.getByRole('img', { name: 'Current logo' })
    expect(second.getAttribute('src')).toBe(`https://gw-two.test/ipfs/${LOGO_CID}`)
    fireEvent.load(second)
    expect(frame.getAttribute('data-state')).toBe('loaded')
    const background = frame.parentElement!.querySelector('.ek-dy-nft-card__background')!
    for (let attempt = 0; attempt < gateways.length; attempt++) fireEvent.error(background.querySelector('img')!)
    expect(background.getAttribute('data-state')).toBe('error')
    expect(background.querySelector('img')).toBeNull()
    expect(background.querySelector('.ek-dy-nft-card__background-placeholder')).toBeTruthy()
  })

  it('keeps hostile theme values away from src and CSS, and renders markup as text', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { container } = renderWithEngagement(t, <DyNftCard nft={hostile} />)
    const card = await screen.findByRole('article', { name: hostile.title })
    expect(within(card).getByRole('heading').textContent).toBe(hostile.title)
    expect(within(card).getByText('<b>trait</b>')).toBeTruthy()
    expect(container.querySelectorAll('img')).toHaveLength(0)
    expect(container.querySelector('b')).toBeNull()
    expect(container.innerHTML).not.toMatch(/src="(javascript|data):/)
    const style = card.getAttribute('style') ?? ''
    expect(style).toBe('--ek-nft-accent-2: #abc;')
    expect(card.querySelector('.ek-dy-nft-card__background')?.getAttribute('data-state')).toBe('error')
    // A passed-in NFT is drawn as is: nothing is fetched.
    expect(t.requests).toEqual([])
  })

  it('draws generated art when there is no image, from the NFT’s entity and level', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const plain = (level: number, entityID: string = demo.entityId): DyNft => ({ ...hostile, image: '', entityID, title: `Level ${level} card`, level, theme: { accentColor1: '#2dd4bf' }, attributes: [] })
    const art = (container: HTMLElement) => {
      const svg = container.querySelector('.ek-dy-nft-card__generated')!
      return { level: svg.getAttribute('data-level'), shapes: svg.querySelectorAll('path, circle').length, petals: [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d')).join() }
    }
    const { container, rerender } = renderWithEngagement(t, <DyNftCard nft={plain(1)} />)
    await screen.findByRole('article', { name: 'Level 1 card' })
    expect(container.querySelector('.ek-dy-nft-card__background')).toBeNull()
    const first = art(container)
    rerender(<DyNftCard nft={plain(4)} />)
    await screen.findByRole('article', { name: 'Level 4 card' })
    const fourth = art(container)
    expect([first.level, fourth.level]).toEqual(['1', '4'])
    expect(fourth.shapes).toBeGreaterThan(first.shapes)
    // Another community's NFT at the same level is drawn another way.
    rerender(<DyNftCard nft={{ ...plain(4, 'nebula-dao'), title: 'Other card' }} />)
    await screen.findByRole('article', { name: 'Other card' })
    expect(art(container).level).toBe('4')
    expect(art(container).petals).not.toBe(fourth.petals)
  })

  it('shows the chain and writes trait names as words', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const nft: DyNft = { ...hostile, title: 'Builder', attributes: [{ trait_type: 'eventsAttended', value: 12_345 }, { trait_type: 'XP', value: 40 }] }
    renderWithEngagement(t, <DyNftCard nft={nft} chain="Base" locale="en-US" />)
    const card = await screen.findByRole('article', { name: 'Builder' })
    expect(within(card).getByText('Base')).toBeTruthy()
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Events attended', 'XP'])
    expect(within(card).getAllByRole('definition').map((value) => value.textContent)).toEqual(['12.3K12,345', '40'])
  })

  it('names a trait that is a metric as every component does: the provider’s metricLabels first, acronyms kept', async () => {
    const t = await createTestEngagement({ as: 'member', provider: { metricLabels: { reviews: 'Peer reviews' } } })
    const nft: DyNft = { ...hostile, title: 'Reviewer', attributes: [{ trait_type: 'reviews', value: 7 }, { trait_type: 'xp', value: 40 }, { trait_type: 'nfts_minted', value: 2 }] }
    renderWithEngagement(t, <DyNftCard nft={nft} />)
    const card = await screen.findByRole('article', { name: 'Reviewer' })
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Peer reviews', 'XP', 'NFTs minted'])
  })

  it('survives partial and malformed records', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const broken = { id: 'b', level: Number.NaN, theme: 'oops', attributes: null } as unknown as DyNft
    renderWithEngagement(t, <DyNftCard nft={broken} />)
    expect(await screen.findByRole('heading', { name: 'Untitled NFT' })).toBeTruthy()
    expect(screen.getByText('Level 0')).toBeTruthy()
  })

  it('picks an NFT by id or token id, and is empty for an unknown one', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { rerender } = renderWithEngagement(t, <DyNftCard nftId="3" />)
    expect(await screen.findByRole('article', { name: 'Builder' })).toBeTruthy()
    rerender(<DyNftCard nftId="aurora-guild-99" />)
    expect(await screen.findByText('No NFT yet')).toBeTruthy()
  })

  it('reads another entity when asked', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <DyNftCard entityId="nebula-dao" />)
    expect(await screen.findByRole('article', { name: 'Researcher' })).toBeTruthy()
  })

  it('shows a zero state for a user without an NFT', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const state = t.sandbox.state.entities[demo.entityId]!
    state.members = state.members.filter((member) => member.address !== demo.accounts.member.address)
    const { container } = renderWithEngagement(t, <DyNftCard />)
    expect(await screen.findByText('No NFT yet')).toBeTruthy()
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('empty')
  })

  it('asks a signed-out visitor to sign in and sends nothing', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { container } = renderWithEngagement(t, <DyNftCard />)
    expect(await screen.findByText('Sign in to see your NFT.')).toBeTruthy()
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('signed-out')
    expect(t.requests).toEqual([])
  })

  it('shows a skeleton while loading', async () => {
    const t = await createTestEngagement({ as: 'member', fetch: never })
    renderWithEngagement(t, <DyNftCard />)
    const status = await screen.findByRole('status')
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(within(status).getByText('Loading NFT…')).toBeTruthy()
  })

  it('shows an error with a working retry', async () => {
    let fail = true
    const t = await createTestEngagement({ as: 'member', fetch: (request, sandbox) => (fail ? Promise.resolve(serverError()) : sandbox.fetch(request)) })
    renderWithEngagement(t, <DyNftCard />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load your NFT.')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'Builder' })).toBeTruthy()
  })

  it('takes labels, unstyled and className', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { container } = renderWithEngagement(t, <DyNftCard unstyled className="mine" labels={{ level: (level) => `Niveau ${level}`, logoAlt: (name) => `Logo ${name}` }} />)
    expect(await screen.findByText('Niveau 3')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Logo Current' })).toBeTruthy()
    expect(container.firstElementChild?.className).toBe('ek-unstyled ek-dy-nft-card mine')
  })
})

describe('DyNftGallery', () => {
  it('lists the member’s NFTs in the entity, or in every entity with scope all', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { rerender } = renderWithEngagement(t, <DyNftGallery gateways={gateways} />)
    const list = await screen.findByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 2, name: 'Your NFTs' })).toBeTruthy()
    rerender(<DyNftGallery scope="all" gateways={gateways} labels={{ title: 'Mes NFT' }} />)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent).sort()).toEqual(['Builder', 'Researcher'])
    expect(screen.getByRole('heading', { level: 2, name: 'Mes NFT' })).toBeTruthy()
  })

  it('has empty, signed-out, loading and error states', async () => {
    const empty = await createTestEngagement({ as: 'member', seed: 'empty' })
    const first = renderWithEngagement(empty, <DyNftGallery scope="all" />)
    expect(await screen.findByText('No NFTs yet')).toBeTruthy()
    first.unmount()

    const signedOut = await createTestEngagement({ as: 'signed-out' })
    const second = renderWithEngagement(signedOut, <DyNftGallery />)
    expect(await screen.findByText('Sign in to see your NFTs.')).toBeTruthy()
    second.unmount()

    const loading = await createTestEngagement({ as: 'member', fetch: never })
    const third = renderWithEngagement(loading, <DyNftGallery />)
    expect(within(await screen.findByRole('status')).getByText('Loading NFTs…')).toBeTruthy()
    third.unmount()

    const failing = await createTestEngagement({ as: 'member', fetch: () => Promise.resolve(serverError()) })
    renderWithEngagement(failing, <DyNftGallery />)
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
