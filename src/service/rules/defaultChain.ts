/** The chain recorded for members who join without naming one (auto-join on an increment, new owners). */
export const defaultChain = 'ethereum'
