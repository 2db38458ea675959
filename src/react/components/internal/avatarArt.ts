/** A generated avatar as CSS: two crisp discs over a field of two neighbouring colours. */
export type AvatarArt = {
  /** The `background-image` that draws it (no ids, no markup: the same in every root and document). */
  backgroundImage: string
}

/** FNV-1a over the text, then a murmur3 finish, so every bit of the result depends on every character. */
function hashOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0
  return (hash ^ (hash >>> 16)) >>> 0
}

/**
 * The picture a person has before they choose one, drawn from their address: the same address gives the same
 * picture in every component, and addresses that differ by one character look unlike each other. Neighbouring hues at
 * even lightness (OKLCH) keep every face harmonious; positions are in percent, so it is sharp at any size.
 */
export function avatarArt(address: string): AvatarArt {
  const colour = hashOf(address.toLowerCase())
  const layout = hashOf(`${address.toLowerCase()}:layout`)
  const hue = colour % 360
  const next = (hue + 30 + ((colour >>> 9) % 50)) % 360
  const angle = (colour >>> 17) % 360
  const at = (shift: number, min: number, span: number) => min + ((layout >>> shift) % span)
  // A large light disc leaning out of one side, and a small deep one lower on the other.
  const big = { x: at(0, 10, 25) + (layout & 1 ? 55 : 0), y: at(5, 10, 70), r: at(10, 32, 18) }
  const small = { x: 100 - big.x + at(15, -8, 16), y: at(20, 62, 26), r: at(25, 12, 10) }
  const disc = (d: { x: number; y: number; r: number }, color: string) =>
    `radial-gradient(circle at ${d.x}% ${d.y}%, ${color} ${d.r}%, transparent calc(${d.r}% + 0.5px))`
  return {
    backgroundImage: [
      disc(small, `oklch(38% 0.13 ${(hue + 320) % 360} / 0.55)`),
      disc(big, `oklch(96% 0.05 ${(next + 25) % 360} / 0.5)`),
      `linear-gradient(${angle}deg, oklch(74% 0.15 ${hue}), oklch(56% 0.19 ${next}))`,
    ].join(', '),
  }
}
