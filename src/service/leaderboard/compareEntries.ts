import { compareStanding } from '../../core/leaderboard/compareStanding.js'
import type { BoardEntry } from '../store/Store.js'

/** Board order for the store's entries: the board's one ranking rule ({@link compareStanding}). */
export const compareEntries: (a: BoardEntry, b: BoardEntry) => number = compareStanding
