// Keccak-256 (Ethereum's hash, the pre-standard SHA-3 padding) over 64-bit lanes held as BigInts: a few hundred bytes
// on every widget page, where a speed-tuned implementation costs kilobytes. It hashes addresses (40 characters) for
// their checksums, so speed does not matter; keccak256.test.ts holds it to viem's hash.

const mask = (1n << 64n) - 1n
const rotl = (lane: bigint, by: number): bigint => ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & mask

// The round constants (from the spec's LFSR), and ρ's rotations and π's lane order, both walked from lane (1, 0).
const roundConstants: bigint[] = []
const rotations: number[] = []
const order: number[] = []
for (let round = 0, lfsr = 1, x = 1, y = 0; round < 24; round++) {
  let constant = 0n
  for (let bit = 0; bit < 7; bit++) {
    lfsr = ((lfsr << 1) ^ ((lfsr >> 7) * 0x71)) & 0xff
    if (lfsr & 2) constant ^= 1n << BigInt((1 << bit) - 1)
  }
  roundConstants.push(constant)
  rotations.push((((round + 1) * (round + 2)) / 2) % 64)
  ;[x, y] = [y, (2 * x + 3 * y) % 5]
  order.push(x + 5 * y)
}

function permute(state: bigint[]): void {
  for (let round = 0; round < 24; round++) {
    // θ
    const parity = [0, 1, 2, 3, 4].map((x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!)
    for (let x = 0; x < 5; x++) {
      const d = parity[(x + 4) % 5]! ^ rotl(parity[(x + 1) % 5]!, 1)
      for (let y = 0; y < 25; y += 5) state[x + y]! ^= d
    }
    // ρ and π
    let carried = state[1]!
    for (let step = 0; step < 24; step++) {
      const next = state[order[step]!]!
      state[order[step]!] = rotl(carried, rotations[step]!)
      carried = next
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5)
      for (let x = 0; x < 5; x++) state[y + x] = row[x]! ^ (~row[(x + 1) % 5]! & mask & row[(x + 2) % 5]!)
    }
    // ι
    state[0]! ^= roundConstants[round]!
  }
}

/** The 32-byte Keccak-256 hash of `message`. */
export function keccak256(message: Uint8Array): Uint8Array {
  const rate = 136
  const padded = new Uint8Array((Math.floor(message.length / rate) + 1) * rate)
  padded.set(message)
  padded[message.length]! ^= 0x01
  padded[padded.length - 1]! ^= 0x80
  const state: bigint[] = new Array<bigint>(25).fill(0n)
  for (let block = 0; block < padded.length; block += rate) {
    for (let lane = 0; lane < rate / 8; lane++) {
      let value = 0n
      for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(padded[block + lane * 8 + byte]!)
      state[lane]! ^= value
    }
    permute(state)
  }
  const out = new Uint8Array(32)
  for (let index = 0; index < 32; index++) out[index] = Number((state[index >> 3]! >> BigInt((index & 7) * 8)) & 0xffn)
  return out
}
