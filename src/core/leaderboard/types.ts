/** One place on a leaderboard. */
export type LeaderboardRow = {
  /** 1 for the highest value; members with equal values share a rank, and the next rank skips (1, 1, 3). */
  rank: number
  /** The member's address, as the member list (row 8) gives it. */
  address: string
  /** The member's counter of the board's metric. */
  value: number
  /** The profile's name (row 26); absent for a member without a profile or without a name: show the address. */
  name?: string | undefined
  /** The profile's picture (http(s) URL, ipfs:// URL or CID, as stored); absent without one. */
  imageUrl?: string | undefined
}

/** A computed board: the top rows, the signed-in user's own place, and how many members were ranked. */
export type LeaderboardResult = {
  /** The top `limit` members, best first. */
  rows: LeaderboardRow[]
  /** The place of the user asked about (`userAddress`), wherever it is; null when not asked or not a member. */
  self: LeaderboardRow | null
  /** How many members the board covers (ranked or not yet); undefined when a source did not say. */
  memberCount: number | undefined
  /**
   * How many of them are ranked: a value above 0. The others (at 0, without a counter, or below) are not ranked yet;
   * undefined when a source did not say (then rows at 0 or below count as not ranked).
   */
  rankedCount?: number | undefined
}
