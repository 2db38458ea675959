import type { ArtNode, ArtTone } from './nftArt.js'

/** What earns the achievement, as far as its art is concerned (the trigger's type and its size). */
export type BadgeArtTrigger =
  | { type: 'metric'; threshold?: number | undefined }
  | { type: 'streak'; length?: number | undefined }
  | { type: 'manual' }

/** A badge's picture: its frame's kind (from the trigger), how many sparks ring it, and its nodes. */
export type BadgeArt = { kind: BadgeArtTrigger['type']; sparks: number; nodes: ArtNode[] }

/** FNV-1a, as the NFT art hashes its seed: the same key always gives the same badge, a near key a far one. */
function hash(text: string): number {
  let value = 2166136261
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16777619)
  return value >>> 0 || 1
}

const round = (value: number) => Math.round(value * 100) / 100
const PAPER: ArtTone = 3

/** A closed path through `count` points around the center, each at the radius `radius(index)`. */
function ring(count: number, turn: number, radius: (index: number) => number, curve: boolean): string {
  const points = Array.from({ length: count }, (_, index) => {
    const angle = ((turn + (index * 360) / count - 90) * Math.PI) / 180
    const r = radius(index)
    return [round(50 + r * Math.cos(angle)), round(50 + r * Math.sin(angle))] as const
  })
  if (!curve) return `M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`
  // Scallops: each outer point is the control of a curve between the inner ones.
  let path = `M${points[count - 1]![0]} ${points[count - 1]![1]}`
  for (let index = 0; index < count; index += 2) {
    const control = points[index]!
    const end = points[index + 1] ?? points[0]!
    path += `Q${control[0]} ${control[1]} ${end[0]} ${end[1]}`
  }
  return `${path}Z`
}

/** How many sparks a trigger earns: more for a bigger threshold or a longer streak (1 to 8), none for an award. */
function sparkCount(trigger: BadgeArtTrigger): number {
  if (trigger.type === 'manual') return 0
  const size = trigger.type === 'metric' ? trigger.threshold : trigger.length
  const value = typeof size === 'number' && Number.isFinite(size) && size > 0 ? size : 1
  return Math.max(1, Math.min(8, Math.round(Math.log2(value + 1) * 1.5)))
}

/**
 * The designed art of an achievement without an image, as data (a pure function: the same key and trigger always give
 * the same badge), in the NFT art's visual language: a soft glow behind, a frame, a dashed orbit, a rosette at the
 * heart and sparks around it, painted in four tones (`currentColor`, which the component maps to its colours).
 * The trigger sets the frame: a metric's threshold a faceted medal (six to eight sides), a streak's length a scalloped
 * seal, an award a star with ribbon tails; its size sets the sparks. The key sets the rest: the turn, the rosette's
 * petals and shape, the facets and which tone goes where, so a guild's badges differ at a glance.
 * `id` prefixes the gradients' ids (unique in the document that shows them).
 */
export function achievementBadgeArt({ key, trigger, id }: { key: string; trigger: BadgeArtTrigger; id: string }): BadgeArt {
  let state = hash(`${trigger.type}:${key}`)
  // xorshift32, drawn in a fixed order.
  const random = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
  const turn = random() * 360
  const shift = Math.floor(random() * 3)
  const tone = (index: number) => ((index + shift) % 3) as ArtTone
  const sides = 6 + Math.floor(random() * 3)
  const scallops = 2 * (9 + Math.floor(random() * 5))
  const points = 5 + Math.floor(random() * 3)
  const petals = 4 + Math.floor(random() * 5)
  const petalLength = 9 + random() * 3
  const petalWidth = petalLength * (0.3 + random() * 0.25)
  const sharp = random() > 0.5
  const glowX = round(36 + random() * 28)
  const sparks = sparkCount(trigger)
  const paint = (suffix: string) => `url(#${id}${suffix})`
  const spin = (angle: number) => `rotate(${round(turn + angle)} 50 50)`
  const stop = (offset: string, attrs: Record<string, string | number>, stopTone?: ArtTone): ArtNode => ({ tag: 'stop', attrs: { offset, 'stop-color': 'currentColor', ...attrs }, tone: stopTone })

  const frame =
    trigger.type === 'metric'
      ? ring(sides, sides % 2 ? 0 : 180 / sides, () => 40, false)
      : trigger.type === 'streak'
        ? ring(scallops, 0, (index) => (index % 2 ? 36.5 : 41), true)
        : ring(points * 2, 0, (index) => (index % 2 ? 30 : 42), false)
  const face =
    trigger.type === 'metric'
      ? ring(sides, sides % 2 ? 0 : 180 / sides, () => 33, false)
      : trigger.type === 'streak'
        ? ring(scallops, 0, () => 32, false)
        : ring(points * 2, 0, (index) => (index % 2 ? 24 : 34), false)
  const petal = `M50 50${sharp ? 'L' : 'Q'}${round(50 - petalWidth * (sharp ? 1 : 2))} ${round(50 - petalLength * 0.9)} 50 ${round(50 - petalLength * 2)}${sharp ? 'L' : 'Q'}${round(50 + petalWidth * (sharp ? 1 : 2))} ${round(50 - petalLength * 0.9)} 50 50`

  const defs: ArtNode = {
    tag: 'defs',
    attrs: {},
    children: [
      { tag: 'radialGradient', attrs: { id: `${id}g` }, tone: tone(1), children: [stop('0', { 'stop-opacity': '.7' }), stop('1', { 'stop-opacity': '0' })] },
      { tag: 'linearGradient', attrs: { id: `${id}f`, x1: '0', y1: '0', x2: '.3', y2: '1' }, children: [stop('0', {}, tone(0)), stop('1', {}, tone(1))] },
      { tag: 'linearGradient', attrs: { id: `${id}p`, x2: '0', y2: '1' }, children: [stop('0', {}, PAPER), stop('1', { 'stop-opacity': '.85' }, tone(2))] },
    ],
  }
  const ribbons: ArtNode[] =
    trigger.type === 'manual'
      ? [{ tag: 'g', tone: tone(0), attrs: { fill: 'currentColor', 'fill-opacity': '.85' }, children: [-1, 1].map((side): ArtNode => ({ tag: 'path', attrs: { d: `M${50 + side * 6} 70L${50 + side * 16} 96L${50 + side * 10} 91L${50 + side * 4} 97L${50 + side * 1} 74Z` } })) }]
      : []
  const nodes: ArtNode[] = [
    defs,
    { tag: 'circle', attrs: { cx: glowX, cy: 44, r: 46, fill: paint('g') } },
    ...ribbons,
    { tag: 'path', attrs: { d: frame, fill: paint('f') } },
    { tag: 'path', attrs: { d: face, fill: paint('p') } },
    { tag: 'g', tone: tone(2), attrs: { fill: 'none', stroke: 'currentColor', 'stroke-opacity': '.9', 'stroke-width': '.6', 'stroke-dasharray': '1 2' }, children: [{ tag: 'circle', attrs: { cx: 50, cy: 50, r: 27 } }] },
    {
      tag: 'g',
      tone: tone(0),
      attrs: { fill: 'currentColor', 'fill-opacity': '.9', stroke: 'currentColor', 'stroke-width': '.4' },
      children: Array.from({ length: petals }, (_, index): ArtNode => ({ tag: 'path', attrs: { d: petal, transform: spin((index * 360) / petals) } })),
    },
    ...Array.from({ length: sparks }, (_, index): ArtNode => ({
      tag: 'circle',
      tone: index % 2 ? tone(1) : PAPER,
      attrs: { cx: 50, cy: 23, r: index % 2 ? 0.9 : 1.5, fill: 'currentColor', transform: spin(180 / petals + (index * 360) / sparks) },
    })),
    { tag: 'circle', tone: PAPER, attrs: { cx: 50, cy: 50, r: 4.5, fill: 'currentColor', stroke: paint('f'), 'stroke-width': '1.4' } },
  ]
  return { kind: trigger.type, sparks, nodes }
}
