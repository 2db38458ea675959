import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AchievementEditor } from '../src/react/components/AchievementEditor/AchievementEditor.js'
import type { Sandbox } from '../src/sandbox/createSandbox.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const meta = {
  title: 'Admin/AchievementEditor',
  component: AchievementEditor,
  tags: ['autodocs'],
  args: { locale: 'en-US' },
  parameters: {
    engagekit: { as: 'admin' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'An entity’s achievements for its admins and owners: each with its badge, key, what earns it (a metric’s number, a streak, or an award) and how many members have it. Add one (the key follows the name until typed), edit it in place, delete it after confirming, and award the manual ones by hand. A refused key (taken: 409; refused by the service: 400) is said at the key field and every edit stays.',
      },
    },
  },
} satisfies Meta<typeof AchievementEditor>

export default meta
type Story = StoryObj<typeof meta>

const member = demo.accounts.member.address
const guild = (sandbox: Sandbox) => sandbox.state.entities[demo.entityId]!

/** The demo guild's seven achievements, and the form that adds one. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Achievements' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7)
    await expect(canvas.getByText('When Quests completed reaches 10')).toBeVisible()
    await expect(canvas.getByRole('form', { name: 'New achievement' })).toBeVisible()
  },
}

/** A new achievement on a metric: it shows in the list, and the sandbox has it. */
export const Create: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'New achievement' })
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Review marathon')
    await userEvent.selectOptions(within(form).getByLabelText(/^Metric/), 'reviews')
    const threshold = within(form).getByLabelText(/^Number to reach/)
    await userEvent.clear(threshold)
    await userEvent.type(threshold, '25')
    await userEvent.click(within(form).getByRole('button', { name: 'Add achievement' }))
    await expect(await canvas.findByText('When Reviews reaches 25')).toBeVisible()
    const { sandbox } = storyEnvironment({ loaded })
    await waitFor(() => expect(guild(sandbox).achievements!.some((achievement) => achievement.key === 'review-marathon')).toBe(true))
  },
}

/** A trigger picked while editing: Quest runner becomes a seven-day streak. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Quest runner' }))
    const form = canvas.getByRole('form', { name: 'Edit achievement Quest runner' })
    await userEvent.click(within(form).getByLabelText('A streak of active days'))
    await expect(within(form).getByLabelText(/^Days in a row/)).toBeVisible()
  },
}

/** The question before a deletion. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for Recruiter' }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }))
    await expect(canvas.getByRole('group', { name: 'Delete Recruiter?' })).toBeVisible()
  },
}

/** Awarding the founding badge by hand: the member's address (the guild's members are offered), then Award. */
export const Award: Story = {
  parameters: { engagekit: { prepare: (sandbox) => void delete guild(sandbox).achievementsEarned?.['founding-member']?.[member] } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for Founding member' }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Award…' }))
    const form = canvas.getByRole('form', { name: 'Award Founding member' })
    await userEvent.type(within(form).getByLabelText(/^Member’s wallet address/), member)
    await userEvent.click(within(form).getByRole('button', { name: 'Award' }))
    const { sandbox } = storyEnvironment({ loaded })
    await waitFor(() => expect(guild(sandbox).achievementsEarned?.['founding-member']?.[member]).toBeTruthy())
  },
}

/** A key another achievement has: the service answers 409, and the key field says why; the edits stay. */
export const KeyTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'New achievement' })
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Regular again')
    const key = within(form).getByLabelText<HTMLInputElement>(/^Key/)
    await userEvent.clear(key)
    await userEvent.type(key, 'regular')
    await userEvent.click(within(form).getByRole('button', { name: 'Add achievement' }))
    await expect(await within(form).findByText('Another achievement already has this key.')).toBeVisible()
    await expect(key).toHaveAttribute('aria-invalid', 'true')
    await expect(within(form).getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Regular again')
  },
}

/** A key the service refuses (400, naming the key): its words at the key field; the edits stay. */
export const KeyRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/entities/:entityId/achievements', () =>
        HttpResponse.json({ success: false, error: { code: 'invalid-input', message: 'key is reserved for the guild’s own badges', field: 'key' } }, { status: 400 }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'New achievement' })
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Guild badge')
    await userEvent.click(within(form).getByLabelText('An admin awards it'))
    await userEvent.click(within(form).getByRole('button', { name: 'Add achievement' }))
    await expect(await within(form).findByText('key is reserved for the guild’s own badges')).toBeVisible()
    await expect(within(form).getByLabelText<HTMLInputElement>(/^Key/).value).toBe('guild-badge')
  },
}

export const MemberForbidden: Story = {
  parameters: { engagekit: { as: 'member' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Admins and owners only')).toBeVisible()
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in as an admin or owner to manage this community.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { engagekit: { as: 'admin', respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { busy: true })).toBeInTheDocument()
  },
}

export const Empty: Story = {
  parameters: { engagekit: { as: 'admin', prepare: (sandbox) => void (guild(sandbox).achievements = []) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No achievements yet')).toBeVisible()
  },
}

export const ServiceError: Story = {
  parameters: { engagekit: { as: 'admin', failPath: /\/achievements$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Couldn’t load the achievements.')).toBeVisible()
  },
}

export const Dark: Story = {
  parameters: { engagekit: { as: 'admin', theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Achievements' })
  },
}

export const Narrow: Story = {
  parameters: { engagekit: { as: 'admin', width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Achievements' })
    const root = canvasElement.querySelector<HTMLElement>('.ek-achievement-editor')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
  },
}

export const RightToLeft: Story = {
  args: { locale: 'ar' },
  parameters: { engagekit: { as: 'admin', locale: 'ar' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'الإنجازات' })
    await expect(canvasElement.querySelector('.ek-achievement-editor')).toHaveAttribute('dir', 'rtl')
  },
}
