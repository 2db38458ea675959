import type { LiveUpdates, LiveUpdatesListener } from '../createLiveUpdates.js'

/**
 * {@link LiveUpdates} whose code loads at the first `watch`: a page that shows no entity never downloads the stream
 * reader. What is asked before it is there (watches, listeners, the caller) is applied once it is; a load that fails
 * leaves the page as it is without live updates (its components keep refetching).
 */
export function lazyLiveUpdates(load: () => Promise<LiveUpdates>): LiveUpdates {
  const listeners = new Set<LiveUpdatesListener>()
  let caller: string | undefined
  let real: LiveUpdates | undefined
  let loading: Promise<LiveUpdates | undefined> | undefined
  const start = () =>
    (loading ??= load().then(
      (live) => {
        live.setCaller(caller)
        live.subscribe((event, who) => {
          for (const listener of listeners) listener(event, who)
        })
        return (real = live)
      },
      () => undefined,
    ))
  return {
    watch(entityId) {
      if (real) return real.watch(entityId)
      let released = false
      let release: (() => void) | undefined
      void start().then((live) => {
        if (live && !released) release = live.watch(entityId)
      })
      return () => {
        released = true
        release?.()
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    setCaller(next) {
      caller = next
      real?.setCaller(next)
    },
    destroy() {
      real?.destroy()
    },
  }
}
