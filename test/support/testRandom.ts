import { seededRandom } from '../../src/service/seededRandom.js'

export { seededRandom }

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
