import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { LevelEditor } from '../src/react/components/LevelEditor/LevelEditor.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const meta = {
  title: 'Admin/LevelEditor',
  component: LevelEditor,
  tags: ['autodocs'],
  parameters: {
    engagekit: { as: 'admin' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'An entity’s levels with their XP thresholds on one scale, for admins and owners (rows 20-24): add a level (the next one is suggested), change a level’s XP, set its requirements (skills with scores, an end date, XP), delete it after confirming, with Undo. Thresholds must rise with the level; the editor says so before sending. Members see “Admins and owners only” and nothing is requested for them.',
      },
    },
  },
} satisfies Meta<typeof LevelEditor>

export default meta
type Story = StoryObj<typeof meta>

/** An admin raises level 3’s threshold: the list shows it at once and the sandbox has it. */
export const Admin: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit XP of level 3' }))
    const xp = canvas.getByRole('form', { name: 'XP of level 3' }).querySelector('input')!
    await userEvent.clear(xp)
    await userEvent.type(xp, '300')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await canvas.findByText('300 XP')
    const { sandbox } = storyEnvironment({ loaded })
    await waitFor(() => expect(sandbox.state.entities[demo.entityId]!.levels.find((level) => level.level === 3)?.xpThreshold).toBe(300))
  },
}

/** The owner opens a level’s requirements: skills with the score each needs, an end date and XP. */
export const Owner: Story = {
  parameters: { engagekit: { as: 'owner' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for level 4' }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Requirements' }))
    const form = canvas.getByRole('form', { name: 'Requirements of level 4' })
    await expect(await within(form).findByRole('checkbox', { name: 'Solidity' })).toBeChecked()
    await expect(within(form).getByLabelText('Score needed in Solidity')).toHaveValue('60')
  },
}

/** A member: told plainly, and no level list is read. */
export const Member: Story = {
  parameters: { engagekit: { as: 'member' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText('Admins and owners only')
    await expect(storyEnvironment({ loaded }).requests.filter((request) => request.includes('/levels'))).toEqual([])
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sign in as an admin or owner to manage this community.')
  },
}

/** A threshold that does not rise with the level is refused before anything is sent. */
export const ThresholdProblem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'Add a level' })
    const xp = within(form).getByLabelText('XP needed')
    await userEvent.clear(xp)
    await userEvent.type(xp, '1500')
    await userEvent.click(within(form).getByRole('button', { name: 'Add level' }))
    await expect(within(form).getByText('Must be more than level 6 (2,000 XP).')).toBeVisible()
    await expect(xp).toHaveFocus()
  },
}

/** Delete asks first; once deleted, Undo creates the level again. */
export const DeleteAndUndo: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for level 5' }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }))
    const confirm = canvas.getByRole('group', { name: 'Delete level 5?' })
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await canvas.findByText('Level 5 deleted.')
    await expect(canvas.getByRole('button', { name: 'Undo' })).toHaveFocus()
    const { sandbox } = storyEnvironment({ loaded })
    await expect(sandbox.state.entities[demo.entityId]!.levels.some((level) => level.level === 5)).toBe(false)
  },
}

/** A level's secondary actions behind its "⋯" button (a WAI-ARIA menu button), open on the first one. */
export const RowMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for level 3' }))
    const menu = canvas.getByRole('menu', { name: 'More actions for level 3' })
    await expect(within(menu).getByRole('menuitem', { name: 'Requirements' })).toHaveFocus()
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Requirements', 'Delete'])
  },
}

/** The question before a deletion, focus on Cancel. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for level 2' }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }))
    await expect(within(canvas.getByRole('group', { name: 'Delete level 2?' })).getByRole('button', { name: 'Cancel' })).toHaveFocus()
  },
}

/** The save fails: said plainly, the value kept, the list as it was. */
export const SaveRefused: Story = {
  parameters: { engagekit: { failPath: /\/levels\/\d+\/update$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit XP of level 2' }))
    const xp = canvas.getByRole('form', { name: 'XP of level 2' }).querySelector('input')!
    await userEvent.clear(xp)
    await userEvent.type(xp, '150')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Couldn’t save. Your edits are kept.')
    await expect(xp).toHaveValue('150')
    await canvas.findByText('100 XP')
  },
}

/** No levels yet: the add form suggests level 1 at 0 XP. */
export const Empty: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.levels = []
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('No levels yet')
    await expect(canvas.getByLabelText('Level')).toHaveValue('1')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
}

export const ServiceError: Story = {
  parameters: { engagekit: { failPath: /\/levels$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Couldn’t load the levels.')
  },
}

/** Twenty levels, long names, at 320 px. */
export const LongList: Story = {
  parameters: {
    engagekit: {
      width: 320,
      prepare: (sandbox) => {
        const levels = sandbox.state.entities[demo.entityId]!.levels
        for (let level = 7; level <= 20; level++) {
          levels.push({ communityId: demo.entityId, level, xpThreshold: 2000 + (level - 6) * 750, isEnabled: true, name: `Guild Keeper of the ${level}th Circle of Builders` })
        }
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(20)
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
}

/**
 * A 360 px phone in the dark theme: the narrowest column that screen gives (its page and the dark canvas each pad
 * 16 px). Every level stays one line, Edit XP and its "⋯" menu beside the level.
 */
export const Phone: Story = {
  parameters: { engagekit: { width: 328, theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('listitem')
    await expect(rows).toHaveLength(6)
    for (const row of rows) {
      const badge = row.querySelector('.ek-level-editor__badge')!.getBoundingClientRect()
      const edit = within(row).getByRole('button', { name: /^Edit XP of level/ }).getBoundingClientRect()
      const menu = within(row).getByRole('button', { name: /^More actions for level/ }).getBoundingClientRect()
      // Beside the badge, on its line: not pushed under the level.
      for (const button of [edit, menu]) {
        await expect(button.top).toBeLessThan(badge.bottom)
        await expect(button.bottom).toBeGreaterThan(badge.top)
      }
    }
  },
}

/** At 320 px, with a level’s requirements open. */
export const Narrow: Story = {
  parameters: { engagekit: { width: 320, as: 'owner' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for level 6' }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Requirements' }))
    await within(canvas.getByRole('form', { name: 'Requirements of level 6' })).findByRole('checkbox', { name: 'Security Auditing' })
  },
}
