import type { SkillNode } from './buildSkillTree.js'
import type { SkillRow } from './visibleRows.js'

/** What a key press asks of the tree. */
export type TreeAction =
  | { type: 'focus'; index: number }
  | { type: 'expand'; ids: string[] }
  | { type: 'collapse'; id: string }
  | { type: 'select'; node: SkillNode }
  | { type: 'typeahead'; char: string }

/**
 * The WAI-ARIA tree pattern's keys, as a pure function of the visible rows and the focused one.
 * Returns undefined for keys the tree leaves alone (Tab, shortcuts with modifiers).
 */
export function treeKeyAction(
  key: string,
  modifiers: { ctrl: boolean; meta: boolean; alt: boolean },
  rows: readonly SkillRow[],
  index: number,
  isExpanded: (id: string) => boolean,
  roots: readonly SkillNode[],
): TreeAction | undefined {
  const node = rows[index]?.node
  if (!node || modifiers.ctrl || modifiers.meta || modifiers.alt) return undefined
  const branch = node.children.length > 0
  const open = branch && isExpanded(node.skill.id)
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: Math.min(rows.length - 1, index + 1) }
    case 'ArrowUp':
      return { type: 'focus', index: Math.max(0, index - 1) }
    case 'Home':
      return { type: 'focus', index: 0 }
    case 'End':
      return { type: 'focus', index: rows.length - 1 }
    case 'ArrowRight':
      if (!branch) return { type: 'focus', index }
      // An open branch's first child is the next row.
      return open ? { type: 'focus', index: index + 1 } : { type: 'expand', ids: [node.skill.id] }
    case 'ArrowLeft': {
      if (open) return { type: 'collapse', id: node.skill.id }
      if (!node.parent) return { type: 'focus', index }
      const parent = node.parent
      // The parent is above the node: walk back rather than searching every row.
      let parentIndex = index - 1
      while (parentIndex > 0 && rows[parentIndex]?.node !== parent) parentIndex--
      return { type: 'focus', index: parentIndex }
    }
    case 'Enter':
    case ' ':
      return { type: 'select', node }
    case '*': {
      const siblings = node.parent ? node.parent.children : roots
      return { type: 'expand', ids: siblings.filter((sibling) => sibling.children.length > 0).map((sibling) => sibling.skill.id) }
    }
    default:
      return key.length === 1 && key.trim() !== '' ? { type: 'typeahead', char: key } : undefined
  }
}
