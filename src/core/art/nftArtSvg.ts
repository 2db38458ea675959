import { nftArt, type ArtNode, type ArtTone } from './nftArt.js'

/** The theme colors an NFT's art is painted in (a theme record's fields; any may be missing or invalid). */
export type NftArtColors = {
  backgroundColor?: unknown
  accentColor1?: unknown
  accentColor2?: unknown
}

// The service's color rule (#hex, rgb[a]() or hsl[a]() with plain numbers): nothing else reaches the picture.
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/-]+\))$/i

function color(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return COLOR.test(text) ? text : undefined
}

/** #rgb, #rrggbb (alpha ignored) or rgb(r g b) as numbers; undefined for what cannot be mixed here (hsl()). */
function channels(value: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)?.[1]
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6)
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number]
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(value)
  return rgb ? ([rgb[1], rgb[2], rgb[3]].map((part) => Math.min(255, Number(part))) as [number, number, number]) : undefined
}

/** `share` of `a` over `b`, as the card's CSS color-mix() in sRGB; `a` alone when either cannot be read. */
function mix(a: string, b: string, share: number): string {
  const [first, second] = [channels(a), channels(b)]
  if (!first || !second) return a
  const hex = first.map((channel, index) => Math.round(channel * share + second[index]! * (1 - share)).toString(16).padStart(2, '0'))
  return `#${hex.join('')}`
}

/** The four tones from a theme, with the card's own fallbacks (a violet accent on a soft paper) for what it lacks. */
export function nftArtTones(colors: NftArtColors): Record<ArtTone, string> {
  const ink = color(colors.accentColor1) ?? '#6d5dfc'
  const glow = color(colors.accentColor2) ?? mix(ink, '#ece9fe', 0.45)
  return { 0: ink, 1: glow, 2: mix(glow, '#ffffff', 0.55), 3: color(colors.backgroundColor) ?? '#ece9fe' }
}

const escape = (value: string | number) => String(value).replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

function write(node: ArtNode, tones: Record<ArtTone, string>): string {
  const attrs = Object.entries(node.attrs).map(([name, value]) => ` ${name}="${escape(value)}"`)
  if (node.tone !== undefined) attrs.push(` color="${escape(tones[node.tone])}"`)
  const children = node.children?.map((child) => write(child, tones)).join('') ?? ''
  return `<${node.tag}${attrs.join('')}${children ? `>${children}</${node.tag}>` : '/>'}`
}

/**
 * The generated art of an NFT as a standalone SVG document, `size` pixels square: the picture {@link nftArt} draws
 * for the entity and level, painted in the theme's colors over a gradient of its background. `part` 'backdrop' draws
 * the ground without the emblem (what the sandbox serves as a theme's background image: the card draws the member's
 * level emblem over it).
 */
export function nftArtSvg({ seed, level, colors, part = 'all', size = 600 }: { seed: string; level: number; colors: NftArtColors; part?: 'all' | 'backdrop'; size?: number }): string {
  const tones = nftArtTones(colors)
  const art = nftArt({ seed, level, id: 'a' })
  const { step } = art
  const nodes = part === 'all' ? [...art.backdrop, ...art.emblem] : art.backdrop
  const backdrop =
    `<linearGradient id="abg" x1="0" y1="0" x2=".34" y2="1"><stop offset=".3" stop-color="${escape(tones[3])}"/>` +
    `<stop offset="1" stop-color="${escape(mix(tones[3], tones[0], 0.65))}"/></linearGradient>`
  const body = nodes.map((node) => write(node, tones)).join('').replace('<defs>', `<defs>${backdrop}`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}" data-level="${step}">` +
    `<rect width="100" height="100" fill="url(#abg)"/>${body}</svg>`
  )
}
