'use client'
import { useCallback, useContext } from 'react'
import { AppearanceContext } from './AppearanceContext.js'
import { metricDisplayName } from './metricDisplayName.js'

/**
 * How components name a metric: the provider's `metricLabels` for it (by name or id), else its name made readable
 * ({@link metricDisplayName}, or the component's own `fallback`, such as an NFT card's `labels.trait`). One place, so
 * MetricsPanel, Leaderboard, the NFT card's traits and the admin screens say the same.
 */
export function useMetricName(): (metric: string, fallback?: (metric: string) => string) => string {
  const { metricLabels } = useContext(AppearanceContext)
  return useCallback(
    (metric: string, fallback: (metric: string) => string = metricDisplayName) => (metricLabels && Object.hasOwn(metricLabels, metric) ? metricLabels[metric]! : fallback(metric)),
    [metricLabels],
  )
}
