import type { Kysely } from 'kysely'
import type { BoardSource, Transaction } from '../../engagekit.js'
import { boardQueries, storedBoard, type StoredBoard } from './boardQueries.js'
import { planOf } from './boardPeriods.js'
import type { BoardWindowKeeper } from './boardWindowKeeper.js'
import { keptWindow, windowKey } from './boardWindows.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { loadShiftedBoard, shiftedCount, shiftedPage, shiftedValue, shiftedZeroCountBefore, shiftedZeroPage, type ShiftedBoard } from './shiftedBoard.js'
import { loadWindowBoard, windowCount, windowPage, windowZeroCountBefore, windowZeroPage, type WindowBoard } from './windowBoard.js'

type Db = Kysely<DatabaseSchema>

/** What a SQL transaction answers of a board. */
export type BoardReads = Pick<Transaction, 'boardCount' | 'boardPage' | 'zeroPage' | 'zeroCountBefore' | 'boardValue'>

/**
 * The board reads of one transaction, through `db` (the transaction's connection as it is when asked). Where a
 * board is read: the counters (all time), a UTC period's totals or a kept window's (boardWindows.ts), index ranges
 * all; another period in another time zone, from its UTC period's with the members active in the edges moved
 * (shiftedBoard.ts, read once per transaction) until its window is kept and filled (the `keeper` is told what a read
 * found); a window that is no calendar period, from its slots (windowBoard.ts).
 */
export function sqlBoardReads(db: () => Db, keeper: BoardWindowKeeper | undefined): BoardReads {
  const loaded = new Map<string, Promise<ShiftedBoard> | Promise<WindowBoard>>()
  const keptBoards = new Map<string, Promise<number | undefined>>()

  /** The key of the totals of a calendar window the entity keeps and has filled, read once per transaction. */
  function keptBoard({ entityId, window, calendar }: BoardSource): Promise<number | undefined> | undefined {
    const period = window && calendar && windowKey(calendar.period, window)
    if (period === undefined || !window || !calendar) return undefined
    const name = JSON.stringify([entityId, period])
    let found = keptBoards.get(name)
    if (!found) {
      found = keptWindow(db(), entityId, period).then((kept) => {
        keeper?.seen(entityId, calendar, window, period, kept)
        return kept?.filled && kept.fromMs === window.fromMs && kept.toMs === window.toMs ? period : undefined
      })
      keptBoards.set(name, found)
    }
    return found
  }

  async function boardOf(source: BoardSource): Promise<{ stored: StoredBoard } | { shifted: Promise<ShiftedBoard> } | { window: Promise<WindowBoard> }> {
    if (!source.window) return { stored: storedBoard(source) }
    const plan = planOf(source.window)
    if (plan && plan.added.length === 0 && plan.removed.length === 0) return { stored: storedBoard(source, plan.period) }
    const kept = plan && (await keptBoard(source))
    if (kept !== undefined) return { stored: storedBoard(source, kept) }
    const key = JSON.stringify(source)
    let board = loaded.get(key)
    if (!board) loaded.set(key, (board = plan ? loadShiftedBoard(db(), storedBoard(source, plan.period), plan) : loadWindowBoard(db(), { ...source, window: source.window })))
    return plan ? { shifted: board as Promise<ShiftedBoard> } : { window: board as Promise<WindowBoard> }
  }

  return {
    async boardCount(source, filter) {
      const board = await boardOf(source)
      if ('stored' in board) return boardQueries.count(db(), board.stored, filter)
      return 'shifted' in board ? shiftedCount(db(), await board.shifted, filter) : windowCount(await board.window, filter)
    },
    async boardPage(source, page) {
      const board = await boardOf(source)
      if ('stored' in board) return boardQueries.page(db(), board.stored, page)
      return 'shifted' in board ? shiftedPage(db(), await board.shifted, page) : windowPage(await board.window, page)
    },
    async zeroPage(source, page) {
      const board = await boardOf(source)
      if ('stored' in board) return boardQueries.zeroPage(db(), board.stored, page)
      return 'shifted' in board ? shiftedZeroPage(db(), await board.shifted, page) : windowZeroPage(db(), await board.window, source.entityId, page)
    },
    async zeroCountBefore(source, address) {
      const board = await boardOf(source)
      if ('stored' in board) return boardQueries.zeroCountBefore(db(), board.stored, address)
      return 'shifted' in board ? shiftedZeroCountBefore(db(), await board.shifted, address) : windowZeroCountBefore(db(), await board.window, source.entityId, address)
    },
    async boardValue(source, address) {
      const board = await boardOf(source)
      if ('stored' in board) return boardQueries.value(db(), board.stored, address)
      return 'shifted' in board ? shiftedValue(db(), await board.shifted, address) : ((await board.window).values.get(address) ?? 0)
    },
  }
}
