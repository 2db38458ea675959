import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SkillTree } from '../src/react/components/SkillTree/SkillTree.js'
import type { Sandbox } from '../src/sandbox/createSandbox.js'
import { demo } from '../src/service/seed/demo.js'
import type { Skill } from '../src/service/state.js'
import type { EngagekitStoryParameters } from './support/parameters.js'

const member = demo.accounts.member.address

/** 10 areas × 10 topics × 9 skills (1,010 in all), with the member's scores on some of them. */
function thousandSkills(sandbox: Sandbox) {
  const state = sandbox.state.entities[demo.entityId]!
  const skills: Skill[] = []
  const scores: Record<string, number> = {}
  const add = (id: string, name: string, parentId: string | null) => {
    skills.push({ id, name, description: `Everything about ${name}.`, entityID: demo.entityId, parentId, maxScore: 100 })
    if (skills.length % 3 === 0) scores[id] = (skills.length * 7) % 101
  }
  for (let a = 0; a < 10; a++) {
    add(`area-${a}`, `Area ${a}`, null)
    for (let b = 0; b < 10; b++) {
      add(`topic-${a}-${b}`, `Topic ${a}.${b}`, `area-${a}`)
      for (let c = 0; c < 9; c++) add(`skill-${a}-${b}-${c}`, `Skill ${a}.${b}.${c}`, `topic-${a}-${b}`)
    }
  }
  state.skills = skills
  state.skillScores[member] = scores
}

function longContent(sandbox: Sandbox) {
  const state = sandbox.state.entities[demo.entityId]!
  let parentId: string | null = null
  for (let depth = 0; depth < 8; depth++) {
    const id: string = `deep-${depth}`
    state.skills.push({ id, name: `Nested level ${depth + 1}: ${'an unusually descriptive skill name '.repeat(2).trim()}`, description: 'Pneumonoultramicroscopicsilicovolcanoconiosis '.repeat(6), entityID: demo.entityId, parentId, maxScore: 100 })
    parentId = id
  }
  state.skills.push({ id: 'xss', name: '<img src=x onerror=alert(1)> Not HTML', description: '<script>alert(1)</script>', entityID: demo.entityId, parentId: null, maxScore: 100 })
}

const meta = {
  title: 'Components/SkillTree',
  component: SkillTree,
  tags: ['autodocs'],
  args: { onSelect: fn() },
  // A skill id (null: none selected) is text to type.
  argTypes: { selectedId: { control: 'text' } },
} satisfies Meta<typeof SkillTree>

export default meta
type Story = StoryObj<typeof meta>

/** The demo member's view: root skills with their scores; open a branch with its chevron or the arrow keys. */
export const SignedInMember: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const tree = await canvas.findByRole('tree', { name: 'Skills' })
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(3)
    await userEvent.click(within(tree).getByRole('treeitem', { name: /^Design/ }))
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'aurora-skill-design' }))
    await expect(canvas.getByText('Visual and written communication')).toBeVisible()
  },
}

/** Everything open from the start. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('treeitem')).toHaveLength(13))
  },
}

/** Arrow keys per the WAI-ARIA tree pattern: Down moves, Right opens then enters, Left goes up then closes. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tree = await canvas.findByRole('tree')
    const item = (name: RegExp) => within(tree).getByRole('treeitem', { name })
    item(/^Engineering/).focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(item(/^Community/)).toHaveFocus()
    await expect(item(/^Community/)).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{ArrowRight}')
    await expect(item(/^Community/)).toHaveAttribute('aria-expanded', 'true')
    await expect(item(/^Community/)).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(item(/^Moderation/)).toHaveFocus()
    await expect(item(/^Moderation/)).toHaveAttribute('aria-level', '2')
    await expect(item(/^Moderation/)).toHaveAttribute('tabindex', '0')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(item(/^Community/)).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(item(/^Community/)).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{End}')
    await expect(item(/^Design/)).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(item(/^Design/)).toHaveAttribute('aria-selected', 'true')
  },
}

/** On a right-to-left page the tree reads from the right, and the arrows are mirrored: Left opens and enters. */
export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const tree = await within(canvasElement).findByRole('tree')
    const item = (name: RegExp) => within(tree).getByRole('treeitem', { name })
    item(/^Community/).focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(item(/^Community/)).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(item(/^Moderation/)).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(item(/^Community/)).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(item(/^Community/)).toHaveAttribute('aria-expanded', 'false')
  },
}

/** 1,010 skills, all open: only the rows in view are rendered, and keyboard focus still reaches every one. */
export const ThousandSkills: Story = {
  args: { defaultExpanded: true },
  parameters: { engagekit: { prepare: thousandSkills } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tree = await canvas.findByRole('tree', {}, { timeout: 5000 })
    await expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(60)
    within(tree).getAllByRole('treeitem')[0]!.focus()
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Skill 9\.9\.8/))
    await expect(document.activeElement).toBeVisible()
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Area 0/))
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  parameters: { engagekit: { prepare: (sandbox) => void (sandbox.state.entities[demo.entityId]!.skills = []) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No skills yet')).toBeVisible()
  },
}

export const ServiceError: Story = {
  parameters: { engagekit: { respond: 'error' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to see your skills.')).toBeVisible()
  },
}

/** The owner's own progress. */
export const Owner: Story = {
  args: { defaultExpanded: true },
  parameters: { engagekit: { as: 'owner' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('treeitem')).toHaveLength(13))
  },
}

/** Long names, deep nesting and markup in names: truncated rows (full text in the details and to screen readers). */
export const LongContent: Story = {
  args: { defaultExpanded: true },
  parameters: { engagekit: { prepare: longContent } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const xss = await canvas.findByRole('treeitem', { name: /^<img src=x onerror=alert\(1\)> Not HTML/ })
    await userEvent.click(xss)
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible()
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}

export const Dark: Story = {
  args: { defaultExpanded: ['aurora-skill-engineering', 'aurora-skill-contracts'], selectedId: 'aurora-skill-solidity' },
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('treeitem', { name: /^Solidity/ })).toHaveAttribute('aria-selected', 'true')
  },
}

export const Narrow: Story = {
  args: { defaultExpanded: true },
  parameters: { engagekit: { width: 320, prepare: longContent } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const tree = await within(canvasElement).findByRole('tree')
    await expect(tree.scrollWidth).toBeLessThanOrEqual(tree.clientWidth + 1)
  },
}
