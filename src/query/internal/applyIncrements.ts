import type { QueryClient } from '@tanstack/query-core'
import type { Metric, UserMetric } from '../../core/schemas/metric.js'
import { listEntityMetricsQueryKey } from '../listEntityMetrics.js'
import { getUserMetricsQueryKey } from '../getUserMetrics.js'

/** What an optimistic increment saved, to roll back to. */
export type IncrementSnapshot = { previous: [readonly unknown[], UserMetric[] | undefined][] }

/**
 * Applies increments to the cached counters at once, before the service answers.
 * `metric` may be a metric's id or its name in any letter case (as the service accepts); the cached metric list
 * maps ids to the name counters use. A metric it cannot place adds no row: the refetch after the write shows it.
 */
export async function applyIncrements(
  queryClient: QueryClient,
  target: { entityId: string | undefined; userAddress: string | undefined },
  increments: { metric: string; count: number | string }[],
): Promise<IncrementSnapshot> {
  const queryKey = getUserMetricsQueryKey(target)
  await queryClient.cancelQueries({ queryKey })
  const previous = queryClient.getQueriesData<UserMetric[]>({ queryKey })
  // The entity's metric list, as read for any caller (every caller reads the same list).
  const definitions = queryClient.getQueriesData<Metric[]>({ queryKey: listEntityMetricsQueryKey({ entityId: target.entityId }) }).find(([, list]) => list)?.[1] ?? []
  // Keyed by lower-case name; the value keeps the name as the metric list spells it, if known.
  const byName = new Map<string, { name: string | undefined; amount: number }>()
  for (const { metric, count } of increments) {
    const amount = Number(count)
    if (!Number.isFinite(amount)) continue
    const known = definitions.find((definition) => definition.id === metric) ?? definitions.find((definition) => sameName(definition.name, metric))
    const key = (known?.name ?? metric).toLowerCase()
    byName.set(key, { name: known?.name, amount: (byName.get(key)?.amount ?? 0) + amount })
  }
  queryClient.setQueriesData<UserMetric[]>({ queryKey }, (old) => {
    if (!old) return old
    const next = old.map((entry) => {
      const change = byName.get(entry.metric.toLowerCase())
      return change ? { ...entry, counter: entry.counter + change.amount } : entry
    })
    for (const [key, { name, amount }] of byName) {
      if (name !== undefined && !old.some((entry) => entry.metric.toLowerCase() === key)) next.push({ metric: name, counter: amount })
    }
    return next
  })
  return { previous }
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** Puts back what {@link applyIncrements} changed. */
export function rollbackIncrements(queryClient: QueryClient, snapshot: IncrementSnapshot | undefined): void {
  for (const [queryKey, data] of snapshot?.previous ?? []) queryClient.setQueryData(queryKey, data)
}

/**
 * Once the service answers, sets the cached counters it moved to the values it sent (engagekit's service sends them;
 * a spec service does not, and the refetch after the write then shows them). Left to that refetch while another
 * increment is on its way, whose optimistic change the answer does not hold yet.
 */
export function settleIncrements(
  queryClient: QueryClient,
  target: { entityId: string | undefined; userAddress: string | undefined },
  counters: readonly UserMetric[] | undefined,
): void {
  if (!counters || counters.length === 0) return
  const inFlight = queryClient.isMutating({ predicate: (mutation) => ['incrementMetric', 'incrementMetrics'].includes(String(mutation.options.mutationKey?.[0])) })
  if (inFlight > 1) return
  const exact = new Map(counters.map(({ metric, counter }) => [metric.toLowerCase(), counter]))
  queryClient.setQueriesData<UserMetric[]>({ queryKey: getUserMetricsQueryKey(target) }, (old) =>
    old?.map((entry) => {
      const counter = exact.get(entry.metric.toLowerCase())
      return counter === undefined ? entry : { ...entry, counter }
    }),
  )
}
