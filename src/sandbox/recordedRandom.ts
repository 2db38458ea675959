import { bytesToHex, hexToBytes } from 'viem'
import { secureRandom, type RandomSource } from '../service/RandomSource.js'

/** A secure random source that keeps what it drew (hex, one entry per draw), for the journal. */
export function recordingRandom(): { random: RandomSource; drawn: string[] } {
  const drawn: string[] = []
  return {
    drawn,
    random(n) {
      const bytes = secureRandom(n)
      drawn.push(bytesToHex(bytes))
      return bytes
    },
  }
}

/**
 * Hands back the draws a journaled write made, in order, when it is carried out again; a draw the record does not
 * hold (a journal of an earlier format) is a fresh one.
 */
export function replayedRandom(drawn: readonly string[] | undefined): RandomSource {
  let next = 0
  return (n) => {
    const recorded = drawn?.[next++]
    const bytes = recorded === undefined ? undefined : hexToBytes(recorded as `0x${string}`)
    return bytes !== undefined && bytes.length === n ? bytes : secureRandom(n)
  }
}
