import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LevelProgress } from '../../src/react/components/LevelProgress/LevelProgress.js'
import type { Sandbox } from '../../src/sandbox/createSandbox.js'
import { demo } from '../../src/service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from './renderWithEngagement.js'

const member = demo.accounts.member.address
const entityState = (sandbox: Sandbox) => sandbox.state.entities[demo.entityId]!
const valueText = () => screen.getByRole('progressbar').getAttribute('aria-valuetext')

// Run by the react project on TanStack Query and by react-widget-query on the widget's own cache: both refetch what a
// component shows when the person comes back to the page.
describe('coming back to the page brings what changed meanwhile', () => {
  it.each([
    // As a browser fires it: at the document, bubbling to the window.
    ['a tab shown again', () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))],
    [
      'a connection lost and back',
      () => {
        window.dispatchEvent(new Event('offline'))
        window.dispatchEvent(new Event('online'))
      },
    ],
  ])('%s', async (_, comeBack) => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <LevelProgress locale="en-US" />)
    await waitFor(() => expect(valueText()).toBe('Level 3: 340 of 500 XP'))
    entityState(t.sandbox).counters[member]!['aurora-xp'] = 400
    await act(async () => comeBack())
    await waitFor(() => expect(valueText()).toBe('Level 3: 400 of 500 XP'))
  })
})
