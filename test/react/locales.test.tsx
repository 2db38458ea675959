import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppearanceContext } from '../../src/react/AppearanceContext.js'
import { LevelProgress } from '../../src/react/components/LevelProgress/LevelProgress.js'
import { defaultLevelProgressLabels } from '../../src/react/components/LevelProgress/LevelProgressLabels.js'
import { NumberText } from '../../src/react/components/internal/NumberText.js'
import { mergeLabels } from '../../src/react/components/internal/useLabels.js'
import ar from '../../src/react/locales/ar.js'
import de from '../../src/react/locales/de.js'
import fr from '../../src/react/locales/fr.js'
import { loadLocaleMessages } from '../../src/react/locales/loadLocaleMessages.js'
import type { LocaleMessages } from '../../src/react/locales/LocaleMessages.js'
import { resolveLocale, supportedLocales } from '../../src/react/locales/supportedLocales.js'
import { createTestEngagement, renderWithEngagement } from './renderWithEngagement.js'

afterEach(() => vi.unstubAllGlobals())

const heading = () => screen.findByRole('heading', { level: 2 })

describe('locales', () => {
  it('resolves what is asked to a shipped locale: exact tags, then the language alone, else English', () => {
    expect(resolveLocale('fr-CA')).toBe('fr')
    expect(resolveLocale('PT')).toBe('pt-BR')
    expect(resolveLocale('pt_PT')).toBe('pt-BR')
    expect(resolveLocale('zh-TW')).toBe('zh-CN')
    expect(resolveLocale(['nl-NL', 'de-AT'])).toBe('de')
    expect(resolveLocale('nl')).toBe('en')
    expect(resolveLocale(undefined)).toBe('en')
  })

  it('shows the provider’s locale once its strings have loaded, with lang and dir on the component', async () => {
    const t = await createTestEngagement({ provider: { locale: 'fr' } })
    const view = renderWithEngagement(t, <LevelProgress />)
    await waitFor(async () => expect((await heading()).textContent).toBe(fr.LevelProgress.title))
    const root = view.container.querySelector('.ek-level-progress')!
    expect(root.getAttribute('lang')).toBe('fr')
    expect(root.getAttribute('dir')).toBe('ltr')
  })

  it('draws Arabic right to left', async () => {
    const t = await createTestEngagement({ provider: { locale: 'ar' } })
    const view = renderWithEngagement(t, <LevelProgress />)
    await waitFor(async () => expect((await heading()).textContent).toBe(ar.LevelProgress.title))
    expect(view.container.querySelector('.ek-level-progress')!.getAttribute('dir')).toBe('rtl')
  })

  it('follows the browser’s language by default, and falls back to English for one not shipped', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE', 'en'], language: 'de-DE' })
    const german = await createTestEngagement()
    const first = renderWithEngagement(german, <LevelProgress />)
    await waitFor(async () => expect((await heading()).textContent).toBe(de.LevelProgress.title))
    expect(first.container.querySelector('.ek-level-progress')!.getAttribute('lang')).toBe('de')
    first.unmount()

    vi.stubGlobal('navigator', { ...navigator, languages: ['nl-NL'], language: 'nl-NL' })
    const dutch = await createTestEngagement()
    const second = renderWithEngagement(dutch, <LevelProgress />)
    expect((await heading()).textContent).toBe(defaultLevelProgressLabels.title)
    // English takes the page's lang and dir (an app's own labels may be in any language).
    expect(second.container.querySelector('.ek-level-progress')!.hasAttribute('lang')).toBe(false)
  })

  it('lets labels win over the locale', async () => {
    const t = await createTestEngagement({ provider: { locale: 'fr' } })
    renderWithEngagement(t, <LevelProgress labels={{ title: 'Ton niveau' }} />)
    await waitFor(async () => expect((await heading()).textContent).toBe('Ton niveau'))
  })

  it('formats numbers in the locale shown', () => {
    render(
      <AppearanceContext.Provider value={{ locale: 'de' }}>
        <NumberText value={1234.5} locale={undefined} />
      </AppearanceContext.Provider>,
    )
    expect(screen.getByText('1.234,5')).toBeTruthy()
  })

  it('merges a locale key by key: nested groups too, and undefined labels are no labels', () => {
    const defaults = { title: 'Manage', tab: { settings: 'Settings', levels: 'Levels' }, retry: 'Try again' }
    const messages = { common: {}, admin: { retry: 'Réessayer' }, AdminPanel: { title: 'Gérer', tab: { settings: 'Réglages' } } } as unknown as LocaleMessages
    expect(mergeLabels(defaults, messages, ['AdminPanel'], { title: undefined, tab: { levels: 'Niveaux' } } as never)).toEqual({
      title: 'Gérer',
      tab: { settings: 'Réglages', levels: 'Niveaux' },
      retry: 'Réessayer',
    })
  })

  it('ships every language translated: each loads, and most of its strings differ from English', async () => {
    const english = mergeLabels(defaultLevelProgressLabels, undefined, [], undefined)
    for (const locale of supportedLocales.filter((code) => code !== 'en')) {
      const messages = await loadLocaleMessages(locale)
      expect(messages, locale).toBeDefined()
      const strings = Object.entries(messages!).flatMap(([, section]) => Object.values(section as Record<string, unknown>).filter((value): value is string => typeof value === 'string'))
      expect(strings.every((value) => value.trim() !== ''), locale).toBe(true)
      const level = mergeLabels(defaultLevelProgressLabels, messages, ['LevelProgress'], undefined)
      const changed = (['title', 'loading', 'error', 'signedOut', 'empty', 'emptyHint'] as const).filter((key) => level[key] !== english[key])
      expect(changed.length, locale).toBeGreaterThanOrEqual(5)
      expect(level.level(3)).toMatch(/3|٣|३/)
    }
  })

  it('names an NFT’s level trait in the language shown, as its level label does', async () => {
    for (const locale of supportedLocales.filter((code) => code !== 'en')) {
      const card = (await loadLocaleMessages(locale))!.DyNftCard
      const word = card.trait('level')
      expect(card.level(3), locale).toContain(word)
      // Other traits keep their readable names.
      expect(card.trait('events_attended'), locale).toBe('Events attended')
    }
  })

  it('writes numbers inside sentences as the language does (2.500 in German, ٢٬٥٠٠ in Arabic)', async () => {
    for (const locale of supportedLocales.filter((code) => code !== 'en')) {
      const messages = (await loadLocaleMessages(locale))!
      const written = (value: number) => new Intl.NumberFormat(locale).format(value)
      expect(messages.MetricsPanel.incrementText(1500), locale).toContain(written(1500))
      expect(messages.MembersTable.addReady(2500), locale).toContain(written(2500))
    }
  })
})
