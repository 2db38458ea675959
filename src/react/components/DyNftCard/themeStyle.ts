// Same rule as the service's color check (#hex, rgb[a]() or hsl[a]() with plain numbers): nothing
// else (url(), var(), expressions, `;`) can reach CSS from a theme record.
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/-]+\))$/i

/** The value when it is a color the card may use; undefined otherwise. */
export function safeColor(value: unknown): string | undefined {
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

/** Relative luminance 0 to 1 of a #hex, rgb() or hsl() color (alpha ignored); undefined when it cannot be read. */
function lightness(color: string): number | undefined {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1]
  let rgb: number[] | undefined
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6)
    rgb = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16))
  } else {
    const parts = /^rgba?\(\s*([\d.]+)%?[\s,]+([\d.]+)%?[\s,]+([\d.]+)%?/i.exec(color)
    if (parts) rgb = [parts[1], parts[2], parts[3]].map(Number)
    const hsl = /^hsla?\(\s*[\d.]+(?:deg)?[\s,]+[\d.]+%[\s,]+([\d.]+)%/i.exec(color)
    // Lightness as a rough luminance (a mid-grey hsl() sits near the middle of the scale).
    if (hsl) return (Number(hsl[1]) / 100) ** 2.2
  }
  if (!rgb || rgb.some((channel) => !Number.isFinite(channel))) return undefined
  // WCAG's relative luminance.
  const [r, g, b] = rgb.map((channel) => {
    const value = Math.min(255, channel) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Text that reads on the theme's background: near-white on a dark one, near-black on a light one. */
export function inkOn(background: string): string | undefined {
  const value = lightness(background)
  if (value === undefined) return undefined
  return value < 0.18 ? '#f8fafc' : '#0f172a'
}

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
  const background = safeColor(theme?.['backgroundColor'])
  const ink = background && inkOn(background)
  if (ink) style.setProperty('--ek-nft-on-paper', ink)
  else style.removeProperty('--ek-nft-on-paper')
  // The level badge in the first accent, with text that reads on it.
  const accent = safeColor(theme?.['accentColor1'])
  const badgeText = accent && inkOn(accent)
  for (const [variable, value] of [['--ek-nft-badge', badgeText ? accent : undefined], ['--ek-nft-badge-text', badgeText]] as const) {
    if (value) style.setProperty(variable, value)
    else style.removeProperty(variable)
  }
}

/** Whether the card wears its theme: a background color it can read (the text's color follows from it). */
export function isThemed(theme: Record<string, unknown> | null | undefined): boolean {
  const background = safeColor(theme?.['backgroundColor'])
  return Boolean(background && inkOn(background))
}
