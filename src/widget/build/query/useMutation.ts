import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { withRetry, type RetryOption } from './Query.js'
import type { QueryClient } from './QueryClient.js'
import { useQueryClient } from './QueryClientProvider.js'

type Context = { client: QueryClient; meta: unknown; mutationKey: unknown }

/** TanStack Query's mutation options (v5: callbacks get onMutate's result and a context with the client). */
export type MutationOptions = {
  mutationFn?: ((variables: any, context: Context) => Promise<unknown>) | undefined
  mutationKey?: unknown
  meta?: unknown
  retry?: RetryOption
  retryDelay?: number | ((failureCount: number, error: unknown) => number) | undefined
  onMutate?: ((variables: any, context: Context) => unknown) | undefined
  onSuccess?: ((data: any, variables: any, result: any, context: Context) => unknown) | undefined
  onError?: ((error: any, variables: any, result: any, context: Context) => unknown) | undefined
  onSettled?: ((data: any, error: any, variables: any, result: any, context: Context) => unknown) | undefined
  [option: string]: unknown
}

type MutateCallbacks = Pick<MutationOptions, 'onSuccess' | 'onError' | 'onSettled'>

type MutationState = {
  status: 'idle' | 'pending' | 'success' | 'error'
  data: unknown
  error: unknown
  variables: unknown
  context: unknown
  submittedAt: number
  failureCount: number
}

const idle: MutationState = { status: 'idle', data: undefined, error: null, variables: undefined, context: undefined, submittedAt: 0, failureCount: 0 }

/**
 * A write and its state (TanStack Query's useMutation, for the widget): onMutate, the call (retried as `retry` says,
 * none by default), then onSuccess or onError and onSettled, then the callbacks given to this `mutate`. The state
 * shown is the latest call's.
 */
export function useMutation(options: MutationOptions, client?: QueryClient) {
  const queryClient = useQueryClient(client)
  const [state, setState] = useState(idle)
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  const calls = useRef(0)

  const mutateAsync = useCallback(
    async (variables: unknown, callbacks: MutateCallbacks = {}): Promise<unknown> => {
      const call = ++calls.current
      const show = (patch: Partial<MutationState>) => {
        if (calls.current === call) setState((current) => ({ ...current, ...patch }))
      }
      const { mutationFn, mutationKey, meta, retry, retryDelay, onMutate, onSuccess, onError, onSettled } = latest.current
      const context: Context = { client: queryClient, meta, mutationKey }
      show({ ...idle, status: 'pending', variables, submittedAt: Date.now() })
      const end = queryClient.startMutation({ options: { mutationKey } })
      let result: unknown
      try {
        result = await onMutate?.(variables, context)
        show({ context: result })
        if (!mutationFn) throw new Error('No mutationFn found')
        const data = await withRetry(() => mutationFn(variables, context), retry ?? 0, retryDelay)
        await onSuccess?.(data, variables, result, context)
        await onSettled?.(data, null, variables, result, context)
        end()
        show({ status: 'success', data })
        await callbacks.onSuccess?.(data, variables, result, context)
        await callbacks.onSettled?.(data, null, variables, result, context)
        return data
      } catch (error) {
        // A callback that throws still leaves the write's own error the one reported.
        const quietly = async (run: () => unknown) => {
          try {
            await run()
          } catch {
            /* the write's error is the one that counts */
          }
        }
        await quietly(() => queryClient.mutationCache.config.onError?.(error, variables, result, undefined))
        await quietly(() => onError?.(error, variables, result, context))
        await quietly(() => onSettled?.(undefined, error, variables, result, context))
        end()
        show({ status: 'error', error, failureCount: 1 })
        await quietly(() => callbacks.onError?.(error, variables, result, context))
        await quietly(() => callbacks.onSettled?.(undefined, error, variables, result, context))
        throw error
      }
    },
    [queryClient],
  )
  const mutate = useCallback((variables: unknown, callbacks?: MutateCallbacks) => void mutateAsync(variables, callbacks).catch(() => undefined), [mutateAsync])
  const reset = useCallback(() => {
    calls.current++
    setState(idle)
  }, [])
  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutate,
    mutateAsync,
    reset,
  }
}
