/** The languages engagekit's components ship in. English is bundled; the others load when a page asks for them. */
export const supportedLocales = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'ru', 'tr', 'ar', 'hi'] as const

/** One of {@link supportedLocales}. */
export type SupportedLocale = (typeof supportedLocales)[number]

/** Languages written right to left, among those shipped. */
const rightToLeft = new Set<string>(['ar'])

/** The writing direction of a locale. */
export const directionOf = (locale: SupportedLocale): 'ltr' | 'rtl' => (rightToLeft.has(locale) ? 'rtl' : 'ltr')

/**
 * The shipped locale closest to what is asked, in order of preference: an exact tag (`pt-BR`, any letter case), then
 * its language alone (`fr-CA` → `fr`, `pt-PT` → `pt-BR`, `zh-TW` → `zh-CN`); English when none matches.
 */
export function resolveLocale(requested: string | readonly (string | undefined)[] | undefined): SupportedLocale {
  const list = typeof requested === 'string' ? [requested] : (requested ?? [])
  for (const tag of list) {
    if (typeof tag !== 'string' || tag.trim() === '') continue
    const lower = tag.trim().replace(/_/g, '-').toLowerCase()
    const exact = supportedLocales.find((locale) => locale.toLowerCase() === lower)
    if (exact) return exact
    const language = lower.split('-')[0]
    const sameLanguage = supportedLocales.find((locale) => locale.toLowerCase().split('-')[0] === language)
    if (sameLanguage) return sameLanguage
  }
  return 'en'
}

/** The browser's languages, best first (none on a server). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}
