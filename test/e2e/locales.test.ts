import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ar from '../../src/react/locales/ar.js'
import fr from '../../src/react/locales/fr.js'
import { demo } from '../../src/service/seed/demo.js'
import { openPage, startHarness, storedMemberSession, type Harness } from './harness.js'

// The widget speaks each element's `lang`: a language's strings load when an element asks for it, and only then.

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
}, 120_000)

afterAll(async () => {
  await harness?.close()
})

const url = (path: string) => new URL(path, harness.examples.url).href
const page = (body: string) => `<!doctype html><html lang="en"><head><link rel="icon" href="data:,">
  <script type="module" src="/widget/engagekit.js" data-base-url="${harness.sandbox.url}" data-entity-id="${demo.entityId}"></script></head><body>${body}</body></html>`
/** The language chunks a page loaded, by name (`engagekit-fr-<hash>.js` → `fr`). */
const languageChunks = (requests: string[]) =>
  requests.map((request) => /\/engagekit-(es|fr|de|pt-BR|ja|ko|zh-CN|ru|tr|ar|hi)-[\w-]+\.js$/.exec(request)?.[1]).filter(Boolean)

describe('widget languages', () => {
  it('draws an element in its lang, Arabic right to left, loading those languages only', async () => {
    const session = await storedMemberSession(harness.sandbox)
    const { context, page: tab, log } = await openPage(harness, { wallet: false })
    try {
      await tab.addInitScript(({ key, value }) => localStorage.setItem(key, value), session)
      harness.pages.set(
        '/test/languages.html',
        page('<engage-level-progress lang="fr"></engage-level-progress><engage-skill-tree lang="ar"></engage-skill-tree><engage-metrics-panel></engage-metrics-panel>'),
      )
      await tab.goto(url('/test/languages.html'))
      const level = tab.locator('engage-level-progress')
      await level.getByRole('heading', { name: fr.LevelProgress.title }).waitFor()
      expect(await level.locator('.ek-root').getAttribute('lang')).toBe('fr')
      const skills = tab.locator('engage-skill-tree')
      await skills.getByRole('heading', { name: ar.SkillTree.title }).waitFor()
      expect(await skills.locator('.ek-root').getAttribute('dir')).toBe('rtl')
      expect(await skills.locator('.ek-root').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
      // No lang: the browser's language (English here), with no language chunk.
      await tab.locator('engage-metrics-panel').getByRole('heading', { name: 'Metrics', exact: true }).waitFor()
      expect(languageChunks(log.requests).sort()).toEqual(['ar', 'fr'])

      // A changed lang is followed.
      await tab.evaluate(() => document.querySelector('engage-level-progress')!.setAttribute('lang', 'en'))
      await level.getByRole('heading', { name: 'Your level' }).waitFor()
      expect(log.errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
