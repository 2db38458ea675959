import type { QueryClient } from '@tanstack/query-core'
import type { Metric, UserMetric } from '../../core/schemas/metric.js'
import { listEntityMetricsQueryKey } from '../listEntityMetrics.js'
import { getUserMetricsQueryKey } from '../getUserMetrics.js'

/** What an optimistic increment saved, to roll back to. */
export type IncrementSnapshot = { previous: [readonly unknown[], UserMetric[] | undefined][] }

/**
 * Applies increments to the cached counters at once, before the service answers.
 * `metric` may be a metric's id; the cached metric list maps it to the name counters use.
 */
export async function applyIncrements(
  queryClient: QueryClient,
  target: { entityId: string | undefined; userAddress: string | undefined },
  increments: { metric: string; count: number | string }[],
): Promise<IncrementSnapshot> {
  const queryKey = getUserMetricsQueryKey(target)
  await queryClient.cancelQueries({ queryKey })
  const previous = queryClient.getQueriesData<UserMetric[]>({ queryKey })
  const definitions = queryClient.getQueryData<Metric[]>(listEntityMetricsQueryKey({ entityId: target.entityId })) ?? []
  const byName = new Map<string, number>()
  for (const { metric, count } of increments) {
    const amount = Number(count)
    if (!Number.isFinite(amount)) continue
    const name = definitions.find((definition) => definition.id === metric)?.name ?? metric
    byName.set(name, (byName.get(name) ?? 0) + amount)
  }
  queryClient.setQueriesData<UserMetric[]>({ queryKey }, (old) => {
    if (!old) return old
    const next = old.map((entry) => (byName.has(entry.metric) ? { ...entry, counter: entry.counter + (byName.get(entry.metric) ?? 0) } : entry))
    for (const [metric, counter] of byName) if (!old.some((entry) => entry.metric === metric)) next.push({ metric, counter })
    return next
  })
  return { previous }
}

/** Puts back what {@link applyIncrements} changed. */
export function rollbackIncrements(queryClient: QueryClient, snapshot: IncrementSnapshot | undefined): void {
  for (const [queryKey, data] of snapshot?.previous ?? []) queryClient.setQueryData(queryKey, data)
}
