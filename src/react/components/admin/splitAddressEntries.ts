import { getAddress, isAddress } from 'viem'

/** One chip of an address input: what was typed or pasted, and whether it is a wallet address. */
export type AddressEntry = { text: string; address: string | undefined }

/**
 * Adds what was typed or pasted (one or many, split at new lines, commas, semicolons and spaces) to `entries`, each
 * once: an address already there (in any letter case) is not added again; anything else is kept as typed, marked as
 * not an address, so it can be corrected and nothing is lost.
 */
export function addAddressEntries(entries: readonly string[], typed: string): string[] {
  const result = [...entries]
  const seen = new Set(entries.map((entry) => entry.toLowerCase()))
  for (const text of typed.split(/[\s,;]+/).filter(Boolean)) {
    const key = text.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    result.push(isAddress(text, { strict: false }) ? getAddress(text) : text)
  }
  return result
}

/** An entry as a chip: its address (checksummed), or none when it is not one. */
export function addressEntry(text: string): AddressEntry {
  return { text, address: isAddress(text, { strict: false }) ? getAddress(text) : undefined }
}
