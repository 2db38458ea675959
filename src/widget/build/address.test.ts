import { getAddress as viemGetAddress, isAddress as viemIsAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { getAddress, isAddress } from './address.js'

// Real addresses (from keys) and variants of them: all lowercase, all uppercase digits, one letter's case flipped.
const addresses = Array.from({ length: 40 }, (_, index) => privateKeyToAccount(`0x${(index + 1).toString(16).padStart(64, '7')}`).address)
const flipOne = (address: string) => {
  const at = [...address.slice(2)].findIndex((digit) => /[a-f]/i.test(digit)) + 2
  const digit = address[at]!
  return address.slice(0, at) + (digit === digit.toLowerCase() ? digit.toUpperCase() : digit.toLowerCase()) + address.slice(at + 1)
}
const inputs = addresses.flatMap((address) => [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`, flipOne(address)])
const broken = ['', '0x', '0x123', 'not an address', `${addresses[0]}00`, addresses[0]!.slice(2), `0X${addresses[0]!.slice(2)}`, `0x${'g'.repeat(40)}`]

describe("the widget's address helpers", () => {
  it("answer as viem's do, checksum and all", () => {
    for (const input of [...inputs, ...broken]) {
      expect(isAddress(input), input).toBe(viemIsAddress(input))
      expect(isAddress(input, { strict: false }), input).toBe(viemIsAddress(input, { strict: false }))
      let expected: string | Error
      try {
        expected = viemGetAddress(input)
      } catch (error) {
        expected = error as Error
      }
      if (expected instanceof Error) expect(() => getAddress(input), input).toThrow('is invalid')
      else expect(getAddress(input), input).toBe(expected)
    }
  })
})
