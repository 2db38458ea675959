'use client'
import { useCallback, useLayoutEffect, useState, type RefObject, type UIEvent } from 'react'

/** Row height in windowed mode, in px: rows are placed at `index * ROW_HEIGHT`. */
export const ROW_HEIGHT = 40
/** Above this many visible rows only the rows in view are rendered. */
export const WINDOW_AFTER = 150
const OVERSCAN = 8
// Without layout (server, jsdom) there is no viewport to measure: assume a typical one.
const FALLBACK_VIEWPORT = 480

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/** What {@link useWindowedRows} returns: the index range to render, and the scroll handler to attach. */
export type WindowedRows = { windowed: boolean; start: number; end: number; onScroll: (event: UIEvent<HTMLElement>) => void }

/** Simple fixed-height windowing of a scrolling list; off (everything rendered) for short lists. */
export function useWindowedRows(viewportRef: RefObject<HTMLElement | null>, count: number): WindowedRows {
  const windowed = count > WINDOW_AFTER
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT)
  useIsomorphicLayoutEffect(() => {
    const element = viewportRef.current
    if (!windowed || !element) return
    const measure = () => setViewport(element.clientHeight || FALLBACK_VIEWPORT)
    measure()
    setScrollTop(element.scrollTop)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [windowed, viewportRef])
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop), [])
  if (!windowed) return { windowed, start: 0, end: count, onScroll }
  const start = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN)
  const end = Math.min(count, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN)
  return { windowed, start, end, onScroll }
}
