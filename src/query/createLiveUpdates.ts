import type { QueryClient } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { applyEngagementEvent } from './applyEngagementEvent.js'
import { getServiceInfoQueryOptions } from './getServiceInfo.js'
import { isEngagementQueryKey } from './isEngagementQueryKey.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { StreamEvent } from '../core/schemas/streamEvent.js'

/** What {@link CreateLiveUpdatesParameters.open} is given: one entity's stream, resumed after `lastEventId` when set. */
export type LiveStreamParameters = {
  entityId: string
  lastEventId?: number | undefined
  onEvent: (event: StreamEvent) => void
  /** The service no longer holds the events after `lastEventId`: what was missed must be read again. */
  onReset?: (() => void) | undefined
  onError?: ((error: unknown) => void) | undefined
}

/** Parameters of {@link createLiveUpdates}. */
export type CreateLiveUpdatesParameters = {
  client: EngagementClientBase
  queryClient: QueryClient
  /** Opens an entity's stream (reconnecting by itself, with backoff) and returns what closes it. */
  open: (parameters: LiveStreamParameters) => () => void
  /** How long a hidden page keeps its streams before closing them; default 60 s. They reopen, resumed, when it is shown. */
  hiddenCloseMs?: number | undefined
}

/** Hears every event applied, with the caller it was applied for. */
export type LiveUpdatesListener = (event: StreamEvent, caller: string | undefined) => void

/** The page's live updates: one stream per entity something shows, applied to the cache. */
export type LiveUpdates = {
  /** Keeps `entityId`'s stream open until the returned function is called (by every watcher: it is counted). */
  watch: (entityId: string) => () => void
  /** Hears the events applied (e.g. to announce a level-up); returns what stops it. */
  subscribe: (listener: LiveUpdatesListener) => () => void
  /** The signed-in address the cache is read for; a new one reopens the streams (what it may read differs). */
  setCaller: (caller: string | undefined) => void
  /** Closes every stream and stops listening to the page (a later `watch` starts again). */
  destroy: () => void
}

type Stream = { watchers: number; lastEventId: number | undefined; close: (() => void) | undefined }

/**
 * Live updates for a cache: the first `watch` of an entity opens its stream (once the service says it offers
 * `realtime` in `GET /api/engagekit`; a service of the spec alone never gets asked for one, and its components keep
 * refetching as before), the last release closes it. Each event is applied with {@link applyEngagementEvent} for the
 * current caller. A page hidden for `hiddenCloseMs` closes its streams; shown again, it reopens them after the last
 * event it had, so nothing is missed and nothing is held open for a tab nobody looks at.
 */
export function createLiveUpdates({ client, queryClient, open, hiddenCloseMs = 60_000 }: CreateLiveUpdatesParameters): LiveUpdates {
  const streams = new Map<string, Stream>()
  const listeners = new Set<LiveUpdatesListener>()
  let caller: string | undefined
  let offered: boolean | undefined
  let asking: Promise<unknown> | undefined
  let asleep = false
  let sleepTimer: ReturnType<typeof setTimeout> | undefined

  const start = (entityId: string, stream: Stream) => {
    if (stream.close || asleep || offered !== true) return
    stream.close = open({
      entityId,
      lastEventId: stream.lastEventId,
      onEvent: (event) => {
        if (streams.get(entityId) !== stream) return
        if ('id' in event && typeof event.id === 'number') stream.lastEventId = event.id
        applyEngagementEvent(queryClient, event, caller)
        for (const listener of listeners) listener(event, caller)
      },
      onReset: () => {
        // Events were missed: read again what this caller holds of the entity.
        const { caller: owner } = queryKeyParams({ caller })
        void queryClient.invalidateQueries({
          predicate: ({ queryKey }) => {
            const params = queryKey[1] as { entityId?: unknown; caller?: unknown } | undefined
            return isEngagementQueryKey(queryKey) && params?.entityId === entityId && (params.caller ?? undefined) === owner
          },
        })
      },
    })
  }
  const stop = (stream: Stream) => {
    stream.close?.()
    stream.close = undefined
  }
  const startAll = () => {
    for (const [entityId, stream] of streams) start(entityId, stream)
  }
  const ask = () => {
    asking ??= queryClient.fetchQuery(getServiceInfoQueryOptions(client)).then(
      (info) => {
        offered = info.features.includes('realtime')
        startAll()
      },
      // Not known now: asked again at the next watch.
      () => (asking = undefined),
    )
  }

  const onVisibility = () => {
    clearTimeout(sleepTimer)
    if (document.visibilityState === 'hidden') {
      sleepTimer = setTimeout(() => {
        asleep = true
        for (const stream of streams.values()) stop(stream)
      }, hiddenCloseMs)
    } else if (asleep) {
      asleep = false
      startAll()
    }
  }
  // The page is listened to while something is watched.
  const listen = (on: boolean) => {
    if (typeof document === 'undefined') return
    if (on) document.addEventListener('visibilitychange', onVisibility)
    else {
      document.removeEventListener('visibilitychange', onVisibility)
      clearTimeout(sleepTimer)
      asleep = false
    }
  }

  return {
    watch(entityId) {
      let stream = streams.get(entityId)
      if (!stream) {
        if (streams.size === 0) listen(true)
        streams.set(entityId, (stream = { watchers: 0, lastEventId: undefined, close: undefined }))
      }
      stream.watchers++
      if (offered === undefined) ask()
      else start(entityId, stream)
      let released = false
      const watched = stream
      return () => {
        if (released || streams.get(entityId) !== watched) return
        released = true
        if (--watched.watchers > 0) return
        stop(watched)
        streams.delete(entityId)
        if (streams.size === 0) listen(false)
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    setCaller(next) {
      if (next?.toLowerCase() === caller?.toLowerCase()) return
      caller = next
      // What the new caller may read differs (a private entity's events): each stream starts again, from now.
      for (const stream of streams.values()) {
        stop(stream)
        stream.lastEventId = undefined
      }
      startAll()
    },
    destroy() {
      for (const stream of streams.values()) stop(stream)
      streams.clear()
      listen(false)
    },
  }
}
