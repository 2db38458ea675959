'use client'
import { useLayoutEffect, useState, type RefObject } from 'react'

// useLayoutEffect warns during server rendering; nothing overflows there.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/** Whether an element scrolls: only then does it need to be a focusable region for keyboard users. */
export function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useIsomorphicLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const check = () => setOverflowing(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
    check()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(check)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [ref])
  return overflowing
}
