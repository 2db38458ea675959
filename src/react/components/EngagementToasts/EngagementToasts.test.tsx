import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createEngagementClient } from '../../../core/createEngagementClient.js'
import type { Sandbox } from '../../../sandbox/createSandbox.js'
import { createSandboxSession } from '../../../sandbox/createSandboxSession.js'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { LevelProgress } from '../LevelProgress/LevelProgress.js'
import { EngagementToasts } from './EngagementToasts.js'

const member = demo.accounts.member.address

/** An admin gives the member XP from another device: the page hears it through the entity's stream only. */
async function giveXp(sandbox: Sandbox, count: number) {
  const session = await createSandboxSession(sandbox, demo.accounts.admin.privateKey)
  const admin = createEngagementClient({ baseUrl: 'https://sandbox.test', retry: false, fetch: (request) => sandbox.fetch(request) })
  await act(() => admin.incrementMetric({ entityId: demo.entityId, userAddress: member, metric: 'xp', count }, { session }).then(() => undefined))
}

const messages = (region: HTMLElement) => within(region).queryAllByRole('status').map((toast) => toast.querySelector('.ek-toast__message')!.textContent)
const streamOpen = (requests: readonly string[]) => waitFor(() => expect(requests.filter((request) => request.endsWith('/stream'))).toHaveLength(1))

describe('EngagementToasts', { timeout: 20_000 }, () => {
  it('is a polite live region from the start, empty until the member has news', async () => {
    const t = await createTestEngagement({ as: 'member', provider: { realtime: true } })
    const { container } = renderWithEngagement(t, <EngagementToasts />)
    const region = container.querySelector<HTMLElement>('.ek-toasts')!
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.getAttribute('data-state')).toBe('empty')
    expect(container.firstElementChild?.className).toBe('ek-root ek-engagement-toasts')
    await streamOpen(t.requests)
    await giveXp(t.sandbox, 250)
    await waitFor(() => expect(messages(region)).toEqual(['You earned 250 XP!', 'You reached Level 4: Core Builder!']))
    expect(region.getAttribute('data-state')).toBe('open')
  })

  it('says it in the language of the provider, with the metric named as the app names it, at the threshold it is given', async () => {
    const t = await createTestEngagement({ as: 'member', provider: { realtime: true, locale: 'fr', metricLabels: { xp: 'Expérience' } } })
    const { container } = renderWithEngagement(
      t,
      <>
        <EngagementToasts minAward={1000} />
        <LevelProgress />
      </>,
    )
    // French loads on demand: here once LevelProgress says it.
    await screen.findByRole('heading', { name: 'Votre niveau' })
    await streamOpen(t.requests)
    await giveXp(t.sandbox, 250)
    const region = container.querySelector<HTMLElement>('.ek-toasts')!
    await waitFor(() => expect(messages(region)).toEqual(['Vous avez atteint le Niveau 4 : Core Builder !']))
    await giveXp(t.sandbox, 1000)
    // French groups thousands with a narrow no-break space.
    await waitFor(() => expect(messages(region).join(' / ')).toMatch(/Vous avez gagné 1\s000 Expérience !/))
  })

  it('rewrites or silences an announcement with `message`, and says it in the region of a component around it', async () => {
    const t = await createTestEngagement({ as: 'member', provider: { realtime: true } })
    const { container } = renderWithEngagement(
      t,
      <SaveToasts>
        <EngagementToasts message={(announcement, text) => (announcement.kind === 'level-up' ? `${text} (${announcement.level})` : null)} />
      </SaveToasts>,
    )
    await streamOpen(t.requests)
    await giveXp(t.sandbox, 250)
    // One region on the page: the outer one.
    expect(container.querySelectorAll('.ek-toasts')).toHaveLength(1)
    await waitFor(() => expect(messages(container)).toEqual(['You reached Level 4: Core Builder! (4)']))
    expect(screen.queryByText(/You earned/)).toBeNull()
  })

  it("announces an achievement the member earned elsewhere (an admin's award), by its name", async () => {
    const t = await createTestEngagement({ as: 'member', provider: { realtime: true } })
    const { container } = renderWithEngagement(t, <EngagementToasts />)
    const session = await createSandboxSession(t.sandbox, demo.accounts.admin.privateKey)
    const admin = createEngagementClient({ baseUrl: 'https://sandbox.test', retry: false, fetch: (request) => t.sandbox.fetch(request), session })
    await admin.createAchievement({ entityId: demo.entityId, key: 'launch-crew', name: 'Launch crew', trigger: { type: 'manual' } })
    await streamOpen(t.requests)
    await act(() => admin.awardAchievement({ entityId: demo.entityId, key: 'launch-crew', userAddress: member }).then(() => undefined))
    const region = container.querySelector<HTMLElement>('.ek-toasts')!
    await waitFor(() => expect(messages(region)).toEqual(['You earned the “Launch crew” badge!']))
  })
})
