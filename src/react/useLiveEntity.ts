'use client'
import { useEffect } from 'react'
import { useEngagementContext } from './EngagementContext.js'

/**
 * Keeps `entityId`'s live stream open while the calling component is mounted (the provider's `realtime`, on a service
 * that offers it): its events move the cached counters, levels, NFTs and boards as they happen. Components that show
 * an entity call it; an app's own component may too. One stream per entity, however many components watch it.
 */
export function useLiveEntity(entityId: string | undefined): void {
  const { live } = useEngagementContext()
  useEffect(() => (live && entityId ? live.watch(entityId) : undefined), [live, entityId])
}
