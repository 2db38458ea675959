// The widget build's stand-in for viem's address helpers (vite.widget.config.ts points the library's own imports of
// 'viem' here): the same answers, with keccak-256 alone instead of viem's encoding and error machinery. Every page
// with an element carries it, so it is kept small; address.test.ts beside it holds it to viem's results.
import { keccak256 } from './keccak256.js'

const hexAddress = /^0x[0-9a-fA-F]{40}$/

/** The EIP-55 checksummed form of a 0x-prefixed 40-digit hex address. */
function checksum(address: string): `0x${string}` {
  const digits = address.slice(2).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(digits))
  let out = '0x'
  for (let index = 0; index < 40; index++) {
    const nibble = index % 2 === 0 ? hash[index >> 1]! >> 4 : hash[index >> 1]! & 15
    out += nibble >= 8 ? digits[index]!.toUpperCase() : digits[index]
  }
  return out as `0x${string}`
}

/** viem's isAddress: 40 hex digits, and (unless `strict: false`) a mixed-case address must carry its checksum. */
export function isAddress(address: string, options?: { strict?: boolean }): address is `0x${string}` {
  if (!hexAddress.test(address)) return false
  if (options?.strict === false || address.toLowerCase() === address) return true
  return checksum(address) === address
}

/** viem's getAddress (no chain id): the checksummed address; throws on anything that is not one. */
export function getAddress(address: string): `0x${string}` {
  if (!hexAddress.test(address)) throw new Error(`Address "${address}" is invalid.`)
  return checksum(address)
}
