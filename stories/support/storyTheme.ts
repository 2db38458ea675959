import { useSyncExternalStore } from 'react'

type Theme = 'light' | 'dark'

// A theme forced on every story from outside (the screenshot tests draw each story in both themes).
let forced: Theme | undefined
const listeners = new Set<() => void>()

/** Forces every rendered story into `theme` (undefined: each story's own `parameters.engagekit.theme`). */
export function setStoryTheme(theme: Theme | undefined): void {
  forced = theme
  for (const listener of listeners) listener()
}

/** The forced theme, re-rendering when it changes. */
export function useForcedStoryTheme(): Theme | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => forced,
    () => forced,
  )
}
