'use client'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { Skill } from '../../../core/schemas/skill.js'
import { buildSkillTree, type SkillNode } from './buildSkillTree.js'
import { SkillTreeRow } from './SkillTreeRow.js'
import type { SkillTreeLabels } from './SkillTreeLabels.js'
import { findByTypeahead } from './findByTypeahead.js'
import { treeKeyAction } from './treeKeyAction.js'
import { useExpansion } from './useExpansion.js'
import { ROW_HEIGHT, useWindowedRows } from './useWindowedRows.js'
import { visibleRows } from './visibleRows.js'

const TYPEAHEAD_RESET_MS = 600

type SkillTreeViewProps = {
  skills: readonly Skill[]
  heading: ReactNode
  titleId: string
  labels: SkillTreeLabels
  defaultExpanded: boolean | readonly string[] | undefined
  selectedId: string | null | undefined
  onSelect: ((skill: Skill) => void) | undefined
}

/** The loaded tree: toolbar, the treeitems (windowed when long) and the selected skill's details. */
export function SkillTreeView({ skills, heading, titleId, labels, defaultExpanded, selectedId, onSelect }: SkillTreeViewProps) {
  const model = useMemo(() => buildSkillTree(skills), [skills])
  const expansion = useExpansion(defaultExpanded)
  const { isExpanded, setExpanded } = expansion
  const rows = useMemo(() => visibleRows(model.roots, isExpanded), [model, isExpanded])
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.node.skill.id, index])), [rows])
  const [ownSelection, setOwnSelection] = useState<string | null>(null)
  const selected = selectedId !== undefined ? selectedId : ownSelection
  const [focusedId, setFocusedId] = useState<string | null>(null)

  // The tab stop: the focused row, else its nearest visible ancestor (after a collapse), else the selection, else the first row.
  let focusedNode = focusedId === null ? undefined : model.byId.get(focusedId)
  while (focusedNode && !indexById.has(focusedNode.skill.id)) focusedNode = focusedNode.parent ?? undefined
  const activeIndex = (focusedNode ? indexById.get(focusedNode.skill.id) : undefined) ?? (selected ? indexById.get(selected) : undefined) ?? 0
  const activeId = rows[activeIndex]?.node.skill.id

  const viewportRef = useRef<HTMLDivElement>(null)
  const treeRef = useRef<HTMLUListElement>(null)
  const { windowed, start, end, onScroll } = useWindowedRows(viewportRef, rows.length)
  // Windowed, the list is as tall as all its rows: set through the CSSOM (see SkillTreeRow), never as a style attribute.
  useLayoutEffect(() => {
    const style = treeRef.current?.style
    if (!style) return
    if (windowed) {
      style.position = 'relative'
      style.height = `${rows.length * ROW_HEIGHT}px`
    } else {
      style.removeProperty('position')
      style.removeProperty('height')
    }
  }, [windowed, rows.length])
  const rowElements = useRef(new Map<string, HTMLLIElement>())
  const rowRef = useCallback((id: string, element: HTMLLIElement | null) => {
    if (element) rowElements.current.set(id, element)
    else rowElements.current.delete(id)
  }, [])
  const focusPending = useRef(false)
  useEffect(() => {
    if (!focusPending.current || activeId === undefined) return
    focusPending.current = false
    // The active row is always rendered, even when windowed; focusing it scrolls it into view.
    rowElements.current.get(activeId)?.focus()
  }, [activeId])
  const typeahead = useRef({ text: '', at: 0 })

  const moveTo = (index: number) => {
    const id = rows[index]?.node.skill.id
    if (id === undefined || index === activeIndex) return
    focusPending.current = true
    setFocusedId(id)
  }
  const select = useCallback(
    (node: SkillNode) => {
      setFocusedId(node.skill.id)
      if (selectedId === undefined) setOwnSelection(node.skill.id)
      onSelect?.(node.skill)
    },
    [selectedId, onSelect],
  )
  const toggle = useCallback((node: SkillNode) => {
    setFocusedId(node.skill.id)
    setExpanded([node.skill.id], !isExpanded(node.skill.id))
  }, [isExpanded, setExpanded])
  const focusRow = useCallback((node: SkillNode) => setFocusedId(node.skill.id), [])

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // The arrows follow the reading direction: right to left (dir="rtl", also inherited into the widget's shadow root),
    // ArrowLeft opens and goes in.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const key = rtl ? ({ ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' } as Record<string, string>)[event.key] ?? event.key : event.key
    const action = treeKeyAction(key, { ctrl: event.ctrlKey, meta: event.metaKey, alt: event.altKey }, rows, activeIndex, isExpanded, model.roots)
    if (!action) return
    event.preventDefault()
    if (action.type === 'focus') moveTo(action.index)
    else if (action.type === 'expand') setExpanded(action.ids, true)
    else if (action.type === 'collapse') setExpanded([action.id], false)
    else if (action.type === 'select') select(action.node)
    else {
      const now = Date.now()
      const text = now - typeahead.current.at > TYPEAHEAD_RESET_MS ? action.char : typeahead.current.text + action.char
      typeahead.current = { text, at: now }
      // A new search starts after the focused row; a longer one may still match it.
      const found = findByTypeahead(rows, text.length === 1 ? activeIndex + 1 : activeIndex, text)
      if (found !== undefined) moveTo(found)
    }
  }

  const indices: number[] = []
  if (windowed && activeIndex < start) indices.push(activeIndex)
  for (let index = start; index < end; index++) indices.push(index)
  if (windowed && activeIndex >= end) indices.push(activeIndex)
  const hasBranches = rows.some((row) => row.node.children.length > 0)
  const selectedNode = selected ? model.byId.get(selected) : undefined
  const description = typeof selectedNode?.skill.description === 'string' ? selectedNode.skill.description.trim() : ''

  return (
    <>
      <div className="ek-skill-tree__header">
        {heading}
        {hasBranches && (
          <div className="ek-skill-tree__actions">
            <button type="button" className="ek-button" data-variant="ghost" data-size="small" onClick={expansion.expandAll}>
              {labels.expandAll}
            </button>
            <button type="button" className="ek-button" data-variant="ghost" data-size="small" onClick={expansion.collapseAll}>
              {labels.collapseAll}
            </button>
          </div>
        )}
      </div>
      <div ref={viewportRef} className="ek-skill-tree__viewport" data-windowed={windowed ? '' : undefined} onScroll={windowed ? onScroll : undefined}>
        <ul ref={treeRef} role="tree" aria-labelledby={titleId} className="ek-skill-tree__tree" onKeyDown={onKeyDown}>
          {indices.map((index) => {
            const row = rows[index]!
            const id = row.node.skill.id
            return (
              <SkillTreeRow
                key={id}
                node={row.node}
                setSize={row.setSize}
                windowIndex={windowed ? index : undefined}
                expanded={isExpanded(id)}
                selected={selected === id}
                active={index === activeIndex}
                labels={labels}
                rowRef={rowRef}
                onActivate={select}
                onToggle={toggle}
                onFocusRow={focusRow}
              />
            )
          })}
        </ul>
      </div>
      <div className="ek-skill-tree__details" aria-live="polite" data-state={selectedNode ? 'open' : 'closed'}>
        {selectedNode && (
          <>
            <p className="ek-skill-tree__details-name">{selectedNode.skill.name}</p>
            <p className="ek-muted">{description || labels.noDescription}</p>
          </>
        )}
      </div>
    </>
  )
}
