import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { engagementEventTypes } from '../../../core/schemas/events.js'
import { eventGroups, WebhookEventPicker } from './WebhookEventPicker.js'
import { defaultWebhookManagerLabels } from './WebhookManagerLabels.js'

/** The picker as the form holds it, its value shown for the test to read. */
function Picker({ types }: { types: readonly string[] }) {
  const [value, setValue] = useState<ReadonlySet<string> | null>(null)
  return (
    <>
      <WebhookEventPicker labels={defaultWebhookManagerLabels} value={value} onChange={setValue} error={undefined} types={types} />
      <output>{value === null ? 'all' : [...value].sort().join(',')}</output>
    </>
  )
}

describe('WebhookEventPicker', () => {
  it('offers every event type the service writes, grouped by what it is about', () => {
    expect(eventGroups().flatMap(([, types]) => types)).toEqual(engagementEventTypes)
    expect(eventGroups(['member.joined', 'streak.started', 'level.reached', 'streak.broken'])).toEqual([
      ['member', ['member.joined']],
      ['streak', ['streak.started', 'streak.broken']],
      ['level', ['level.reached']],
    ])
  })

  it('a group of several types gets a box that ticks all of it, mixed when some are', async () => {
    render(<Picker types={['member.joined', 'streak.started', 'streak.broken']} />)
    const user = userEvent.setup()
    expect(screen.getByRole('status').textContent).toBe('all')
    await user.click(screen.getByRole('radio', { name: 'Only the events I pick' }))
    expect(screen.getByRole('status').textContent).toBe('')
    // A group of one has no box of its own.
    expect(screen.queryByRole('checkbox', { name: 'All member events' })).toBeNull()
    const streak = screen.getByRole<HTMLInputElement>('checkbox', { name: 'All streak events' })
    await user.click(streak)
    expect(screen.getByRole('status').textContent).toBe('streak.broken,streak.started')
    await user.click(screen.getByRole('checkbox', { name: 'streak.broken' }))
    expect(screen.getByRole('status').textContent).toBe('streak.started')
    expect(streak.checked).toBe(false)
    expect(streak.indeterminate).toBe(true)
    await user.click(screen.getByRole('radio', { name: 'All events' }))
    expect(screen.getByRole('status').textContent).toBe('all')
  })
})
