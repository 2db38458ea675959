import type { SupportedLocale } from '../src/react/locales/supportedLocales.js'

/**
 * Each shipped language by its own name, for the playground's language picker and Storybook's "Language" toolbar. A fixed
 * list rather than `Intl.DisplayNames`, so it reads the same in every browser and starts with a capital.
 */
export const localeNames: Readonly<Record<SupportedLocale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  ru: 'Русский',
  tr: 'Türkçe',
  ar: 'العربية',
  hi: 'हिन्दी',
}
