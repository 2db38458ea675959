import type { SkillNode } from './buildSkillTree.js'

/** A row of the tree as drawn: a node whose ancestors are all expanded. */
export type SkillRow = { node: SkillNode; setSize: number }

/** The rows on screen, in order, in O(rows): collapsed subtrees are never walked. */
export function visibleRows(roots: readonly SkillNode[], isExpanded: (id: string) => boolean): SkillRow[] {
  const rows: SkillRow[] = []
  const stack: Array<{ nodes: readonly SkillNode[]; index: number }> = [{ nodes: roots, index: 0 }]
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!
    const node = frame.nodes[frame.index++]
    if (!node) {
      stack.pop()
      continue
    }
    rows.push({ node, setSize: frame.nodes.length })
    if (node.children.length > 0 && isExpanded(node.skill.id)) stack.push({ nodes: node.children, index: 0 })
  }
  return rows
}
