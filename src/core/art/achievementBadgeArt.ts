import type { ArtNode, ArtTone } from './nftArt.js'

/** What earns the achievement, as far as its art is concerned (the trigger's type and its size). */
export type BadgeArtTrigger =
  | { type: 'metric'; threshold?: number | undefined }
  | { type: 'streak'; length?: number | undefined }
  | { type: 'manual' }

/**
 * A badge's picture: its frame's kind (from the trigger), its hue (one of four palettes, from the key, so a guild's
 * metric badges differ in colour too), how many sparks ring it, and its nodes.
 */
export type BadgeArt = { kind: BadgeArtTrigger['type']; hue: 0 | 1 | 2 | 3; sparks: number; nodes: ArtNode[] }

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
  const hue = (hash(key) % 4) as BadgeArt['hue']
  const flip = random() > 0.5
  const sides = 6 + Math.floor(random() * 3)
  const scallops = 2 * (9 + Math.floor(random() * 5))
  const points = 5 + Math.floor(random() * 3)
  const petals = 4 + Math.floor(random() * 5)
  const petalLength = 10 + random() * 3
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

  const [INK, GLOW, SHEEN]: ArtTone[] = [0, 1, 2]
  const defs: ArtNode = {
    tag: 'defs',
    attrs: {},
    children: [
      { tag: 'radialGradient', attrs: { id: `${id}g` }, tone: GLOW, children: [stop('0', { 'stop-opacity': '.75' }), stop('1', { 'stop-opacity': '0' })] },
      // The frame: ink to glow, lit from one side or the other.
      { tag: 'linearGradient', attrs: { id: `${id}f`, x1: flip ? '1' : '0', y1: '0', x2: flip ? '.7' : '.3', y2: '1' }, children: [stop('0', {}, GLOW), stop('.55', {}, INK), stop('1', {}, INK)] },
      { tag: 'linearGradient', attrs: { id: `${id}p`, x2: '0', y2: '1' }, children: [stop('0', {}, PAPER), stop('1', {}, SHEEN)] },
      { tag: 'linearGradient', attrs: { id: `${id}r`, x2: '0', y2: '1' }, children: [stop('0', {}, INK), stop('1', { 'stop-opacity': '.75' }, GLOW)] },
    ],
  }
  const ribbons: ArtNode[] =
    trigger.type === 'manual'
      ? [{ tag: 'g', tone: INK, attrs: { fill: 'currentColor', 'fill-opacity': '.85' }, children: [-1, 1].map((side): ArtNode => ({ tag: 'path', attrs: { d: `M${50 + side * 6} 70L${50 + side * 16} 96L${50 + side * 10} 91L${50 + side * 4} 97L${50 + side * 1} 74Z` } })) }]
      : []
  const petalLayer = (scale: number, offset: number, fill: string, tone: ArtTone | undefined): ArtNode => ({
    tag: 'g',
    tone,
    attrs: { fill, stroke: 'currentColor', 'stroke-width': '.5', 'stroke-opacity': '.9', transform: `translate(${round(50 - 50 * scale)} ${round(50 - 50 * scale)}) scale(${scale})` },
    children: Array.from({ length: petals }, (_, index): ArtNode => ({ tag: 'path', attrs: { d: petal, transform: spin(((index + offset) * 360) / petals) } })),
  })
  const nodes: ArtNode[] = [
    defs,
    { tag: 'circle', attrs: { cx: glowX, cy: 46, r: 48, fill: paint('g') } },
    ...ribbons,
    // The frame, its bevel a sheen along the edge, then the face.
    { tag: 'path', tone: SHEEN, attrs: { d: frame, fill: paint('f'), stroke: 'currentColor', 'stroke-width': '1', 'stroke-opacity': '.7' } },
    { tag: 'path', tone: INK, attrs: { d: face, fill: paint('p'), stroke: 'currentColor', 'stroke-width': '.8', 'stroke-opacity': '.35' } },
    { tag: 'g', tone: INK, attrs: { fill: 'none', stroke: 'currentColor', 'stroke-opacity': '.55', 'stroke-width': '.6', 'stroke-dasharray': '1 2' }, children: [{ tag: 'circle', attrs: { cx: 50, cy: 50, r: 27 } }] },
    // The rosette: the ink's petals, the glow's between them, smaller.
    petalLayer(1, 0, paint('r'), PAPER),
    petalLayer(0.62, 0.5, 'currentColor', GLOW),
    ...Array.from({ length: sparks }, (_, index): ArtNode => ({
      tag: 'circle',
      tone: index % 2 ? GLOW : INK,
      attrs: { cx: 50, cy: 23, r: index % 2 ? 0.9 : 1.5, fill: 'currentColor', transform: spin(180 / petals + (index * 360) / sparks) },
    })),
    { tag: 'circle', tone: PAPER, attrs: { cx: 50, cy: 50, r: 4.5, fill: 'currentColor', stroke: paint('f'), 'stroke-width': '1.6' } },
    // A sheen across the upper face, as light on a medal.
    { tag: 'path', tone: SHEEN, attrs: { d: 'M22 42Q30 20 56 17Q40 24 30 44Z', fill: 'currentColor', 'fill-opacity': '.4', ...(flip ? { transform: 'matrix(-1 0 0 1 100 0)' } : {}) } },
  ]
  return { kind: trigger.type, hue, sparks, nodes }
}
