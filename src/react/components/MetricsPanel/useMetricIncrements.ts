'use client'
import { useCallback, useRef, useState } from 'react'
import { useIncrementMetric } from '../../hooks/useIncrementMetric.js'

/** An increment the service refused; the counter is already back to its value. */
export type IncrementFailure = { ref: string; name: string; amount: number; message: string }

/**
 * Increments with per-metric failures: the hook-level callbacks run for every call (mutate's own
 * callbacks only run for the latest), so quick clicks on several metrics each keep their outcome.
 */
export function useMetricIncrements(entityId: string | undefined, userAddress: string | undefined) {
  const names = useRef(new Map<string, string>())
  const [failures, setFailures] = useState<IncrementFailure[]>([])
  const mutation = useIncrementMetric({
    entityId,
    mutation: {
      onError: (error, variables) => {
        const failure: IncrementFailure = {
          ref: variables.metric,
          name: names.current.get(variables.metric) ?? variables.metric,
          amount: Number(variables.count),
          // The service's own words when it sent some; the client's message names the endpoint too.
          message: error?.serverMessage || error?.message || String(error),
        }
        setFailures((current) => [...current.filter((entry) => entry.ref !== failure.ref), failure])
      },
      onSuccess: (_data, variables) => setFailures((current) => current.filter((entry) => entry.ref !== variables.metric)),
    },
  })
  const { mutate } = mutation

  const increment = useCallback(
    (ref: string, name: string, amount: number) => {
      if (!userAddress) return
      names.current.set(ref, name)
      setFailures((current) => current.filter((entry) => entry.ref !== ref))
      mutate({ userAddress, metric: ref, count: amount })
    },
    [mutate, userAddress],
  )
  const dismiss = useCallback((ref: string) => setFailures((current) => current.filter((entry) => entry.ref !== ref)), [])

  return { increment, dismiss, failures }
}
