// Every story drawn in real Chromium, light and dark, at 360 and 1280 px, compared with the reference images under
// test/visual/references (after a deliberate change of look: `npm run test:visual -- -u`, then review the images).
// At 320 px no story may scroll sideways.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import * as preview from '../../.storybook/preview.js'
import { setStoryTheme } from '../../stories/support/storyTheme.js'
import { horizontalOverflow } from './horizontalOverflow.js'

setProjectAnnotations([preview])

type StoryModule = Parameters<typeof composeStories>[0]
/** A story's `parameters.visual.mask`: selectors of what differs on every run (a new key, the test server's port), drawn as a plain box. */
type VisualParameters = { visual?: { mask?: string[]; toasts?: boolean } }
type RunnableStory = { run: (context: { canvasElement: HTMLElement }) => Promise<void>; parameters?: VisualParameters }
const modules = import.meta.glob<StoryModule>('../../stories/*.stories.tsx', { eager: true })

const widths = [1280, 360] as const
const themes = ['light', 'dark'] as const
const canvasBackground = { light: '#ffffff', dark: '#0b0c10' }

// The moment a screenshot is taken is not the moment a transition ends: motion is switched off for the pictures.
// Platform widgets that Chromium builds draw differently (a textarea's resize grip, scrollbars) are hidden, so a new
// Chromium from Debian does not change the pictures; the layout keeps their room (scrollbar-gutter stays as it is).
// A save's toast goes away after five seconds, maybe between two of a story's pictures: it is left out of them (the
// stories' play functions check it is said; docs/design.md shows it). Stories of the toasts themselves
// (`parameters.visual.toasts`) keep them, shown until closed.
const still = document.createElement('style')
const stillRules = [
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  'textarea { resize: none !important; }',
  '.ek-toasts { visibility: hidden !important; }',
  '* { scrollbar-color: transparent transparent !important; }',
  '::-webkit-scrollbar, ::-webkit-scrollbar-thumb, ::-webkit-scrollbar-track, ::-webkit-scrollbar-corner { background: transparent !important; }',
]

// Taller than any story: a page made taller just before a screenshot is not always painted below its old height.
const pageHeight = 3200

/** Sizes the page to `width`, and taller if the frame needs it. */
async function fitViewport(width: number, frame: HTMLElement) {
  const height = Math.ceil(frame.getBoundingClientRect().height)
  await page.viewport(width, Math.max(pageHeight, height))
  // A resized page is painted at the next frames, not at once.
  for (let frames = 0; frames < 2; frames++) await new Promise(requestAnimationFrame)
}

/** Waits (up to 5 s) until every picture in the frame has loaded or failed: a picture half-way is no picture to compare. */
async function imagesSettled(frame: HTMLElement) {
  const deadline = Date.now() + 5000
  while (Date.now() < deadline && [...frame.querySelectorAll('img')].some((image) => !image.complete)) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await Promise.all([...frame.querySelectorAll('img')].map((image) => image.decode().catch(() => {})))
}

beforeAll(() => {
  document.body.style.margin = '0'
})
afterAll(() => setStoryTheme(undefined))

for (const [path, module] of Object.entries(modules)) {
  const file = path.split('/').at(-1)!.replace('.stories.tsx', '')
  describe(file, () => {
    for (const [name, story] of Object.entries(composeStories(module) as Record<string, RunnableStory>)) {
      it(name, async () => {
        setStoryTheme(undefined)
        await page.viewport(1280, pageHeight)
        const frame = document.createElement('div')
        frame.style.padding = '16px'
        frame.style.background = canvasBackground.light
        const canvasElement = document.createElement('div')
        frame.append(canvasElement)
        document.body.append(frame)
        try {
          // A failing play function is the storybook project's finding; here the picture of where it got to is compared.
          await story.run({ canvasElement }).catch(() => {})
          const hidden = story.parameters?.visual?.toasts ? stillRules.filter((rule) => !rule.startsWith('.ek-toasts')) : stillRules
          still.textContent = hidden.join('\n')
          document.head.append(still)
          await document.fonts.ready
          for (const theme of themes) {
            setStoryTheme(theme)
            frame.style.background = canvasBackground[theme]
            for (const width of widths) {
              await fitViewport(width, frame)
              await imagesSettled(frame)
              const mask = (story.parameters?.visual?.mask ?? []).flatMap((selector) => [...document.querySelectorAll(selector)])
              await expect.element(page.elementLocator(frame)).toMatchScreenshot(`${file}-${name}-${theme}-${width}`, mask.length > 0 ? { screenshotOptions: { mask, maskColor: '#8a8f98' } } : {})
            }
          }
          await page.viewport(320, 900)
          expect(horizontalOverflow()).toEqual([])
        } finally {
          still.remove()
          frame.remove()
        }
      })
    }
  })
}
