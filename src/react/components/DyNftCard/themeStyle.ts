// Same rule as the service's color check (#hex, rgb[a]() or hsl[a]() with plain numbers): nothing
// else (url(), var(), expressions, `;`) can reach CSS from a theme record.
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/-]+\))$/i

/** The value when it is a color the card may use; undefined otherwise. */
function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return COLOR.test(text) ? text : undefined
}

/** The card's CSS variables and the theme fields they come from. */
const themeVariables = [
  ['--ek-nft-background', 'backgroundColor'],
  ['--ek-nft-accent-1', 'accentColor1'],
  ['--ek-nft-accent-2', 'accentColor2'],
] as const

/**
 * Sets the card's CSS variables from an NFT theme through the CSSOM (a strict Content-Security-Policy blocks style
 * attributes, not this). Only valid colors are set: a missing or rejected one leaves the variable unset, so the
 * stylesheet falls back to the engagekit theme's colors.
 */
export function applyThemeStyle(style: CSSStyleDeclaration, theme: Record<string, unknown> | null | undefined): void {
  for (const [variable, field] of themeVariables) {
    const color = safeColor(theme?.[field])
    if (color) style.setProperty(variable, color)
    else style.removeProperty(variable)
  }
}
