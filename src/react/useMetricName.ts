'use client'
import { useCallback, useContext } from 'react'
import { AppearanceContext } from './AppearanceContext.js'
import { metricDisplayName } from './metricDisplayName.js'

/**
 * How components name a metric: the provider's `metricLabels` for it (by name or id), else its name made readable
 * ({@link metricDisplayName}). One place, so MetricsPanel, Leaderboard and the admin screens say the same.
 */
export function useMetricName(): (metric: string) => string {
  const { metricLabels } = useContext(AppearanceContext)
  return useCallback((metric: string) => (metricLabels && Object.hasOwn(metricLabels, metric) ? metricLabels[metric]! : metricDisplayName(metric)), [metricLabels])
}
