import type { Skill } from '../../../core/schemas/skill.js'

/** A skill placed in the tree. */
export type SkillNode = {
  skill: Skill
  parent: SkillNode | null
  children: SkillNode[]
  /** 1 for a root. */
  level: number
  /** Position among its siblings, from 1. */
  position: number
}

/** The skills as a tree, plus an index by id. */
export type SkillTreeModel = { roots: SkillNode[]; byId: Map<string, SkillNode> }

/**
 * Builds the tree in O(n): roots are skills whose parent is null, unknown or themselves. Skills caught
 * in a parent cycle (which nothing roots) are promoted to roots, so every skill is shown exactly once.
 */
export function buildSkillTree(skills: readonly Skill[] | undefined): SkillTreeModel {
  const byId = new Map<string, SkillNode>()
  const ordered: SkillNode[] = []
  for (const skill of skills ?? []) {
    // Duplicate or missing ids would make keys and focus ambiguous: the first occurrence wins.
    if (!skill || typeof skill !== 'object' || typeof skill.id !== 'string' || byId.has(skill.id)) continue
    const node: SkillNode = { skill, parent: null, children: [], level: 0, position: 1 }
    byId.set(skill.id, node)
    ordered.push(node)
  }
  const roots: SkillNode[] = []
  for (const node of ordered) {
    const parentId = node.skill.parentId
    const parent = typeof parentId === 'string' && parentId !== node.skill.id ? byId.get(parentId) : undefined
    if (parent) {
      node.parent = parent
      parent.children.push(node)
    } else {
      roots.push(node)
    }
  }
  let placed = place(roots, 1)
  if (placed < ordered.length) {
    // Only cycles are left unplaced; cut each at its first member in input order.
    for (const node of ordered) {
      if (node.level !== 0) continue
      detach(node)
      roots.push(node)
      placed += place([node], 1, roots.length)
    }
  }
  return { roots, byId }
}

// Sets level and position with an explicit stack (deep chains must not overflow the call stack).
// Levels start at 0 before placement, which marks nodes no root reaches.
function place(nodes: SkillNode[], level: number, firstPosition = 1): number {
  let count = 0
  const stack: Array<[SkillNode, number, number]> = nodes.map((node, index) => [node, level, firstPosition + index])
  while (stack.length > 0) {
    const [node, nodeLevel, position] = stack.pop()!
    node.level = nodeLevel
    node.position = position
    count++
    node.children.forEach((child, index) => {
      if (child.level === 0) stack.push([child, nodeLevel + 1, index + 1])
    })
  }
  return count
}

function detach(node: SkillNode): void {
  if (!node.parent) return
  const siblings = node.parent.children
  siblings.splice(siblings.indexOf(node), 1)
  node.parent.children.forEach((child, index) => (child.position = index + 1))
  node.parent = null
}
