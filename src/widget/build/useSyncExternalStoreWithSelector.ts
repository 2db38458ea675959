// The widget build's stand-in for 'use-sync-external-store/shim/with-selector' (wagmi's account hooks use it): that
// package is CommonJS and requires 'react', which made the whole of Preact's React layer a CommonJS-wrapped namespace
// on every page. This is the same algorithm as React's, as an ES module, so unused parts of that layer are dropped.
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

/** useSyncExternalStore of a selection of the snapshot: a new selection only when `isEqual` says it changed. */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined | null,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The selection last shown, kept across renders (what a new selector's first selection is compared with).
  const shown = useRef<{ hasValue: boolean; value: Selection | undefined }>({ hasValue: false, value: undefined })
  const [getSelection, getServerSelection] = useMemo(() => {
    let memoized: { snapshot: Snapshot; selection: Selection } | undefined
    const select = (snapshot: Snapshot): Selection => {
      if (!memoized) {
        const selection = selector(snapshot)
        // The first selection of a new selector: keep the one shown when it is equal.
        const kept = isEqual !== undefined && shown.current.hasValue && isEqual(shown.current.value as Selection, selection) ? (shown.current.value as Selection) : selection
        memoized = { snapshot, selection: kept }
        return kept
      }
      if (Object.is(memoized.snapshot, snapshot)) return memoized.selection
      const selection = selector(snapshot)
      if (isEqual !== undefined && isEqual(memoized.selection, selection)) {
        memoized = { snapshot, selection: memoized.selection }
        return memoized.selection
      }
      memoized = { snapshot, selection }
      return selection
    }
    return [() => select(getSnapshot()), getServerSnapshot ? () => select(getServerSnapshot()) : undefined] as const
  }, [getSnapshot, getServerSnapshot, selector, isEqual])
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    shown.current = { hasValue: true, value }
  }, [value])
  return value
}
