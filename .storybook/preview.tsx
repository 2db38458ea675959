import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
import { localeNames } from '../playground/localeNames.js'
import { supportedLocales } from '../src/react/locales/supportedLocales.js'
import { startWorker } from '../stories/support/startWorker.js'
import { createStoryEnvironment, releaseStoryEnvironment, storyEnvironment } from '../stories/support/storyEnvironment.js'
import { UsageDocsPage } from '../stories/support/UsageDocsPage.js'
import { withEngagement } from '../stories/support/withEngagement.js'

// `npm test` runs the browser next to the other test projects on small machines: waitFor and findBy* in play
// functions get 5 s instead of 1 s, so a busy CPU is not mistaken for a broken story.
configure({ asyncUtilTimeout: 5000 })

const preview: Preview = {
  // Every story's sandbox can be made slow or failing from the toolbar, to see each loading and error state.
  globalTypes: {
    faults: {
      description: 'Faults the sandbox injects into every API request',
      toolbar: {
        title: 'Faults',
        icon: 'lightning',
        dynamicTitle: true,
        items: [
          { value: 'off', title: 'No faults' },
          { value: 'slow', title: 'Slow (0.8 to 2 s)' },
          { value: 'flaky', title: 'Flaky (30% fail with 503)' },
          { value: 'down', title: 'Down (every request 503)' },
          { value: 'unreachable', title: 'Unreachable (connections dropped)' },
        ],
      },
    },
    // Every story in any of the twelve languages, right to left for Arabic (stories/support/withEngagement.tsx).
    locale: {
      description: 'The language of the components (the provider’s locale and the canvas’s direction)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: supportedLocales.map((locale) => ({ value: locale, title: localeNames[locale], right: locale })),
      },
    },
  },
  // English by default: the visual references do not follow the browser's language.
  initialGlobals: { faults: 'off', locale: 'en' },
  // Loaders of one level run together: the worker starts while the story's sandbox is being seeded.
  loaders: [
    mswLoader(startWorker),
    async (context) => ({ engagekit: await createStoryEnvironment(context.id, context.parameters.engagekit, context.globals['faults']) }),
  ],
  beforeEach(context) {
    const environment = storyEnvironment(context)
    return () => releaseStoryEnvironment(environment)
  },
  decorators: [withEngagement],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { page: UsageDocsPage },
    // Any axe violation fails the story, in the test run as in the a11y panel.
    a11y: { test: 'error' },
  },
}

export default preview
