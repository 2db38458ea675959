'use client'
import { useSyncExternalStore } from 'react'
import { browserLanguages, resolveLocale, type SupportedLocale } from './supportedLocales.js'

const subscribe = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}
const browserLocale = () => resolveLocale(browserLanguages())
// Server rendering and hydration use English, so the first client render matches the server's HTML; the browser's
// language follows at once.
const serverLocale = (): SupportedLocale => 'en'

/** The locale to show: `requested` when given (resolved to a shipped one), else the browser's language. */
export function useResolvedLocale(requested: string | undefined): SupportedLocale {
  const browser = useSyncExternalStore(subscribe, browserLocale, serverLocale)
  return requested === undefined || requested === '' ? browser : resolveLocale(requested)
}
