// The wallets a browser signed in with here, most recent first: the picker lists them as "Recent". Kept in
// localStorage by wallet id (never an address); unreadable storage reads as none.
const key = 'engagekit.recent-wallets'
const keep = 3

/** The ids of the wallets picked here before, most recent first. */
export function recentWallets(): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]')
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string').slice(0, keep) : []
  } catch {
    return []
  }
}

/** Remembers a picked wallet as the most recent. */
export function rememberWallet(id: string): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify([id, ...recentWallets().filter((other) => other !== id)].slice(0, keep)))
  } catch {
    // Storage may be full or blocked: the picker then simply has no "Recent" group.
  }
}
