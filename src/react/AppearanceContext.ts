'use client'
import { createContext } from 'react'
import type { LocaleMessages } from './locales/LocaleMessages.js'
import type { SupportedLocale } from './locales/supportedLocales.js'

/** Color scheme of the components: fixed, or `auto` to follow the system setting. */
export type EngagementTheme = 'light' | 'dark' | 'auto'

/** Page-wide look of engagekit's components, set on {@link EngagementProvider}. */
export type Appearance = {
  /** Default color scheme; default 'auto'. */
  theme?: EngagementTheme | undefined
  /** Nonce for the <style> element, when the page's CSP requires one. */
  nonce?: string | undefined
  /** Set false when the app links `engagekit/styles.css` itself. */
  injectStyles?: boolean | undefined
  /** Where menus and dialogs render; default document.body. */
  portalContainer?: HTMLElement | null | undefined
  /** IPFS gateways for ipfs:// images, tried in order; default public gateways (see `defaultIpfsGateways`). */
  ipfsGateways?: readonly string[] | undefined
  /** What to call metrics, by name: `{ xp: 'Experience' }`; others are their names made readable ("Events attended"). */
  metricLabels?: Readonly<Record<string, string>> | undefined
  /** The language shown (a shipped one); undefined renders English without setting `lang`. */
  locale?: SupportedLocale | undefined
  /** Its strings, once loaded; undefined for English (the defaults) and while they load. */
  messages?: LocaleMessages | undefined
}

/** Carries {@link Appearance} from the provider (or the widget) to every component. */
export const AppearanceContext = createContext<Appearance>({})
