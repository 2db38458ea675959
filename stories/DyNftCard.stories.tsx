import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { DyNft } from '../src/core/schemas/nft.js'
import { DyNftCard } from '../src/react/components/DyNftCard/DyNftCard.js'
import { DyNftGallery } from '../src/react/components/DyNftCard/DyNftGallery.js'
import { useState } from 'react'
import { createSandbox, type Sandbox } from '../src/sandbox/createSandbox.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'

// Stories never reach a real IPFS gateway: images come from msw on the page's own origin.
const gateway = (name: string) => new URL(`story-ipfs/${name}/`, document.baseURI).href
const workingGateways = [gateway('up')]
const brokenFirstGateways = [gateway('down'), gateway('up')]

/** A small SVG whose colors follow the CID, so each theme image looks different. */
function storyImage(path: string): string {
  let hash = 0
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  const square = /bafybei(afrf|n7o4|n6a6|3ibo)/.test(path)
  const [width, height] = square ? [96, 96] : [640, 400]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360} 80% 55%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.4}" r="${Math.min(width, height) / 4}" fill="hsl(${(hue + 180) % 360} 90% 70% / 0.6)"/></svg>`
}

const member = demo.accounts.member.address

// The sandbox's own IPFS gateway draws a demo theme's background as the NFT art's ground, in the theme's colors:
// stories show those, as the playground does, and their own pictures for every other CID (logos).
const gatewaySandbox = createSandbox()
const demoThemes = Object.values(gatewaySandbox.state.entities).flatMap((entity) => entity.themes)
const themeBackground = (path: string) => demoThemes.some((theme) => path.endsWith(`/${theme.backgroundImageIPFS.replace('ipfs://', '')}`))
async function gatewayImage(path: string): Promise<Response> {
  const cid = path.split('/').at(-1)!
  if (themeBackground(path)) return gatewaySandbox.fetch(new Request(`http://sandbox.local/ipfs/${cid}`))
  return new HttpResponse(storyImage(path), { headers: { 'content-type': 'image/svg+xml' } })
}

const aurora = gatewaySandbox.state.entities[demo.entityId]!
const traits = (count: number) =>
  ([['Level', 5], ['XP', 1240], ['Contributions', 31], ['Reviews', 14], ['Events attended', 9], ['Quests completed', 12], ['Referrals', 3]] as const)
    .slice(0, count)
    .map(([trait_type, value]) => ({ trait_type, value }))

/** The demo member's NFT as the service draws it at `level`: that level's name and the theme for it, with its picture. */
function auroraNft(level: number, attributes = traits(7)): DyNft {
  const record = aurora.levels.find((candidate) => candidate.level === level)!
  const theme = [...aurora.themes].filter((candidate) => Number(candidate.level) <= level).sort((a, b) => Number(b.level) - Number(a.level))[0]!
  const title = record.name ?? `Level ${level}`
  return {
    id: `${demo.entityId}-3`,
    tokenId: '3',
    entityID: demo.entityId,
    owner: member,
    name: 'Aurora Builders Guild #3',
    description: `${title}: level ${level} in Aurora Builders Guild.`,
    image: theme.backgroundImageIPFS,
    level,
    title,
    theme: { ...theme },
    attributes: attributes.map((attribute) => (attribute.trait_type === 'Level' ? { ...attribute, value: level } : attribute)),
  }
}

function withoutMember(sandbox: Sandbox) {
  for (const state of Object.values(sandbox.state.entities)) state.members = state.members.filter((entry) => entry.address !== member)
}

function longContent(sandbox: Sandbox) {
  const state = sandbox.state.entities[demo.entityId]!
  state.entity.name = 'The Extraordinarily Long-Named Aurora Builders Guild of Distributed Creative Technologists'
  for (const level of state.levels) level.name = `Supercalifragilisticexpialidocious Grand Master Builder of Level ${level.level} and Beyond`
  for (const metric of state.metrics) metric.name = `${metric.name}_counted_over_the_entire_lifetime_of_membership`
  state.counters[member] = Object.fromEntries(state.metrics.map((metric) => [metric.id, 1234567]))
}

const hostileNft: DyNft = {
  id: 'hostile-1',
  tokenId: '1',
  entityID: demo.entityId,
  owner: member,
  name: 'Aurora Builders Guild #1',
  description: '',
  image: 'javascript:alert(document.domain)',
  level: 4,
  title: '<img src=x onerror=alert(1)>Builder',
  theme: {
    title: 'Hostile',
    backgroundImageIPFS: 'javascript:alert(document.domain)',
    squareLogoImageIPFS: 'javascript:alert(1)',
    backgroundColor: 'red; background-image: url(https://tracker.invalid/pixel)',
    accentColor1: 'not-a-color',
    accentColor2: 'var(--evil)',
  },
  attributes: [{ trait_type: '<script>alert(1)</script>', value: '<b>bold?</b>' }],
}

/** An NFT whose theme has colors and no picture: the card draws its art from the entity, the level and those colors. */
function drawnNft(entityID: string, level: number, title: string, [backgroundColor, accentColor1, accentColor2]: [string, string, string]): DyNft {
  return { id: `${entityID}-${level}`, tokenId: String(level), entityID, owner: member, name: '', description: '', image: '', level, title, theme: { title, backgroundColor, accentColor1, accentColor2 }, attributes: [] }
}

const current: [string, string, string] = ['#0f3d3e', '#2dd4bf', '#facc15']
const drawnNfts = [
  drawnNft(demo.entityId, 2, 'Apprentice', current),
  drawnNft('nebula-dao', 2, 'Apprentice', current),
  drawnNft(demo.entityId, 9, 'Master', current),
  drawnNft('sunrise-collective', 5, 'Builder', ['#fef3c7', '#ea580c', '#0ea5e9']),
]

const meta = {
  title: 'Components/DyNftCard',
  component: DyNftCard,
  tags: ['autodocs'],
  args: { gateways: workingGateways },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/story-ipfs/down/*', () => new HttpResponse(null, { status: 502 })),
      http.get('*/story-ipfs/up/*', ({ request }) => gatewayImage(new URL(request.url).pathname)),
    )
  },
  // A card on its own is drawn at a typical card width; the gallery stories (galleryLayout) take the canvas.
  decorators: [(Story, { parameters }) => (parameters['galleryLayout'] ? <Story /> : <div style={{ maxWidth: 420 }}><Story /></div>)],
} satisfies Meta<typeof DyNftCard>

export default meta
type Story = StoryObj<typeof meta>

const logoLoaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  const card = await canvas.findByRole('article', {}, { timeout: 5000 })
  await waitFor(() => expect(card.querySelector('.ek-dy-nft-card__logo')).toHaveAttribute('data-state', 'loaded'), { timeout: 5000 })
  return card
}

/** The demo member's NFT: level 3, "Builder", drawn with the "Current" theme. */
export const SignedInMember: Story = {
  play: async ({ canvasElement }) => {
    const card = await logoLoaded(canvasElement)
    const scoped = within(card)
    await expect(scoped.getByRole('heading', { name: 'Builder' })).toBeVisible()
    await expect(scoped.getByText('Level 3')).toBeVisible()
    await expect(scoped.getByRole('img', { name: 'Current logo' })).toHaveAttribute('loading', 'lazy')
    await expect(scoped.getAllByRole('term').map((term) => term.textContent)).toContain('XP')
  },
}

/** The owner is further along: level 6, the "Zenith" theme. */
export const Owner: Story = {
  parameters: { engagekit: { as: 'owner' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const card = await logoLoaded(canvasElement)
    await expect(within(card).getByText('Level 6')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  parameters: { engagekit: { prepare: withoutMember } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No NFT yet/)).toBeVisible()
  },
}

export const ServiceError: Story = {
  parameters: { engagekit: { respond: 'error' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to see your NFT.')).toBeVisible()
  },
}

/** A connected wallet that has not signed in yet gets a sign-in button. */
export const WalletNotSignedIn: Story = {
  parameters: { engagekit: { as: 'wallet' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('article', {}, { timeout: 5000 })).toBeVisible()
  },
}

export const LongContent: Story = {
  parameters: { engagekit: { prepare: longContent } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const card = await logoLoaded(canvasElement)
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1)
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => void (await logoLoaded(canvasElement)),
}

export const Narrow: Story = {
  parameters: { engagekit: { width: 320, prepare: longContent } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const card = await logoLoaded(canvasElement)
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(320)
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1)
  },
}

/** The first gateway answers 502: each image falls back to the second one. */
export const BrokenGateway: Story = {
  args: { gateways: brokenFirstGateways },
  play: async ({ canvasElement }) => {
    const card = await logoLoaded(canvasElement)
    await expect(within(card).getByRole('img', { name: 'Current logo' }).getAttribute('src')).toContain('/story-ipfs/up/')
  },
}

/** Every gateway fails: the theme's colors and a placeholder stand in for the images. */
export const AllGatewaysFail: Story = {
  args: { gateways: [gateway('down')] },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article')
    await waitFor(() => expect(card.querySelector('.ek-dy-nft-card__background')).toHaveAttribute('data-state', 'error'), { timeout: 5000 })
    // The logo fails on its own schedule: wait for it too.
    await waitFor(() => expect(card.querySelector('img')).toBeNull(), { timeout: 5000 })
  },
}

/** A theme with a `javascript:` image and invalid colors: both are ignored, markup shows as text. */
export const HostileTheme: Story = {
  args: { nft: hostileNft },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article')
    await expect(card.querySelector('img')).toBeNull()
    await expect(card.getAttribute('style') ?? '').not.toMatch(/--ek-nft-(background|accent)/)
    await expect(within(card).getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>Builder')
  },
}

/**
 * Themes with colors and no picture: each card's art is drawn from its entity and level in the theme's colors. The
 * first two share a level and colors but not their community; the third is the first at a higher level.
 */
export const GeneratedArt: Story = {
  parameters: { galleryLayout: true },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
      {drawnNfts.map((nft) => (
        <DyNftCard key={nft.id} nft={nft} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article')
    await expect(cards).toHaveLength(4)
    const art = (card: HTMLElement) => card.querySelector('svg.ek-dy-nft-card__generated')!
    // The theme's own colors paint the art (accent 1 and accent 2 through the gradients).
    const stopColor = (tone: number) => getComputedStyle(art(cards[0]!).querySelector(`stop.ek-dy-nft-card__tone-${tone}, .ek-dy-nft-card__tone-${tone} > stop`)!).stopColor
    await waitFor(() => expect(stopColor(0)).toBe('rgb(45, 212, 191)'))
    await expect(stopColor(1)).toBe('rgb(250, 204, 21)')
    const petals = (card: HTMLElement) => [...art(card).querySelectorAll('path')].map((path) => path.getAttribute('d')).join()
    await expect(petals(cards[1]!)).not.toBe(petals(cards[0]!))
    await expect(art(cards[2]!).querySelectorAll('path, circle').length).toBeGreaterThan(art(cards[0]!).querySelectorAll('path, circle').length)
  },
}

/** DyNftGallery: the member's NFTs in every community they belong to. */
export const Gallery: Story = {
  parameters: { galleryLayout: true },
  render: (args) => <DyNftGallery scope="all" gateways={args.gateways} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2), { timeout: 5000 })
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your NFTs' })).toBeVisible()
  },
}

export const GalleryEmpty: Story = {
  render: (args) => <DyNftGallery scope="all" gateways={args.gateways} />,
  parameters: { galleryLayout: true, engagekit: { prepare: withoutMember } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No NFTs yet/)).toBeVisible()
  },
}

export const GalleryLoading: Story = {
  render: (args) => <DyNftGallery gateways={args.gateways} />,
  parameters: { galleryLayout: true, engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible()
  },
}

export const GalleryError: Story = {
  render: (args) => <DyNftGallery scope="all" gateways={args.gateways} />,
  parameters: { galleryLayout: true, engagekit: { failPath: /\/mynfts$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible()
  },
}

export const GalleryNarrowDark: Story = {
  render: (args) => <DyNftGallery scope="all" gateways={args.gateways} />,
  parameters: { galleryLayout: true, engagekit: { width: 320, theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(2), { timeout: 5000 })
  },
}

/**
 * The demo member's card at each of the guild's six levels: each level's emblem is its own (more petals, rings and
 * sparks, its own colors) over the ground of the theme the level earns (Spark, Current, Zenith), and each card wears
 * that theme.
 */
export const EveryLevel: Story = {
  parameters: { galleryLayout: true },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
      {[1, 2, 3, 4, 5, 6].map((level) => (
        <DyNftCard key={level} nft={{ ...auroraNft(level, traits(2)), id: `level-${level}` }} gateways={args.gateways} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole('article')
    await expect(cards).toHaveLength(6)
    await waitFor(() => expect(canvasElement.querySelectorAll('.ek-dy-nft-card__background[data-state="loaded"]')).toHaveLength(6), { timeout: 5000 })
    // Each level's emblem is drawn differently, and shows over the theme's picture.
    const emblems = cards.map((card) => card.querySelector('svg.ek-dy-nft-card__emblem')!)
    await expect(new Set(emblems.map((emblem) => emblem.innerHTML)).size).toBe(6)
    for (const emblem of emblems) await expect(getComputedStyle(emblem).display).toBe('block')
    // Each card wears its theme: Current's dark teal under the details of levels 3 and 4.
    await expect(cards[2]).toHaveAttribute('data-themed')
    await expect(getComputedStyle(cards[2]!).backgroundImage).toContain('rgb(15, 61, 62)')
  },
}

/** The member's card on screen as they reach level 6: the art turns over to its new face in a glow. */
export const LevelUpReveal: Story = {
  render: function Render(args) {
    const [level, setLevel] = useState(5)
    return (
      <>
        <DyNftCard nft={auroraNft(level)} gateways={args.gateways} />
        <button type="button" style={{ marginTop: 12 }} onClick={() => setLevel(6)}>
          Reach level 6
        </button>
      </>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await canvas.findByRole('article')
    const art = card.querySelector<HTMLElement>('.ek-dy-nft-card__art')!
    await expect(art).not.toHaveAttribute('data-reveal')
    await userEvent.click(canvas.getByRole('button', { name: 'Reach level 6' }))
    await expect(within(card).getByText('Level 6')).toBeVisible()
    await expect(art).toHaveAttribute('data-reveal')
    await expect(getComputedStyle(art).animationName).toBe('ek-nft-reveal')
    await expect(art.querySelector('svg')).toHaveAttribute('data-level', '6')
    // It ends by itself, leaving the new art at rest.
    await waitFor(() => expect(art).not.toHaveAttribute('data-reveal'), { timeout: 3000 })
  },
}

/** Trait tiles at 360 px, from one to seven: every row is full (a lone tile opens the card, never closes it). */
export const TilesAt360: Story = {
  parameters: { galleryLayout: true, engagekit: { width: 360 } satisfies EngagekitStoryParameters },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[1, 2, 3, 5, 7].map((count) => (
        <DyNftCard key={count} nft={{ ...auroraNft(3, traits(count)), id: `tiles-${count}`, title: `${count} traits` }} gateways={args.gateways} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole('article')
    for (const card of cards) {
      const list = card.querySelector('.ek-dy-nft-card__attributes')!.getBoundingClientRect()
      const tiles = [...card.querySelectorAll('.ek-dy-nft-card__attribute')].map((tile) => tile.getBoundingClientRect())
      // Each row's tiles run from the list's start to its end.
      const rows = new Map<number, DOMRect[]>()
      for (const tile of tiles) rows.set(Math.round(tile.top), [...(rows.get(Math.round(tile.top)) ?? []), tile])
      for (const row of rows.values()) {
        await expect(Math.min(...row.map((tile) => tile.left))).toBeCloseTo(list.left, 0)
        await expect(Math.max(...row.map((tile) => tile.right))).toBeCloseTo(list.right, 0)
      }
      // No row is a lone tile under a fuller one.
      const sizes = [...rows.values()].map((row) => row.length)
      await expect(sizes.at(-1)! > 1 || sizes.length === 1).toBe(true)
    }
  },
}
