/**
 * How the script-tag widget splits the code its member elements share (vite.widget.config.ts): every module two or
 * more elements use goes to a chunk with the modules the same elements use, so a page with one element loads only
 * code that element runs. Sets that differ a little are then merged while that costs the elements loading the merged
 * chunk fewer bytes than the extra request and lost compression of a chunk apart would: a page with a leaderboard
 * loads its avatar code, a page with badges does not, and neither loads a dozen chunks of a few hundred bytes.
 */

/** One shared module: its id, how many bytes of code it holds, and the elements that use it. */
export type SharedModule = { id: string; size: number; users: readonly string[] }

/** A chunk of shared code: its modules and the elements that load it. */
export type SharedChunk = { ids: string[]; size: number; users: Set<string> }

/**
 * What a chunk apart costs each element that loads it, in bytes of code (before minifying): its request, its import
 * and export lines, its name in the loader's list every page loads, and the compression lost at its edges. Measured
 * with `npm run size`: 1,200 gave seventeen chunks and a heavier base, 20,000 five and heavier elements; 3,000 keeps
 * <engage-achievements> and <engage-streak> under 45 kB (3,500 and 4,000 took the streak's page to 45.04 kB).
 */
export const chunkCost = 3000

/** The elements in `a` and not in `b`. */
const without = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => [...a].filter((user) => !b.has(user)).length

/**
 * What merging two chunks changes, summed over the elements: each element that loads one of them without the other
 * loads the other's code too, and each element that loads both saves one chunk. Below zero the merge pays.
 */
export function mergeCost(a: SharedChunk, b: SharedChunk, cost = chunkCost): number {
  const both = [...a.users].filter((user) => b.users.has(user)).length
  return a.size * without(b.users, a.users) + b.size * without(a.users, b.users) - cost * both
}

/** The shared modules as chunks: one per set of elements using them, then merged while a merge pays (see mergeCost). */
export function partitionShared(modules: readonly SharedModule[], cost = chunkCost): SharedChunk[] {
  const bySet = new Map<string, SharedChunk>()
  // In the order of their ids, not the order the bundler met them (which varies from one machine to another), so
  // merges that pay the same are made alike and every build of the same code splits it the same way.
  for (const module of [...modules].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const key = [...new Set(module.users)].sort().join(' ')
    const chunk = bySet.get(key) ?? { ids: [], size: 0, users: new Set(module.users) }
    chunk.ids.push(module.id)
    chunk.size += module.size
    bySet.set(key, chunk)
  }
  const chunks = [...bySet.values()]
  for (;;) {
    let best: { i: number; j: number; change: number } | undefined
    for (let i = 0; i < chunks.length; i++) {
      for (let j = i + 1; j < chunks.length; j++) {
        const change = mergeCost(chunks[i]!, chunks[j]!, cost)
        if (change < 0 && (!best || change < best.change)) best = { i, j, change }
      }
    }
    if (!best) break
    const [a, b] = [chunks[best.i]!, chunks[best.j]!]
    chunks.splice(best.j, 1)
    chunks[best.i] = { ids: [...a.ids, ...b.ids], size: a.size + b.size, users: new Set([...a.users, ...b.users]) }
  }
  // Largest first, so the names given in this order stay put while the code changes a little.
  return chunks.sort((a, b) => b.users.size - a.users.size || b.size - a.size)
}
