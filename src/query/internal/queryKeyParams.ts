import { getAddress, isAddress } from 'viem'

/**
 * Key parameters without undefined values, addresses checksummed: TanStack's partial key matching
 * treats `{ a: undefined }` as a value, and `0xabc…`/`0xAbC…` must share one cache entry.
 */
export function queryKeyParams<T extends Record<string, string | number | undefined | null>>(params: T): Partial<T> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    out[key] = typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : value
  }
  return out as Partial<T>
}
