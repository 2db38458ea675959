import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SkillEditor } from '../src/react/components/SkillEditor/SkillEditor.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const meta = {
  title: 'Admin/SkillEditor',
  component: SkillEditor,
  tags: ['autodocs'],
  parameters: {
    engagekit: { as: 'admin' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'An entity’s skill tree for its admins and owners (rows 17 to 19): add one skill under another, or many at once by pasting lines; names that exist or repeat are shown and left out before sending. The service’s default skills are listed apart. Members see “Admins and owners only” and nothing is requested for them.',
      },
    },
  },
} satisfies Meta<typeof SkillEditor>

export default meta
type Story = StoryObj<typeof meta>

/** An admin adds a skill under Solidity: it shows in the tree, the toast confirms it and the sandbox has it. */
export const Admin: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'Add a skill' })
    await userEvent.type(within(form).getByLabelText('Name'), 'Foundry')
    await userEvent.selectOptions(within(form).getByLabelText('Under'), 'Solidity')
    await userEvent.click(within(form).getByRole('button', { name: 'Add skill' }))
    await canvas.findByText('Foundry', { selector: '.ek-skill-editor__name' })
    await waitFor(() => expect(canvas.getByText('Skill added.').closest('[role="status"]')).not.toBeNull())
    const { sandbox } = storyEnvironment({ loaded })
    await waitFor(() => expect(sandbox.state.entities[demo.entityId]!.skills.find((skill) => skill.name === 'Foundry')?.parentId).toBe('aurora-skill-solidity'))
  },
}

/** The owner pastes a list: what will be added and what is left out shows before sending. */
export const Owner: Story = {
  parameters: { engagekit: { as: 'owner' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Add many at once' })
    await userEvent.click(within(form).getByLabelText('Skills, one per line'))
    await userEvent.paste('Rust: Systems programming\nGo: Services\nReact\n: no name')
    await expect(within(form).getByText('2 new skills to add.')).toBeVisible()
    await expect(within(form).getByText('Left out, the name exists already: React.')).toBeVisible()
    await expect(within(form).getByRole('button', { name: 'Add 2 skills' })).not.toHaveAttribute('aria-disabled')
  },
}

/** A member: told plainly, and no skill is read. */
export const Member: Story = {
  parameters: { engagekit: { as: 'member' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText('Admins and owners only')
    await expect(storyEnvironment({ loaded }).requests.filter((request) => request.includes('/skills'))).toEqual([])
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sign in as an admin or owner to manage this community.')
  },
}

/** A pasted list is refused: said plainly in the form's actions bar (focused), the lines kept in the form. */
export const SaveRefused: Story = {
  parameters: { engagekit: { failPath: /\/skills\/multiple$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Add many at once' })
    await userEvent.click(within(form).getByLabelText('Skills, one per line'))
    await userEvent.paste('Rust\nGo')
    await userEvent.click(within(form).getByRole('button', { name: 'Add 2 skills' }))
    const alert = await within(form).findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t save. Your edits are kept.')
    await waitFor(() => expect(alert).toHaveFocus())
    await expect(within(form).getByLabelText('Skills, one per line')).toHaveValue('Rust\nGo')
  },
}

export const Empty: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.skills = []
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No skills yet')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
}

export const ServiceError: Story = {
  parameters: { engagekit: { failPath: /^\/api\/skills$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Couldn’t load the skills.')
  },
}

/** Forty more skills with long names, nested three deep, at 320 px. */
export const LongList: Story = {
  parameters: {
    engagekit: {
      width: 320,
      prepare: (sandbox) => {
        const skills = sandbox.state.entities[demo.entityId]!.skills
        for (let index = 0; index < 40; index++) {
          const parentId = index % 4 === 0 ? null : `long-skill-${index - (index % 4)}`
          skills.push({ id: `long-skill-${index}`, name: `Decentralised_governance_participation_${index}`, description: 'A long description that wraps inside the narrow card without pushing anything sideways.', entityID: demo.entityId, parentId, maxScore: 100 })
        }
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('53 skills')
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('React', { selector: '.ek-skill-editor__name' })
  },
}

export const Narrow: Story = {
  parameters: { engagekit: { width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('React', { selector: '.ek-skill-editor__name' })
  },
}
