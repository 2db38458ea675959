import { getAddress, isAddress } from 'viem'

/** What {@link parseAddressList} found in pasted text: addresses to send, and what will not be sent, and why. */
export type ParsedAddressList = {
  /** Checksummed, each once, in the order pasted. */
  valid: string[]
  /** Entries that are not EVM addresses, as pasted. */
  invalid: string[]
  /** Addresses pasted more than once, or already in `existing` (checksummed). */
  duplicates: string[]
}

/**
 * Reads addresses pasted one per line, or separated by commas, semicolons or spaces, and checks each before
 * anything is sent: force-adding many members at once (row 9) should not fail on one typo.
 */
export function parseAddressList(text: string, existing: readonly string[] = []): ParsedAddressList {
  const known = new Set(existing.map((address) => address.toLowerCase()))
  const seen = new Set<string>()
  const result: ParsedAddressList = { valid: [], invalid: [], duplicates: [] }
  for (const entry of text.split(/[\s,;]+/).filter(Boolean)) {
    if (!isAddress(entry, { strict: false })) {
      result.invalid.push(entry)
      continue
    }
    const address = getAddress(entry)
    const key = address.toLowerCase()
    if (seen.has(key) || known.has(key)) {
      if (!result.duplicates.includes(address)) result.duplicates.push(address)
      continue
    }
    seen.add(key)
    result.valid.push(address)
  }
  return result
}
