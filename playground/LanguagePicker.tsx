import { localeNames } from './localeNames.js'
import { directionOf, resolveLocale, supportedLocales, type SupportedLocale } from '../src/react/locales/supportedLocales.js'

/** The playground's language switch: sets the components' language (and with it their direction). */
export function LanguagePicker({ locale, onChange }: { locale: SupportedLocale; onChange: (locale: SupportedLocale) => void }) {
  return (
    <label className="pg-theme pg-language">
      <span>Language</span>
      <select value={locale} onChange={(event) => onChange(resolveLocale(event.target.value))}>
        {supportedLocales.map((value) => (
          <option key={value} value={value} lang={value} dir={directionOf(value)}>
            {localeNames[value]}
          </option>
        ))}
      </select>
    </label>
  )
}
