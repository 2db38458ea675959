// The order of secp256k1: a signature (r, s) and its twin (r, n − s) are both valid; only s ≤ n/2 is canonical.
const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const hexSignature = /^0x[0-9a-f]{130}$/

/**
 * A signature in the one form the service stores: lower-case, and for a 65-byte (r, s, v) signature with s in the
 * lower half of the curve order (EIP-2), v flipped to match. So the malleable twin of a signature is the same session.
 */
export function canonicalSignature(signature: string): string {
  const lower = signature.trim().toLowerCase()
  if (!hexSignature.test(lower)) return lower
  const s = BigInt(`0x${lower.slice(66, 130)}`)
  if (s <= curveOrder / 2n) return lower
  const v = Number.parseInt(lower.slice(130), 16)
  const flipped = v === 27 || v === 28 ? 55 - v : v === 0 || v === 1 ? 1 - v : v
  return `${lower.slice(0, 66)}${(curveOrder - s).toString(16).padStart(64, '0')}${flipped.toString(16).padStart(2, '0')}`
}
