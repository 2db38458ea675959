'use client'
import { memo, useCallback, useLayoutEffect, useRef } from 'react'
import type { SkillNode } from './buildSkillTree.js'
import { SkillProgress } from './SkillProgress.js'
import type { SkillTreeLabels } from './SkillTreeLabels.js'
import { ROW_HEIGHT } from './useWindowedRows.js'

type SkillTreeRowProps = {
  node: SkillNode
  setSize: number
  /** Row index, for absolute placement when the tree is windowed; undefined in normal flow. */
  windowIndex: number | undefined
  expanded: boolean
  selected: boolean
  /** The row holding the tree's one tab stop (roving tabindex). */
  active: boolean
  labels: SkillTreeLabels
  rowRef: (id: string, element: HTMLLIElement | null) => void
  onActivate: (node: SkillNode) => void
  onToggle: (node: SkillNode) => void
  onFocusRow: (node: SkillNode) => void
}

/** One treeitem: toggle, name and the user's progress. */
export const SkillTreeRow = memo(function SkillTreeRow({ node, setSize, windowIndex, expanded, selected, active, labels, rowRef, onActivate, onToggle, onFocusRow }: SkillTreeRowProps) {
  const { skill } = node
  const branch = node.children.length > 0
  const element = useRef<HTMLLIElement | null>(null)
  const ref = useCallback(
    (li: HTMLLIElement | null) => {
      element.current = li
      rowRef(skill.id, li)
    },
    [rowRef, skill.id],
  )
  // A windowed row's place is known only in the browser, while scrolling: set through the CSSOM, which a strict
  // Content-Security-Policy allows (a style attribute in the markup it would block). The depth comes from aria-level.
  useLayoutEffect(() => {
    const style = element.current?.style
    if (!style) return
    if (windowIndex === undefined) {
      for (const property of ['position', 'inset-inline', 'top', 'height']) style.removeProperty(property)
      return
    }
    style.position = 'absolute'
    style.insetInline = '0'
    style.top = `${windowIndex * ROW_HEIGHT}px`
    style.height = `${ROW_HEIGHT}px`
  }, [windowIndex])
  return (
    <li
      ref={ref}
      role="treeitem"
      className="ek-skill-tree__row"
      aria-level={node.level}
      aria-setsize={setSize}
      aria-posinset={node.position}
      aria-expanded={branch ? expanded : undefined}
      aria-selected={selected}
      tabIndex={active ? 0 : -1}
      data-state={branch ? (expanded ? 'open' : 'closed') : undefined}
      data-selected={selected ? '' : undefined}
      onClick={() => onActivate(node)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(node)
      }}
    >
      <span
        className="ek-skill-tree__toggle"
        data-state={branch ? (expanded ? 'open' : 'closed') : 'leaf'}
        aria-hidden="true"
        onClick={(event) => {
          if (!branch) return
          // The toggle only opens or closes; selecting is the row's job.
          event.stopPropagation()
          onToggle(node)
        }}
      />
      <span className="ek-skill-tree__name">{typeof skill.name === 'string' ? skill.name : ''}</span>
      <SkillProgress score={skill.score} maxScore={skill.maxScore} labels={labels} />
    </li>
  )
})
