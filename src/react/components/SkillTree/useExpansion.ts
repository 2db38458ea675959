'use client'
import { useCallback, useMemo, useState } from 'react'

type Expansion = { base: 'all' | 'none' | ReadonlySet<string>; overrides: ReadonlyMap<string, boolean> }

/** What {@link useExpansion} returns. */
export type ExpansionState = {
  isExpanded: (id: string) => boolean
  setExpanded: (ids: readonly string[], expanded: boolean) => void
  expandAll: () => void
  collapseAll: () => void
}

/**
 * Which branches are open. Kept as a default plus the user's changes, so `defaultExpanded: true`
 * applies to skills that arrive later without walking the tree on every load.
 */
export function useExpansion(defaultExpanded: boolean | readonly string[] | undefined): ExpansionState {
  const [state, setState] = useState<Expansion>(() => ({
    base: defaultExpanded === true ? 'all' : Array.isArray(defaultExpanded) ? new Set(defaultExpanded) : 'none',
    overrides: new Map(),
  }))
  const isExpanded = useCallback(
    (id: string) => state.overrides.get(id) ?? (state.base === 'all' ? true : state.base === 'none' ? false : state.base.has(id)),
    [state],
  )
  const setExpanded = useCallback((ids: readonly string[], expanded: boolean) => {
    setState((current) => {
      const overrides = new Map(current.overrides)
      for (const id of ids) overrides.set(id, expanded)
      return { base: current.base, overrides }
    })
  }, [])
  const expandAll = useCallback(() => setState({ base: 'all', overrides: new Map() }), [])
  const collapseAll = useCallback(() => setState({ base: 'none', overrides: new Map() }), [])
  return useMemo(() => ({ isExpanded, setExpanded, expandAll, collapseAll }), [isExpanded, setExpanded, expandAll, collapseAll])
}
