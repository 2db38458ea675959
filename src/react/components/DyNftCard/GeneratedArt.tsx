import { useId } from 'react'

/** FNV-1a: the same text always gives the same number, and a near text a far one. */
function hash(text: string): number {
  let value = 2166136261
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16777619)
  return value >>> 0 || 1
}

const round = (value: number) => Math.round(value * 100) / 100
const TONE = 'ek-dy-nft-card__tone-'
const PAPER = `${TONE}3`

/**
 * The card's art when its theme has no background image (or it failed to load): soft glows under a rosette. The
 * entity (`seed`) picks the composition: where the glows and the rings sit, the turn, the petals' count and shape, and
 * which theme color goes where, so two communities' cards differ at a glance. The level makes it richer: more and
 * larger petals, inner layers, more rings, an orbit with sparks. Colors are the theme's (the card's CSS variables,
 * through the tone classes), so the same entity, level and theme always draw the same picture.
 */
export function GeneratedArt({ seed, level }: { seed: string; level: number }) {
  const id = `ek${useId().replace(/\W/g, '')}`
  const step = Math.max(0, Math.min(12, Math.floor(level)))
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
  const tone = (index: number) => TONE + ((index + shift) % 3)
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
  return (
    <svg className="ek-dy-nft-card__generated" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" data-level={step}>
      <defs>
        {glows.map((_, index) => (
          <radialGradient key={index} id={`${id}g${index}`} className={tone(index)}>
            <stop offset="0" stopOpacity=".75" />
            <stop offset="1" stopOpacity="0" />
          </radialGradient>
        ))}
        {[0, 1].map((index) => (
          <linearGradient key={index} id={`${id}p${index}`} x2="0" y2="1">
            <stop offset="0" className={tone(index + 1)} />
            <stop offset="1" className={TONE + index} stopOpacity=".7" />
          </linearGradient>
        ))}
      </defs>
      {glows.map(([distance, radius], index) => (
        <circle key={index} cx="50" cy={round(50 - distance)} r={round(radius)} fill={paint(`g${index}`)} transform={spin(index * 120)} />
      ))}
      <g className={tone(2)} fill="none" stroke="currentColor" strokeOpacity=".4" strokeWidth=".5">
        {Array.from({ length: 2 + (step >> 1) }, (_, index) => (
          <circle key={index} cx={ringsX} cy={ringsY} r={18 + index * 9} />
        ))}
        {step > 0 && <circle cx="50" cy="50" r={round(orbit)} strokeOpacity=".8" strokeDasharray="1 2" />}
      </g>
      <g className={PAPER} stroke="currentColor" strokeWidth=".35" fillOpacity=".9">
        {Array.from({ length: 1 + (step >> 2) }, (_, layer) => {
          const shape = petal(1 - layer * 0.24)
          return (
            <g key={layer} fill={paint(`p${layer & 1}`)}>
              {Array.from({ length: petals }, (_, index) => (
                <path key={index} d={shape} transform={spin(((index + layer / 2) * 360) / petals)} />
              ))}
            </g>
          )
        })}
      </g>
      {Array.from({ length: step }, (_, index) => (
        <circle key={index} className={tone(index % 2 ? 2 : 1)} cx="50" cy={round(50 - orbit)} r={index % 2 ? 0.8 : 1.4} fill="currentColor" transform={spin((index * 360) / step)} />
      ))}
      <circle className={PAPER} cx="50" cy="50" r={round(3 + step * 0.25)} fill="currentColor" stroke={paint('p0')} strokeWidth="1.2" />
    </svg>
  )
}
