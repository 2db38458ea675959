import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OverflowMenu } from './OverflowMenu.js'

function setup() {
  const requirements = vi.fn()
  const remove = vi.fn()
  render(
    <div className="ek-root">
      <button type="button">Before</button>
      <OverflowMenu
        label="More actions for level 3"
        items={[
          { key: 'requirements', label: 'Requirements', onSelect: requirements },
          { key: 'rename', label: 'Rename', onSelect: () => {} },
          { key: 'delete', label: 'Delete', tone: 'danger', onSelect: remove },
        ]}
      />
    </div>,
  )
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'More actions for level 3' }), requirements, remove }
}

describe('OverflowMenu (WAI-ARIA menu button)', () => {
  it('opens on click with the first action focused, and chooses with Enter', async () => {
    const { user, button, requirements } = setup()
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('menu', { name: 'More actions for level 3' })
    expect(button.getAttribute('aria-controls')).toBe(menu.id)
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Requirements' }))
    await user.keyboard('{Enter}')
    expect(requirements).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('moves with the arrows (wrapping), Home and End; ↑ on the button opens on the last action', async () => {
    const { user, button, remove } = setup()
    button.focus()
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Requirements' }))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Requirements' }))
    await user.keyboard('{End}')
    // Only the active action is in the tab order.
    expect(screen.getAllByRole('menuitem').map((item) => item.tabIndex)).toEqual([-1, -1, 0])
    await user.keyboard(' ')
    expect(remove).toHaveBeenCalledOnce()
  })

  it('closes on Escape back onto its button, and on a click elsewhere', async () => {
    const { user, button } = setup()
    await user.click(button)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    await user.keyboard('{Enter}')
    expect(screen.getByRole('menu')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Before' }))
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
