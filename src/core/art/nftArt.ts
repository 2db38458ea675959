/** One element of the generated art: an SVG tag, its attributes (SVG names) and children. */
export type ArtNode = {
  tag: 'circle' | 'path' | 'g' | 'defs' | 'radialGradient' | 'linearGradient' | 'stop'
  attrs: Readonly<Record<string, string | number>>
  /** Which of the theme's colors the element (and what it holds) paints with; see {@link ArtTone}. */
  tone?: ArtTone | undefined
  children?: readonly ArtNode[] | undefined
}

/** 0: the first accent; 1: the second accent (the glow); 2: a light sheen of the glow; 3: the background (paper). */
export type ArtTone = 0 | 1 | 2 | 3

/**
 * The picture in two parts: the backdrop (glows and rings, the theme's ground) and the emblem (the rosette, its orbit
 * and sparks, which grow with the level). Drawn together they are the whole art; a theme's own picture can stand in
 * for the backdrop, with the emblem over it.
 */
export type NftArt = { step: number; backdrop: ArtNode[]; emblem: ArtNode[] }

/** The highest level the art grows with; above it, the picture stays the richest one. */
export const NFT_ART_MAX_STEP = 12

/** FNV-1a: the same text always gives the same number, and a near text a far one. */
function hash(text: string): number {
  let value = 2166136261
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16777619)
  return value >>> 0 || 1
}

const round = (value: number) => Math.round(value * 100) / 100
const PAPER: ArtTone = 3

/**
 * The designed art of a dynamic NFT, as data (a pure function: the same seed and level always give the same
 * picture): soft glows under a rosette. The entity (`seed`) picks the composition: where the glows and the rings
 * sit, the turn, the petals' count and shape, and which theme color goes where, so two communities' cards differ at
 * a glance. The level makes it richer: more and larger petals, inner layers, more rings, an orbit with sparks.
 * Colors are tones (the theme's), painted as `currentColor`: the card maps them to its CSS variables, the sandbox's
 * image to the theme's own colors. `id` prefixes the gradients' ids (unique in the document that shows them).
 */
export function nftArt({ seed, level, id }: { seed: string; level: number; id: string }): NftArt {
  const step = Math.max(0, Math.min(NFT_ART_MAX_STEP, Math.floor(Number.isFinite(level) ? level : 0)))
  let state = hash(seed)
  // xorshift32, drawn in a fixed order: each draw means the same thing at every level.
  const random = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
  const turn = random() * 360
  const shift = Math.floor(random() * 3)
  // The level turns the colors too, so two neighbouring levels differ at a glance, not only by a petal.
  const tone = (index: number) => ((index + shift + step) % 3) as ArtTone
  const glows = [0, 1, 2].map((): [number, number] => [28 + random() * 22, 30 + random() * 16])
  const ringsX = round(random() * 100)
  const ringsY = random() > 0.5 ? -8 : 108
  const petals = 4 + Math.floor(random() * 4) + step
  const length = 12 + random() * 3 + step * 0.35
  const width = length * (0.28 + random() * 0.2)
  const sharp = random() > 0.5
  const waist = 0.6 + random() * 0.8
  // A petal from the center outwards: a kite (straight sides) or a leaf (curved ones), widest nearer the center or the tip.
  const petal = (size: number) => {
    const [command, side] = sharp ? ['L', width * size] : ['Q', width * size * 2]
    const reach = length * size
    const middle = round(50 - reach * waist)
    return `M50 50${command}${round(50 - side)} ${middle} 50 ${round(50 - 2 * reach)}${command}${round(50 + side)} ${middle} 50 50`
  }
  const orbit = length * 2 + 5
  const paint = (suffix: string) => `url(#${id}${suffix})`
  // Every shape is drawn upright and turned about the center: the entity's own turn plus its place in the circle.
  const spin = (angle: number) => `rotate(${round(turn + angle)} 50 50)`
  const stop = (offset: string, attrs: Record<string, string | number>, stopTone?: ArtTone): ArtNode => ({
    tag: 'stop',
    attrs: { offset, 'stop-color': 'currentColor', ...attrs },
    tone: stopTone,
  })

  const glowDefs = glows.map((_, index): ArtNode => ({
    tag: 'radialGradient',
    attrs: { id: `${id}g${index}` },
    tone: tone(index),
    children: [stop('0', { 'stop-opacity': '.75' }), stop('1', { 'stop-opacity': '0' })],
  }))
  const petalDefs = [0, 1].map((index): ArtNode => ({
    tag: 'linearGradient',
    attrs: { id: `${id}p${index}`, x2: '0', y2: '1' },
    children: [stop('0', {}, tone(index + 1)), stop('1', { 'stop-opacity': '.7' }, ((index + step) % 3) as ArtTone)],
  }))
  const glowCircles = glows.map(([distance, radius], index): ArtNode => ({
    tag: 'circle',
    attrs: { cx: 50, cy: round(50 - distance), r: round(radius), fill: paint(`g${index}`), transform: spin(index * 120) },
  }))
  const rings: ArtNode = {
    tag: 'g',
    tone: tone(2),
    attrs: { fill: 'none', stroke: 'currentColor', 'stroke-opacity': '.4', 'stroke-width': '.5' },
    children: Array.from({ length: 2 + (step >> 1) }, (_, index): ArtNode => ({ tag: 'circle', attrs: { cx: ringsX, cy: ringsY, r: 18 + index * 9 } })),
  }
  const orbitRing: ArtNode[] =
    step > 0 ? [{ tag: 'g', tone: tone(2), attrs: { fill: 'none', stroke: 'currentColor', 'stroke-opacity': '.8', 'stroke-width': '.5', 'stroke-dasharray': '1 2' }, children: [{ tag: 'circle', attrs: { cx: 50, cy: 50, r: round(orbit) } }] }] : []
  const rosette: ArtNode = {
    tag: 'g',
    tone: PAPER,
    attrs: { stroke: 'currentColor', 'stroke-width': '.35', 'fill-opacity': '.9' },
    children: Array.from({ length: 1 + (step >> 2) }, (_, layer): ArtNode => {
      const shape = petal(1 - layer * 0.24)
      return {
        tag: 'g',
        attrs: { fill: paint(`p${layer & 1}`) },
        children: Array.from({ length: petals }, (_, index): ArtNode => ({ tag: 'path', attrs: { d: shape, transform: spin(((index + layer / 2) * 360) / petals) } })),
      }
    }),
  }
  const sparks = Array.from({ length: step }, (_, index): ArtNode => ({
    tag: 'circle',
    tone: tone(index % 2 ? 2 : 1),
    attrs: { cx: 50, cy: round(50 - orbit), r: index % 2 ? 0.8 : 1.4, fill: 'currentColor', transform: spin((index * 360) / step) },
  }))
  const heart: ArtNode = { tag: 'circle', tone: PAPER, attrs: { cx: 50, cy: 50, r: round(3 + step * 0.25), fill: 'currentColor', stroke: paint('p0'), 'stroke-width': '1.2' } }
  return {
    step,
    backdrop: [{ tag: 'defs', attrs: {}, children: glowDefs }, ...glowCircles, rings],
    emblem: [{ tag: 'defs', attrs: {}, children: petalDefs }, ...orbitRing, rosette, ...sparks, heart],
  }
}
