import type { CSSProperties } from 'react'

// Same rule as the service's color check (#hex, rgb[a]() or hsl[a]() with plain numbers): nothing
// else (url(), var(), expressions, `;`) can reach CSS from a theme record.
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/-]+\))$/i

/** The value when it is a color the card may use; undefined otherwise. */
function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return COLOR.test(text) ? text : undefined
}

/**
 * The card's CSS variables from an NFT theme. Only valid colors are set: a missing or rejected one
 * leaves the variable unset, so the stylesheet falls back to the engagekit theme's colors.
 */
export function themeStyle(theme: Record<string, unknown> | null | undefined): CSSProperties {
  const style: Record<string, string> = {}
  const background = safeColor(theme?.['backgroundColor'])
  const accent1 = safeColor(theme?.['accentColor1'])
  const accent2 = safeColor(theme?.['accentColor2'])
  if (background) style['--ek-nft-background'] = background
  if (accent1) style['--ek-nft-accent-1'] = accent1
  if (accent2) style['--ek-nft-accent-2'] = accent2
  return style as CSSProperties
}
