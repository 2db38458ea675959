'use client'
import { useEffect, useState } from 'react'
import type { LocaleMessages } from './LocaleMessages.js'
import { loadedLocaleMessages, loadLocaleMessages } from './loadLocaleMessages.js'
import type { SupportedLocale } from './supportedLocales.js'

/** The messages of `locale`: undefined (English) until its chunk has loaded, at once when it has already. */
export function useLocaleMessages(locale: SupportedLocale): LocaleMessages | undefined {
  const [state, setState] = useState<{ locale: SupportedLocale; messages: LocaleMessages | undefined }>(() => ({ locale, messages: loadedLocaleMessages(locale) }))
  useEffect(() => {
    let live = true
    void loadLocaleMessages(locale).then((messages) => {
      if (live) setState((current) => (current.locale === locale && current.messages === messages ? current : { locale, messages }))
    })
    return () => {
      live = false
    }
  }, [locale])
  return state.locale === locale ? state.messages : loadedLocaleMessages(locale)
}
