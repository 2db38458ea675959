/**
 * Where a command draws random bytes (a new API key): `n` bytes each call. The service's is the platform's secure
 * source; a durable sandbox records what a write drew and hands the same bytes back when it carries the write out
 * again, so a key shown once still works after a crash.
 */
export type RandomSource = (n: number) => Uint8Array

/** The platform's secure random source (Web Crypto). */
export const secureRandom: RandomSource = (n) => crypto.getRandomValues(new Uint8Array(n))
