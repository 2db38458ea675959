import type { Decorator } from '@storybook/react-vite'
import { useEffect, type ReactNode } from 'react'
import { EngagementProvider } from '../../src/react/EngagementProvider.js'
import { demo } from '../../src/service/seed/demo.js'
import { storyEnvironment, switchStoryFaults, type StoryEnvironment, type StoryFaults } from './storyEnvironment.js'
import { useForcedStoryTheme } from './storyTheme.js'

// The page behind a dark story matches the components' dark background, so the canvas looks like a dark app.
const darkCanvas = '#0b0c10'
const darkCanvasText = '#eef0f4'

/**
 * Puts every story inside an `EngagementProvider` on its own sandbox (served over msw on the page's origin),
 * with the theme and width its `parameters.engagekit` asks for.
 */
export const withEngagement: Decorator = (Story, context) => (
  <StoryCanvas environment={storyEnvironment(context)} faults={context.globals['faults'] as StoryFaults | undefined}>
    <Story />
  </StoryCanvas>
)

function StoryCanvas({ environment, faults, children }: { environment: StoryEnvironment; faults: StoryFaults | undefined; children: ReactNode }) {
  const { parameters, client, queryClient, session, wagmiConfig } = environment
  const theme = useForcedStoryTheme() ?? parameters.theme ?? 'light'
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
      locale={parameters.locale ?? 'en'}
    >
      <FaultSwitch environment={environment} faults={faults} />
      <div
        data-engagekit-story=""
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
