import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { LevelProgress } from '../../src/react/components/LevelProgress/LevelProgress.js'
import { useEntity } from '../../src/react/hooks/useEntity.js'
import { useUserMetrics } from '../../src/react/hooks/useUserMetrics.js'
import { useSession } from '../../src/react/useSession.js'
import { demo } from '../../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './parameters.js'
import { storyEnvironment } from './storyEnvironment.js'

/** A bare probe of the story environment: what the provider sees and what the service answers. */
function EnvironmentProbe() {
  const session = useSession()
  const entity = useEntity()
  const counters = useUserMetrics()
  return (
    <section aria-label="Story environment">
      <p>
        Session: <output aria-label="Session status">{session.status}</output>
      </p>
      <p>
        Entity:{' '}
        <output aria-label="Entity">{entity.isPending ? 'loading' : entity.isError ? `error: ${entity.error.message}` : entity.data.name}</output>
      </p>
      <p>
        Counters: <output aria-label="Counters">{counters.isPending ? 'waiting' : counters.isError ? 'error' : Object.keys(counters.data).length}</output>
      </p>
      {session.status === 'connected' || session.status === 'error' ? (
        <button type="button" onClick={() => void session.signIn()}>
          Sign in
        </button>
      ) : null}
      {session.error ? <p role="alert">{session.error.message}</p> : null}
    </section>
  )
}

const meta = {
  title: 'Internals/Story environment',
  component: EnvironmentProbe,
  // A test of the story setup itself: it runs with the other stories but stays out of the published sidebar.
  tags: ['!dev', '!autodocs'],
} satisfies Meta<typeof EnvironmentProbe>

export default meta
type Story = StoryObj<typeof meta>

/** The default: the demo member signed in, the demo sandbox served over msw on the page's origin. */
export const SignedInMember: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByLabelText('Entity')).toHaveTextContent(/\w/))
    await waitFor(() => expect(canvas.getByLabelText('Entity')).not.toHaveTextContent('loading'))
    const { sandbox, requests } = storyEnvironment({ loaded })
    await expect(canvas.getByLabelText('Entity')).toHaveTextContent(sandbox.state.entities[demo.entityId]!.entity.name)
    await expect(canvas.getByLabelText('Session status')).toHaveTextContent('signed-in')
    await waitFor(() => expect(canvas.getByLabelText('Counters')).not.toHaveTextContent('waiting'))
    await expect(requests).toContain(`GET /api/entities/${demo.entityId}`)
  },
}

/** `prepare` changes this story's sandbox only. */
export const Prepared: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.entity.name = '<img src=x onerror=alert(1)> A very long community name that keeps going'
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByLabelText('Entity')).toHaveTextContent('<img src=x onerror=alert(1)> A very long'))
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(canvas.getByLabelText('Entity')).toHaveTextContent('loading')
  },
}

export const ServiceError: Story = {
  parameters: { engagekit: { respond: 'error' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByLabelText('Entity')).toHaveTextContent(/^error: /))
  },
}

/** Only the matching path fails: the entity loads, the member's counters do not. */
export const FailPath: Story = {
  parameters: { engagekit: { failPath: /\/users\/[^/]+\/metrics$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByLabelText('Counters')).toHaveTextContent('error'))
    // The counters may fail before the entity has loaded: it loads, and does not fail.
    await waitFor(() => expect(canvas.getByLabelText('Entity')).toHaveTextContent(/\w/))
    await waitFor(() => expect(canvas.getByLabelText('Entity')).not.toHaveTextContent(/error|loading/))
  },
}

export const EmptySandbox: Story = {
  parameters: { engagekit: { seed: 'empty', as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByLabelText('Entity')).toHaveTextContent(/^error: /))
    await expect(canvas.getByLabelText('Session status')).toHaveTextContent('disconnected')
  },
}

/** A story's own msw handlers take precedence over the sandbox. */
export const StoryHandler: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`*/api/entities/${demo.entityId}`, () => HttpResponse.json({ success: true, data: { id: demo.entityId, name: 'Overridden by the story' } })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByLabelText('Entity')).toHaveTextContent('Overridden by the story'))
  },
}

/** The demo wallet is connected through wagmi; signing in goes over the network to the sandbox. */
export const WalletSignIn: Story = {
  parameters: { engagekit: { as: 'wallet' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByLabelText('Session status')).toHaveTextContent('connected'))
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(canvas.getByLabelText('Session status')).toHaveTextContent('signed-in'))
    await waitFor(() => expect(canvas.getByLabelText('Counters')).not.toHaveTextContent('waiting'))
    await expect(storyEnvironment({ loaded }).requests).toContain('GET /api/token')
  },
}

export const WalletRejects: Story = {
  parameters: { engagekit: { as: 'wallet', wallet: { rejectSignatures: true } } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByLabelText('Session status')).toHaveTextContent('connected'))
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(canvas.getByLabelText('Session status')).toHaveTextContent('error'))
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}

export const DarkNarrow: Story = {
  parameters: { engagekit: { theme: 'dark', width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-engagekit-story]')!
    await expect(box.getBoundingClientRect().width).toBe(320)
  },
}

/** The toolbar's "Faults" menu: here "down", so the sandbox answers every request with 503. */
export const FaultsDown: Story = {
  globals: { faults: 'down' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByLabelText('Entity')).toHaveTextContent(/^error: .*503|unavailable/i))
    // The session was registered before the faults went on: the story is signed in, its requests fail.
    await expect(canvas.getByLabelText('Session status')).toHaveTextContent('signed-in')
    await expect(storyEnvironment({ loaded }).faults).toBe('down')
  },
}

/** "Unreachable": connections are dropped, and the page sees a network error. */
export const FaultsUnreachable: Story = {
  globals: { faults: 'unreachable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByLabelText('Entity')).toHaveTextContent(/^error: .*could not be reached/))
  },
}

/** The toolbar's "Language": here Arabic, so the components speak Arabic and the canvas runs right to left. */
export const LanguageArabic: Story = {
  globals: { locale: 'ar' },
  render: () => <LevelProgress />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: 'مستواك' })
    await expect(canvasElement.querySelector('[data-engagekit-story]')).toHaveAttribute('dir', 'rtl')
    await expect(canvasElement.querySelector('.ek-level-progress')).toHaveAttribute('lang', 'ar')
  },
}

/** The default "Language" is English, left to right: what the visual references are drawn in. */
export const LanguageDefault: Story = {
  render: () => <LevelProgress />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: 'Your level' })
    await expect(canvasElement.querySelector('[data-engagekit-story]')).toHaveAttribute('dir', 'ltr')
  },
}
