import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DyNft } from '../../../core/schemas/nft.js'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { DyNftCard } from './DyNftCard.js'
import { tileSpans } from './tileSpans.js'

const theme = { title: 'Zenith', backgroundColor: '#3b0764', accentColor1: '#fbbf24', accentColor2: '#38bdf8' }
const nft = (level: number, extra: Partial<DyNft> = {}): DyNft => ({
  id: 'aurora-3',
  tokenId: '3',
  entityID: demo.entityId,
  owner: demo.accounts.member.address,
  name: 'Aurora Builders Guild #3',
  description: '',
  image: '',
  level,
  title: `Level ${level} card`,
  theme,
  attributes: [],
  ...extra,
})

/** The person's motion setting, as the browser reports it. */
function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
}

afterEach(() => vi.unstubAllGlobals())

/** An animation on the art ends (jsdom has no AnimationEvent, so React listens for the prefixed name there). */
const ended = (animationName: string) => act(() => void art().dispatchEvent(Object.assign(new Event('webkitAnimationEnd', { bubbles: true }), { animationName })))

const art = () => document.querySelector<HTMLElement>('.ek-dy-nft-card__art')!

describe('DyNftCard level-up reveal', () => {
  it('reveals the new art when the level goes up on screen, not on first show nor when it goes down', async () => {
    reducedMotion(false)
    const t = await createTestEngagement({ as: 'member' })
    const { rerender } = renderWithEngagement(t, <DyNftCard nft={nft(5)} />)
    await screen.findByRole('article', { name: 'Level 5 card' })
    expect(art().hasAttribute('data-reveal')).toBe(false)
    rerender(<DyNftCard nft={nft(6)} />)
    await screen.findByRole('article', { name: 'Level 6 card' })
    expect(art().hasAttribute('data-reveal')).toBe(true)
    expect(art().querySelector('svg')!.getAttribute('data-level')).toBe('6')
    // The reveal ends with its animation.
    // The glow's end is not the reveal's; the reveal's is.
    ended('ek-nft-glow')
    expect(art().hasAttribute('data-reveal')).toBe(true)
    ended('ek-nft-reveal')
    expect(art().hasAttribute('data-reveal')).toBe(false)
    rerender(<DyNftCard nft={nft(4)} />)
    await screen.findByRole('article', { name: 'Level 4 card' })
    expect(art().hasAttribute('data-reveal')).toBe(false)
  })

  it('does not move under reduced motion: the new art is simply there', async () => {
    reducedMotion(true)
    const t = await createTestEngagement({ as: 'member' })
    const { rerender } = renderWithEngagement(t, <DyNftCard nft={nft(5)} />)
    await screen.findByRole('article', { name: 'Level 5 card' })
    rerender(<DyNftCard nft={nft(6)} />)
    await screen.findByRole('article', { name: 'Level 6 card' })
    expect(art().hasAttribute('data-reveal')).toBe(false)
    expect(art().querySelector('svg')!.getAttribute('data-level')).toBe('6')
  })

  it('does not reveal when another NFT takes the card’s place', async () => {
    reducedMotion(false)
    const t = await createTestEngagement({ as: 'member' })
    const { rerender } = renderWithEngagement(t, <DyNftCard nft={nft(2)} />)
    await screen.findByRole('article', { name: 'Level 2 card' })
    rerender(<DyNftCard nft={nft(6, { id: 'nebula-dao-1', entityID: 'nebula-dao' })} />)
    await screen.findByRole('article', { name: 'Level 6 card' })
    expect(art().hasAttribute('data-reveal')).toBe(false)
  })
})

describe('DyNftCard wearing its theme', () => {
  it('takes the theme’s background with text that reads on it, and leaves a card without one as it was', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { rerender } = renderWithEngagement(t, <DyNftCard nft={nft(3)} />)
    const card = await screen.findByRole('article')
    expect(card.hasAttribute('data-themed')).toBe(true)
    expect(card.style.getPropertyValue('--ek-nft-background')).toBe('#3b0764')
    expect(card.style.getPropertyValue('--ek-nft-on-paper')).toBe('#f8fafc')
    // The level badge in the first accent, dark text on the light amber.
    expect(card.style.getPropertyValue('--ek-nft-badge')).toBe('#fbbf24')
    expect(card.style.getPropertyValue('--ek-nft-badge-text')).toBe('#0f172a')
    rerender(<DyNftCard nft={nft(3, { theme: { ...theme, backgroundColor: 'rgb(254, 243, 199)' } })} />)
    expect(card.style.getPropertyValue('--ek-nft-on-paper')).toBe('#0f172a')
    rerender(<DyNftCard nft={nft(3, { theme: { title: 'Plain', backgroundColor: 'url(https://tracker.invalid/x)' } })} />)
    expect(card.hasAttribute('data-themed')).toBe(false)
    expect(card.style.getPropertyValue('--ek-nft-on-paper')).toBe('')
  })
})

describe('trait tiles', () => {
  /** Packs the spans into six-column rows as the grid does, and returns each row's total. */
  const rows = (spans: number[]) => {
    const totals: number[] = []
    for (const span of spans) {
      if (totals.length === 0 || totals.at(-1)! + span > 6) totals.push(0)
      totals[totals.length - 1] = totals.at(-1)! + span
    }
    return totals
  }

  it('fill every row, narrow and wide, whatever their count, with never a lone tile under a full row', () => {
    for (let count = 1; count <= 12; count++) {
      const spans = tileSpans(count)
      expect(rows(spans.map((span) => span.narrow)).every((total) => total === 6), `narrow, ${count} tiles`).toBe(true)
      expect(rows(spans.map((span) => span.wide)).every((total) => total === 6), `wide, ${count} tiles`).toBe(true)
      if (count > 1) expect(spans.at(-1)!.wide, `wide, ${count} tiles`).not.toBe(6)
    }
    // Seven traits (the demo member's): one across then three pairs when narrow; 3, 2 and 2 when wide.
    expect(tileSpans(7).map((span) => span.narrow)).toEqual([6, 3, 3, 3, 3, 3, 3])
    expect(tileSpans(7).map((span) => span.wide)).toEqual([2, 2, 2, 3, 3, 3, 3])
  })

  it('are laid out by those spans on the card', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const attributes = ['Level', 'XP', 'Contributions', 'Reviews', 'Events', 'Quests', 'Referrals'].map((trait_type, value) => ({ trait_type, value }))
    renderWithEngagement(t, <DyNftCard nft={nft(3, { attributes })} />)
    await screen.findByRole('article')
    const tiles = [...document.querySelectorAll('.ek-dy-nft-card__attribute')]
    expect(tiles.map((tile) => `${tile.getAttribute('data-narrow')}/${tile.getAttribute('data-wide')}`)).toEqual(['6/2', '3/2', '3/2', '3/3', '3/3', '3/3', '3/3'])
  })
})
