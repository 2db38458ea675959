import { useState } from 'react'
import { browserLanguages, resolveLocale, type SupportedLocale } from '../src/react/locales/supportedLocales.js'

/** The language a link asks for (`?lang=ar`), else the browser's closest one. */
const languageOfUrl = (): SupportedLocale => resolveLocale(new URLSearchParams(location.search).get('lang') ?? browserLanguages())

/**
 * The playground's language and a way to change it, remembered in the page's URL (`?lang=…`, the view's `#admin`
 * kept), so a reload or a shared link opens in the same language.
 */
export function usePlaygroundLanguage(): [SupportedLocale, (locale: SupportedLocale) => void] {
  const [locale, setLocale] = useState(languageOfUrl)
  const change = (next: SupportedLocale) => {
    const url = new URL(location.href)
    url.searchParams.set('lang', next)
    history.replaceState(null, '', url)
    setLocale(next)
  }
  return [locale, change]
}
