import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Skill } from '../../../core/schemas/skill.js'
import { demo } from '../../../service/seed/demo.js'
import type { Skill as StoredSkill } from '../../../service/state.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { buildSkillTree } from './buildSkillTree.js'
import { SkillTree } from './SkillTree.js'
import { visibleRows } from './visibleRows.js'

const never = () => new Promise<Response>(() => {})
const serverError = () => new Response(JSON.stringify({ success: false, error: { code: 'internal', message: 'boom' } }), { status: 500, headers: { 'content-type': 'application/json' } })
const item = (name: string | RegExp) => screen.getByRole('treeitem', { name })
const names = () => screen.getAllByRole('treeitem').map((row) => row.querySelector('.ek-skill-tree__name')?.textContent)

/** 10 roots, 10 children each, 9 grandchildren each: 1,010 skills. */
function manySkills(entityID: string): StoredSkill[] {
  const skills: StoredSkill[] = []
  const add = (id: string, name: string, parentId: string | null) => skills.push({ id, name, description: `About ${name}`, entityID, parentId, maxScore: 100 })
  for (let a = 0; a < 10; a++) {
    add(`r${a}`, `Area ${a}`, null)
    for (let b = 0; b < 10; b++) {
      add(`r${a}-${b}`, `Topic ${a}.${b}`, `r${a}`)
      for (let c = 0; c < 9; c++) add(`r${a}-${b}-${c}`, `Skill ${a}.${b}.${c}`, `r${a}-${b}`)
    }
  }
  return skills
}

describe('SkillTree', () => {
  it('shows the root skills with the member’s progress and tree semantics', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { container } = renderWithEngagement(t, <SkillTree />)
    const tree = await screen.findByRole('tree', { name: 'Skills' })
    expect(names()).toEqual(['Engineering', 'Community', 'Design'])
    const engineering = item(/^Engineering/)
    expect(engineering.getAttribute('aria-level')).toBe('1')
    expect(engineering.getAttribute('aria-setsize')).toBe('3')
    expect(engineering.getAttribute('aria-posinset')).toBe('1')
    expect(engineering.getAttribute('aria-expanded')).toBe('false')
    expect(engineering.getAttribute('tabindex')).toBe('0')
    expect(item(/^Design/).getAttribute('tabindex')).toBe('-1')
    expect(engineering.textContent).toContain('45/100')
    expect(within(engineering).getByText('score 45 of 100')).toBeTruthy()
    expect(within(tree).queryByText('Solidity')).toBeNull()
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('ready')
  })

  it('expands by default when asked, and with the buttons', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { unmount } = renderWithEngagement(t, <SkillTree defaultExpanded={['aurora-skill-engineering']} />)
    await screen.findByRole('tree')
    expect(names()).toEqual(['Engineering', 'Smart Contracts', 'Frontend', 'Community', 'Design'])
    const contracts = item(/^Smart Contracts/)
    expect(contracts.getAttribute('aria-level')).toBe('2')
    expect(contracts.getAttribute('aria-posinset')).toBe('1')
    expect(contracts.getAttribute('aria-setsize')).toBe('2')
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }))
    expect(screen.getAllByRole('treeitem')).toHaveLength(13)
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(screen.getAllByRole('treeitem')).toHaveLength(3)
    unmount()
    renderWithEngagement(t, <SkillTree defaultExpanded />)
    expect(await screen.findAllByRole('treeitem')).toHaveLength(13)
  })

  it('mirrors the arrow keys on a right-to-left page', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(
      t,
      <div dir="rtl">
        <SkillTree />
      </div>,
    )
    await screen.findByRole('tree')
    const user = userEvent.setup()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(item(/^Engineering/))
    await user.keyboard('{ArrowLeft}')
    expect(item(/^Engineering/).getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(item(/^Smart Contracts/))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(item(/^Engineering/))
    await user.keyboard('{ArrowRight}')
    expect(item(/^Engineering/).getAttribute('aria-expanded')).toBe('false')
  })

  it('follows the WAI-ARIA tree keyboard pattern', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const onSelect = vi.fn()
    renderWithEngagement(t, <SkillTree onSelect={onSelect} />)
    await screen.findByRole('tree')
    const user = userEvent.setup()
    // Expand all, Collapse all, then the tree's one tab stop.
    await user.tab()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(item(/^Engineering/))
    await user.keyboard('{ArrowRight}')
    expect(item(/^Engineering/).getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(item(/^Engineering/))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(item(/^Smart Contracts/))
    expect(item(/^Smart Contracts/).getAttribute('tabindex')).toBe('0')
    expect(item(/^Engineering/).getAttribute('tabindex')).toBe('-1')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item(/^Frontend/))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(item(/^Engineering/))
    await user.keyboard('{ArrowLeft}')
    expect(item(/^Engineering/).getAttribute('aria-expanded')).toBe('false')
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(item(/^Design/))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(item(/^Engineering/))
    await user.keyboard('*')
    expect(screen.getAllByRole('treeitem').filter((row) => row.getAttribute('aria-level') === '2')).toHaveLength(6)
    await user.keyboard('d')
    expect(document.activeElement).toBe(item(/^Design/))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(item(/^Events/))
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'aurora-skill-events' }))
    expect(item(/^Events/).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('Calls, workshops and hackathons')).toBeTruthy()
    await user.keyboard('{ArrowUp}{ }')
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'aurora-skill-moderation' }))
    // One tab stop: Tab leaves the tree, Shift+Tab comes back to the row last focused.
    await user.tab()
    expect(document.activeElement?.getAttribute('role')).not.toBe('treeitem')
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(item(/^Moderation/))
  })

  it('toggles with the chevron and selects with a click', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const onSelect = vi.fn()
    renderWithEngagement(t, <SkillTree onSelect={onSelect} selectedId="aurora-skill-design" />)
    await screen.findByRole('tree')
    expect(item(/^Design/).getAttribute('aria-selected')).toBe('true')
    expect(item(/^Design/).getAttribute('tabindex')).toBe('0')
    await userEvent.click(item(/^Community/).querySelector('.ek-skill-tree__toggle')!)
    expect(item(/^Community/).getAttribute('aria-expanded')).toBe('true')
    expect(onSelect).not.toHaveBeenCalled()
    await userEvent.click(item(/^Moderation/))
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'aurora-skill-moderation' }))
    // Controlled: the app has not changed selectedId.
    expect(item(/^Design/).getAttribute('aria-selected')).toBe('true')
  })

  it('stays responsive with 1,010 skills: windowed rows, focus kept on the active row', async () => {
    const t = await createTestEngagement({ as: 'member' })
    t.sandbox.state.entities[demo.entityId]!.skills = manySkills(demo.entityId)
    renderWithEngagement(t, <SkillTree defaultExpanded />)
    const tree = await screen.findByRole('tree')
    const rendered = screen.getAllByRole('treeitem')
    expect(rendered.length).toBeLessThan(60)
    expect(tree.style.height).toBe(`${1010 * 40}px`)
    const user = userEvent.setup()
    act(() => screen.getAllByRole('treeitem')[0]!.focus())
    await user.keyboard('{End}')
    const last = document.activeElement as HTMLElement
    expect(last.textContent).toContain('Skill 9.9.8')
    expect(last.getAttribute('aria-level')).toBe('3')
    expect(last.getAttribute('aria-posinset')).toBe('9')
    expect(last.style.top).toBe(`${1009 * 40}px`)
    // The viewport follows the scroll position.
    const viewport = tree.parentElement!
    viewport.scrollTop = 505 * 40
    fireEvent.scroll(viewport)
    await waitFor(() => expect(screen.getAllByRole('treeitem').some((row) => row.style.top === `${505 * 40}px`)).toBe(true))
  })

  it('builds trees from bad data without losing or repeating skills', () => {
    const skill = (id: string, parentId: string | null): Skill => ({ id, name: id, description: '', parentId })
    const skills = [skill('a', 'b'), skill('b', 'a'), skill('c', 'a'), skill('d', 'missing'), skill('e', 'e'), skill('d', null)]
    const model = buildSkillTree(skills)
    expect(model.roots.map((node) => node.skill.id)).toEqual(['d', 'e', 'a'])
    const rows = visibleRows(model.roots, () => true)
    expect(rows.map((row) => [row.node.skill.id, row.node.level, row.node.position, row.setSize])).toEqual([
      ['d', 1, 1, 3],
      ['e', 1, 2, 3],
      ['a', 1, 3, 3],
      ['b', 2, 1, 2],
      ['c', 2, 2, 2],
    ])
    // A 5,000-deep chain is no problem for the (iterative) builder.
    const chain = Array.from({ length: 5000 }, (_, index) => skill(`s${index}`, index === 0 ? null : `s${index - 1}`))
    expect(visibleRows(buildSkillTree(chain).roots, () => true)).toHaveLength(5000)
  })

  it('renders names as text and survives malformed skills', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const hostile = '<img src=x onerror="alert(1)">'
    const state = t.sandbox.state.entities[demo.entityId]!
    state.skills = [{ id: 'x', name: hostile, description: 'javascript:alert(1)', entityID: demo.entityId, parentId: null, maxScore: 0 }]
    const { container } = renderWithEngagement(t, <SkillTree />)
    await screen.findByRole('tree')
    expect(item(/^<img/).querySelector('.ek-skill-tree__name')?.textContent).toBe(hostile)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('a')).toBeNull()
    // maxScore 0: the score shows without a meter.
    expect(item(/^<img/).querySelector('.ek-skill-tree__meter')).toBeNull()
  })

  it('has signed-out, loading, empty and error (with retry) states', async () => {
    const signedOut = await createTestEngagement({ as: 'signed-out' })
    const first = renderWithEngagement(signedOut, <SkillTree />)
    expect(await screen.findByText('Sign in to see your skills.')).toBeTruthy()
    expect(signedOut.requests).toEqual([])
    first.unmount()

    const loading = await createTestEngagement({ as: 'member', fetch: never })
    const second = renderWithEngagement(loading, <SkillTree />)
    expect(within(await screen.findByRole('status')).getByText('Loading skills…')).toBeTruthy()
    second.unmount()

    const empty = await createTestEngagement({ as: 'member' })
    empty.sandbox.state.entities[demo.entityId]!.skills = []
    const third = renderWithEngagement(empty, <SkillTree />)
    expect(await screen.findByText('No skills yet')).toBeTruthy()
    third.unmount()

    let fail = true
    const failing = await createTestEngagement({ as: 'member', fetch: (request, sandbox) => (fail ? Promise.resolve(serverError()) : sandbox.fetch(request)) })
    renderWithEngagement(failing, <SkillTree />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load skills.')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('tree')).toBeTruthy()
  })

  it('takes labels, unstyled, className and headingLevel', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { container } = renderWithEngagement(
      t,
      <SkillTree unstyled className="mine" headingLevel={3} labels={{ title: 'Compétences', expandAll: 'Tout ouvrir', score: (score, max) => `${score} sur ${max}` }} />,
    )
    expect(await screen.findByRole('tree', { name: 'Compétences' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Compétences' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tout ouvrir' })).toBeTruthy()
    expect(item(/^Engineering/).textContent).toContain('45 sur 100')
    expect(container.firstElementChild?.className).toBe('ek-unstyled ek-skill-tree mine')
    await act(async () => {})
  })
})
