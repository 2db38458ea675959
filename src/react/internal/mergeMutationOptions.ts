import type { MutationOptions } from '@tanstack/query-core'

/** App callbacks a mutation hook accepts; they run after engagekit's own cache updates. */
export type MutationCallbacks<TData, TError, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => unknown
  onError?: (error: TError, variables: TVariables) => unknown
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables) => unknown
  /** Any other TanStack mutation option (retry, meta, gcTime, …). */
  [option: string]: unknown
}

/**
 * Runs the app's callbacks after engagekit's (optimistic update, rollback, invalidation),
 * so passing `onSuccess` never switches engagekit's cache handling off.
 */
export function mergeMutationOptions<TData, TError, TVariables, TResult>(
  ours: MutationOptions<TData, TError, TVariables, TResult>,
  theirs: MutationCallbacks<TData, TError, TVariables> | undefined,
): MutationOptions<TData, TError, TVariables, TResult> {
  if (!theirs) return ours
  const { onSuccess, onError, onSettled, ...rest } = theirs
  return {
    ...(rest as Partial<MutationOptions<TData, TError, TVariables, TResult>>),
    ...ours,
    onSuccess: async (data, variables, result, context) => {
      await ours.onSuccess?.(data, variables, result, context)
      await onSuccess?.(data, variables)
    },
    onError: async (error, variables, result, context) => {
      await ours.onError?.(error, variables, result, context)
      await onError?.(error, variables)
    },
    onSettled: async (data, error, variables, result, context) => {
      await ours.onSettled?.(data, error, variables, result, context)
      await onSettled?.(data, error, variables)
    },
  }
}
