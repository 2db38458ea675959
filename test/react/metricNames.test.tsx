import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AdminPanel } from '../../src/react/components/AdminPanel/AdminPanel.js'
import { Leaderboard } from '../../src/react/components/Leaderboard/Leaderboard.js'
import { MetricsPanel } from '../../src/react/components/MetricsPanel/MetricsPanel.js'
import { demo } from '../../src/service/seed/demo.js'
import { createTestEngagement, renderWithEngagement, type TestEngagement } from './renderWithEngagement.js'

// Metrics are shown by the names people read ("Events attended", "XP"), never by the names the service counts them by
// (`events_attended`, `xp`). The one place such a name may show is where it is edited, as code beside the readable
// one (MetricDefinitions): text inside <code> and the values of inputs are left out of the check.

/** A word written as code: snake_case (`events_attended`), or "xp" in lower case; a link's address is no word. */
const raw = /^(?:[a-z][a-z\d]*(?:_[a-z\d]+)+|xp)$/
const words = (text: string) => text.split(/\s+/).filter((word) => !/[/@]/.test(word)).map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))

/** Every string the components show or give assistive tech: text, accessible names and descriptions, options. */
function readable(root: Element): string[] {
  const texts: string[] = []
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) {
    const node = walker.currentNode
    if (node.parentElement?.closest('code, style, script')) continue
    texts.push(node.textContent ?? '')
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-valuetext], [aria-roledescription]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-roledescription']) texts.push(element.getAttribute(name) ?? '')
  }
  return texts.map((text) => text.trim()).filter(Boolean)
}

/** The strings in `root` that show a metric by its raw name: snake_case, a lowercase "xp", or a metric's name alone. */
function rawMetricNames(root: Element, t: TestEngagement): string[] {
  const names = new Set(t.sandbox.state.entities[demo.entityId]!.metrics.map((metric) => metric.name))
  return readable(root).filter((text) => names.has(text) || words(text).some((word) => raw.test(word)))
}

describe('metric names', { timeout: 30_000 }, () => {
  it('the check finds a raw name: a snake_case column header, a lowercase "xp", a metric’s name alone', async () => {
    const t = await createTestEngagement()
    const table = document.createElement('table')
    table.innerHTML = [
      '<tr><th>Member</th><th>events_attended</th><th>Quests completed</th></tr>',
      '<tr><td aria-label="340 xp">340</td><td>contributions</td><td><code>quests_completed</code></td><td>Edit “quests_completed”</td></tr>',
      '<tr><td>XP</td><td><a href="https://x.com/aurora_guild">https://x.com/aurora_guild</a></td><td>Events attended</td></tr>',
    ].join('')
    expect(rawMetricNames(table, t)).toEqual(['events_attended', 'contributions', 'Edit “quests_completed”', '340 xp'])
  })

  it('no admin screen shows a metric by its raw name: every tab of the panel, a metric’s editor, a member’s counters and an adjustment', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const view = renderWithEngagement(t, <AdminPanel />)
    const user = userEvent.setup()
    await screen.findByLabelText('Name')
    await screen.findByRole('tab', { name: 'API keys' })
    const open = async (name: string) => {
      await user.click(screen.getByRole('tab', { name }))
      return screen.getByRole('tabpanel', { name })
    }

    expect(rawMetricNames(screen.getByRole('tabpanel', { name: 'Settings' }), t)).toEqual([])

    const metrics = await open('Metrics')
    expect(await within(metrics).findAllByRole('listitem')).toHaveLength(6)
    expect(rawMetricNames(metrics, t)).toEqual([])
    await user.click(within(metrics).getAllByRole('button', { name: /^Edit / })[3]!)
    expect(within(metrics).getByRole('form')).toBeTruthy()
    expect(rawMetricNames(metrics, t)).toEqual([])

    const levels = await open('Levels')
    await within(levels).findByRole('button', { name: 'Edit XP of level 1' })
    expect(rawMetricNames(levels, t)).toEqual([])

    const themes = await open('NFT themes')
    await within(themes).findByRole('button', { name: 'Edit Spark' })
    expect(rawMetricNames(themes, t)).toEqual([])

    const skills = await open('Skills')
    await within(skills).findByText('Building and shipping software')
    expect(rawMetricNames(skills, t)).toEqual([])

    const members = await open('Members')
    await user.click(await within(members).findByRole('button', { name: 'Counters of Priya Natarajan' }))
    // A member's counters open in a drawer beside the table.
    const drawer = await screen.findByRole('dialog', { name: 'Priya Natarajan' })
    await within(drawer).findByText('340')
    expect(rawMetricNames(drawer, t)).toEqual([])
    const form = within(drawer).getByRole('form', { name: 'Adjust a counter' })
    await user.selectOptions(within(form).getByLabelText('Metric'), 'events_attended')
    await user.type(within(form).getByLabelText('Change by'), '1')
    await user.type(within(form).getByLabelText('Reason'), 'Came to the workshop')
    await user.click(within(form).getByRole('button', { name: 'Adjust' }))
    await within(drawer).findByRole('group', { name: 'Adjustments made here' })
    expect(rawMetricNames(drawer, t)).toEqual([])
    await user.keyboard('{Escape}')
    await within(members).findByRole('region', { name: 'Adjustments made here' })
    expect(rawMetricNames(members, t)).toEqual([])

    const keys = await open('API keys')
    await within(keys).findByLabelText('Key name')
    expect(rawMetricNames(keys, t)).toEqual([])

    // Everything visited stays mounted: the whole panel once more.
    expect(rawMetricNames(view.container, t)).toEqual([])
  })

  it('nor does the settings view an admin reads (its links may hold underscores)', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <AdminPanel />)
    const settings = await screen.findByRole('tabpanel', { name: 'Settings' })
    await within(settings).findByText('https://x.com/aurora_guild_example')
    expect(rawMetricNames(settings, t)).toEqual([])
  })

  it('nor do the member components that name metrics', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const view = renderWithEngagement(
      t,
      <>
        <MetricsPanel />
        <Leaderboard />
      </>,
    )
    await screen.findByRole('table', { name: 'Metrics' })
    await screen.findByRole('table', { name: 'Leaderboard' })
    await waitFor(() => expect(view.container.textContent).toContain('Events attended'))
    expect(rawMetricNames(view.container, t)).toEqual([])
  })
})
