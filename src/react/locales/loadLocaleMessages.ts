import type { LocaleMessages } from './LocaleMessages.js'
import type { SupportedLocale } from './supportedLocales.js'

type Loader = () => Promise<{ default: LocaleMessages }>

// One chunk per language: an app (or a page of the widget) loads only the one it shows, and none for English.
const loaders: Record<Exclude<SupportedLocale, 'en'>, Loader> = {
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  'zh-CN': () => import('./zh-CN.js'),
  ru: () => import('./ru.js'),
  tr: () => import('./tr.js'),
  ar: () => import('./ar.js'),
  hi: () => import('./hi.js'),
}

const loaded = new Map<SupportedLocale, LocaleMessages | undefined>()
const loading = new Map<SupportedLocale, Promise<LocaleMessages | undefined>>()

/** The messages of a locale when they have loaded already (English: none, the components' defaults are English). */
export function loadedLocaleMessages(locale: SupportedLocale): LocaleMessages | undefined {
  return loaded.get(locale)
}

/**
 * Loads the messages of a locale once per page, however many components ask. Resolves to undefined for English, and
 * when the chunk cannot load (the components then stay in English rather than fail).
 */
export function loadLocaleMessages(locale: SupportedLocale): Promise<LocaleMessages | undefined> {
  if (locale === 'en') return Promise.resolve(undefined)
  let promise = loading.get(locale)
  if (!promise) {
    promise = loaders[locale]().then(
      (module) => (loaded.set(locale, module.default), module.default),
      () => (loading.delete(locale), undefined),
    )
    loading.set(locale, promise)
  }
  return promise
}
