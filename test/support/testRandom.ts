/** A small seeded random generator (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Random numbers for a test that draws them: seeded from `ENGAGEKIT_TEST_SEED` when set, else from the clock, and the
 * seed printed with the test's name, so a failing run can be repeated exactly (`ENGAGEKIT_TEST_SEED=<seed> npx vitest
 * run <file>`).
 */
export function testRandom(name: string): { random: () => number; seed: number } {
  const given = process.env['ENGAGEKIT_TEST_SEED']
  const seed = given !== undefined && /^\d+$/.test(given) ? Number(given) : Date.now() % 2 ** 32
  console.info(`${name}: random seed ${seed} (repeat with ENGAGEKIT_TEST_SEED=${seed})`)
  return { random: seededRandom(seed), seed }
}
