import { bytesToHex, keccak256 as viemKeccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { keccak256 } from './keccak256.js'

const hex = (bytes: Uint8Array) => bytesToHex(bytes)

describe('keccak256 (the widget build)', () => {
  it('hashes the empty message as Ethereum does', () => {
    expect(hex(keccak256(new Uint8Array()))).toBe('0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470')
  })

  it("matches viem's hash for messages around and across the 136-byte block", () => {
    for (const length of [1, 20, 40, 135, 136, 137, 271, 272, 500]) {
      const message = Uint8Array.from({ length }, (_, index) => (index * 31 + length) & 0xff)
      expect(hex(keccak256(message)), `length ${length}`).toBe(viemKeccak256(message))
    }
  })

  it('hashes an address the way its checksum needs', () => {
    const digits = new TextEncoder().encode('50ff3b0b1b6bf2ab5f2c3c8b9d5c4a8e1b3db446')
    expect(hex(keccak256(digits))).toBe(viemKeccak256(digits))
  })
})
