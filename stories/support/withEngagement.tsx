import type { Decorator } from '@storybook/react-vite'
import { useEffect, type ReactNode } from 'react'
import { EngagementProvider } from '../../src/react/EngagementProvider.js'
import { directionOf, resolveLocale } from '../../src/react/locales/supportedLocales.js'
import { demo } from '../../src/service/seed/demo.js'
import { storyEnvironment, switchStoryFaults, type StoryEnvironment, type StoryFaults } from './storyEnvironment.js'
import { useForcedStoryTheme } from './storyTheme.js'

// The page behind a dark story matches the components' dark background, so the canvas looks like a dark app.
const darkCanvas = '#0b0c10'
const darkCanvasText = '#eef0f4'

/**
 * Puts every story inside an `EngagementProvider` on its own sandbox (served over msw on the page's origin),
 * with the theme and width its `parameters.engagekit` asks for, in the language of the toolbar's "Language" (English
 * by default; a story written for one language, `parameters.engagekit.locale`, keeps it).
 */
export const withEngagement: Decorator = (Story, context) => (
  <StoryCanvas
    environment={storyEnvironment(context)}
    faults={context.globals['faults'] as StoryFaults | undefined}
    language={context.globals['locale'] as string | undefined}
  >
    <Story />
  </StoryCanvas>
)

type StoryCanvasProps = { environment: StoryEnvironment; faults: StoryFaults | undefined; language: string | undefined; children: ReactNode }

function StoryCanvas({ environment, faults, language, children }: StoryCanvasProps) {
  const { parameters, client, queryClient, session, wagmiConfig } = environment
  const theme = useForcedStoryTheme() ?? parameters.theme ?? 'light'
  const locale = resolveLocale(parameters.locale ?? language ?? 'en')
  return (
    <EngagementProvider
      baseUrl={client.baseUrl}
      entityId={demo.entityId}
      client={client}
      queryClient={queryClient}
      session={session}
      wagmiConfig={wagmiConfig}
      storage="memory"
      theme={theme}
      locale={locale}
    >
      <FaultSwitch environment={environment} faults={faults} />
      <div
        data-engagekit-story=""
        // The canvas takes the language's direction too, so a story is laid out as an app in that language would be.
        dir={directionOf(locale)}
        style={{
          width: parameters.width,
          maxWidth: '100%',
          boxSizing: 'border-box',
          padding: theme === 'dark' ? 16 : undefined,
          background: theme === 'dark' ? darkCanvas : undefined,
          color: theme === 'dark' ? darkCanvasText : undefined,
        }}
      >
        {children}
      </div>
    </EngagementProvider>
  )
}

/** Applies the toolbar's "Faults" choice to a story already on screen, and asks again for everything it shows. */
function FaultSwitch({ environment, faults }: { environment: StoryEnvironment; faults: StoryFaults | undefined }) {
  useEffect(() => {
    if (switchStoryFaults(environment, faults)) void environment.queryClient.resetQueries()
  }, [environment, faults])
  return null
}
