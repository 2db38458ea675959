import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MetricsPanel } from '../src/react/components/MetricsPanel/MetricsPanel.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const meta = {
  title: 'Components/MetricsPanel',
  component: MetricsPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A user’s counters for the entity’s metrics: short numbers (1.2k) with the exact value for screen readers, sortable by name or value, and a +1 for the entity’s admins and owners that shows at once and rolls back if the service refuses.',
      },
    },
  },
} satisfies Meta<typeof MetricsPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The value cell of a metric's row. */
function valueCell(canvasElement: HTMLElement, metric: string): HTMLElement {
  const row = within(canvasElement).getByRole('rowheader', { name: new RegExp(`^${metric}`, 'i') }).closest('tr')!
  return within(row).getAllByRole('cell')[0]!
}

/** The demo member, signed in, sees their own counters; no increment action. */
export const SignedInMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table', { name: 'Metrics' })
    await expect(valueCell(canvasElement, 'xp')).toHaveTextContent('340')
    await expect(canvas.queryByRole('button', { name: /^Add 1 to/ })).toBeNull()
  },
}

/** An admin gets a +1 per metric: the number changes at once. */
export const AdminIncrementing: Story = {
  parameters: { engagekit: { as: 'admin' } satisfies EngagekitStoryParameters },
  args: { locale: 'en-US' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const button = await canvas.findByRole('button', { name: 'Add 1 to Reviews' })
    await expect(valueCell(canvasElement, 'reviews')).toHaveTextContent('52')
    await userEvent.click(button)
    await waitFor(() => expect(valueCell(canvasElement, 'reviews')).toHaveTextContent('53'))
    const { sandbox } = storyEnvironment({ loaded })
    await waitFor(() => expect(sandbox.state.entities[demo.entityId]!.counters[demo.accounts.admin.address]?.['aurora-reviews']).toBe(53))
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The owner credits a member: `userAddress` picks whose counters are shown (and incremented). */
export const OwnerCreditingAMember: Story = {
  parameters: { engagekit: { as: 'owner' } satisfies EngagekitStoryParameters },
  args: { userAddress: demo.accounts.member.address, incrementBy: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Add 10 to XP' }))
    await waitFor(() => expect(valueCell(canvasElement, 'xp')).toHaveTextContent('350'))
  },
}

/** The service refuses the increment: the number goes back and the error says why, with a retry. */
export const IncrementRolledBack: Story = {
  parameters: { engagekit: { as: 'admin', failPath: /\/users\/[^/]+\/metrics\/[^/]+$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Add 1 to Reviews' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(/^Couldn’t add to Reviews: /)
    await expect(valueCell(canvasElement, 'reviews')).toHaveTextContent('52')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Sort buttons in the column headers; `aria-sort` tells assistive technology the order. */
export const Sorting: Story = {
  args: { defaultSort: { key: 'value', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    const metricHeader = canvas.getByRole('columnheader', { name: /Metric/ })
    await expect(canvas.getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'descending')
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(/^XP/)
    await userEvent.click(within(metricHeader).getByRole('button'))
    await expect(metricHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(/^Contributions/)
  },
}

/** Only the metrics asked for, in that order. */
export const ChosenMetrics: Story = {
  args: { metrics: ['reviews', 'xp', 'referrals'], sortable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent)).toEqual(['Reviews', 'XP', 'Referrals'])
  },
}

/** A thousand metrics with long names: shown a hundred at a time in a scroll area, sorting stays quick. */
export const ThousandMetrics: Story = {
  parameters: {
    engagekit: {
      as: 'admin',
      prepare: (sandbox) => {
        const entity = sandbox.state.entities[demo.entityId]!
        entity.metrics = Array.from({ length: 1000 }, (_, index) => ({
          id: `metric-${index}`,
          name: index % 97 === 0 ? `an_exceptionally_long_metric_name_that_never_seems_to_end_${index}_with_no_spaces_at_all` : `metric ${index}`,
          description: index % 5 === 0 ? 'A description long enough to wrap onto a second line on narrow screens, to see how rows grow.' : '',
          type: 'count',
        }))
        entity.counters[demo.accounts.admin.address] = Object.fromEntries(entity.metrics.map((metric, index) => [metric.id, (index * 7919) % 1_250_000]))
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    await expect(canvas.getByText('Showing 100 of 1,000')).toBeVisible()
    const started = performance.now()
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Value/ })).getByRole('button'))
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'descending'))
    await expect(performance.now() - started).toBeLessThan(1000)
    await userEvent.click(canvas.getByRole('button', { name: 'Show 100 more' }))
    await waitFor(() => expect(canvas.getByText('Showing 200 of 1,000')).toBeVisible())
    // The table scrolls inside the panel, so the scroll area is a focusable, named region.
    await expect(canvas.getByRole('region', { name: 'Metrics' })).toHaveAttribute('tabindex', '0')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.metrics = []
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No metrics yet')).toBeVisible()
  },
}

export const ServiceError: Story = {
  parameters: { engagekit: { respond: 'error' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t load metrics.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Signed out: a clear hint; metric names passed in are listed without values. */
export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  args: { metrics: ['xp', 'contributions', 'reviews'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Sign in to see your metrics.')).toBeVisible()
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(3)
  },
}

/** A wallet is connected but not signed in: the hint offers to sign in. */
export const WalletConnected: Story = {
  parameters: { engagekit: { as: 'wallet' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    await canvas.findByRole('table', {}, { timeout: 5000 })
  },
}

export const Dark: Story = {
  parameters: { engagekit: { as: 'owner', theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table')
    await expect(canvasElement.querySelector('.ek-metrics-panel')).toHaveAttribute('data-ek-theme', 'dark')
  },
}

export const Narrow: Story = {
  parameters: { engagekit: { as: 'admin', width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table')
    const root = canvasElement.querySelector<HTMLElement>('.ek-metrics-panel')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
  },
}

/** Every string can be replaced, e.g. to translate. */
export const Translated: Story = {
  args: {
    labels: {
      title: 'Kennzahlen',
      metricColumn: 'Kennzahl',
      valueColumn: 'Wert',
      actionsColumn: 'Aktionen',
      empty: 'Noch keine Kennzahlen',
      increment: (metric, amount) => `${amount} zu ${metric} hinzufügen`,
    },
    locale: 'de-DE',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Kennzahlen' })).toBeVisible()
  },
}

/** The provider's `locale="fr"`: French strings, numbers as French writes them. */
export const French: Story = {
  parameters: { engagekit: { locale: 'fr' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ek-metrics-panel[lang="fr"]')).not.toBeNull())
    await within(canvasElement).findByRole('table')
  },
}
